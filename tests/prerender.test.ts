import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchPrerenderReadiness, isPrerenderAgent } from '#app/site/prerender.ts'

// the last block has the check every second from three seconds on; these pin what stops
describe('prerender readiness stops checking', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('once a check finds the page settled: no timer but the forced one is left', () => {
    let settled = false
    const isSettled = vi.fn(() => settled)
    const ready = vi.fn()
    watchPrerenderReadiness(isSettled, ready, globalThis)
    vi.advanceTimersByTime(5500)
    settled = true
    vi.advanceTimersByTime(500)
    expect(ready).toHaveBeenCalledTimes(1)
    const checks = isSettled.mock.calls.length
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(20_000)
    expect(isSettled).toHaveBeenCalledTimes(checks)
    expect(ready).toHaveBeenCalledTimes(1)
  })

  it('when forced after fifteen seconds', () => {
    const isSettled = vi.fn(() => false)
    const ready = vi.fn()
    watchPrerenderReadiness(isSettled, ready, globalThis)
    vi.advanceTimersByTime(14_999)
    expect(ready).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(ready).toHaveBeenCalledTimes(1)
    expect(isSettled).toHaveBeenCalledTimes(12) // at 3 s, then each second from 4 to 14 s
    expect(vi.getTimerCount()).toBe(0)
  })

  it('when forced before the first check, which then never runs', () => {
    const isSettled = vi.fn(() => false)
    const ready = vi.fn()
    watchPrerenderReadiness(isSettled, ready, globalThis, { checkIntervalMs: 1000, firstCheckDelayMs: 3000, forcedReadyMs: 1000 })
    vi.advanceTimersByTime(1000)
    expect(ready).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(isSettled).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('prerender readiness', () => {
  it('applies only to user agents containing Prerender', () => {
    expect(isPrerenderAgent('Mozilla/5.0 Prerender (+https://github.com/prerender/prerender)')).toBe(true)
    expect(isPrerenderAgent('Mozilla/5.0 Chrome/120')).toBe(false)
  })

  it('checks every second after three seconds and marks ready once settled', () => {
    vi.useFakeTimers()
    let settled = false
    const ready = vi.fn()
    watchPrerenderReadiness(() => settled, ready, globalThis)
    vi.advanceTimersByTime(2999)
    settled = true
    expect(ready).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(ready).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(20_000)
    expect(ready).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it('keeps checking each second until settled', () => {
    vi.useFakeTimers()
    let settled = false
    const ready = vi.fn()
    watchPrerenderReadiness(() => settled, ready, globalThis)
    vi.advanceTimersByTime(5000)
    expect(ready).not.toHaveBeenCalled()
    settled = true
    vi.advanceTimersByTime(999)
    expect(ready).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(ready).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it('forces readiness after fifteen seconds', () => {
    vi.useFakeTimers()
    const ready = vi.fn()
    watchPrerenderReadiness(() => false, ready, globalThis)
    vi.advanceTimersByTime(14_999)
    expect(ready).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(ready).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})
