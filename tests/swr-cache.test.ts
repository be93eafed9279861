import { describe, expect, it, vi } from 'vitest'
import { SwrCache } from '#app/server/swr-cache.server.ts'

function setup(ttlMs = 1000) {
  let now = 0
  const cache = new SwrCache<string>({ ttlMs, maxEntries: 3, now: () => now })
  return { cache, advance: (ms: number) => (now += ms) }
}

describe('SwrCache', () => {
  it('serves a fresh value without loading again', async () => {
    const { cache } = setup()
    const load = vi.fn(async () => 'v1')
    expect(await cache.get('k', load)).toBe('v1')
    expect(await cache.get('k', load)).toBe('v1')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves a stale value at once and revalidates in the background', async () => {
    const { cache, advance } = setup()
    await cache.get('k', async () => 'v1')
    advance(1000)
    let resolve: (value: string) => void = () => {}
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)))
    expect(await cache.get('k', load)).toBe('v1')
    expect(await cache.get('k', load)).toBe('v1')
    expect(load).toHaveBeenCalledTimes(1) // one revalidation for both readers
    resolve('v2')
    await vi.waitFor(async () => expect(await cache.get('k', load)).toBe('v2'))
  })

  it('keeps the last good value when revalidation fails, and retries on the next read', async () => {
    const { cache, advance } = setup()
    await cache.get('k', async () => 'good')
    advance(5000)
    const failing = vi.fn(async () => Promise.reject(new Error('down')))
    expect(await cache.get('k', failing)).toBe('good')
    await new Promise((resolve) => setTimeout(resolve, 0)) // let the failed revalidation settle
    expect(await cache.get('k', failing)).toBe('good')
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(2))
  })

  it('rejects when there is nothing to fall back to, and does not cache the failure', async () => {
    const { cache } = setup()
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', async () => 'later')).toBe('later')
  })

  it('de-duplicates concurrent loads of one key', async () => {
    const { cache } = setup()
    const load = vi.fn(async () => 'v')
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('bypasses the cache completely', async () => {
    const { cache } = setup()
    await cache.get('k', async () => 'cached')
    expect(await cache.get('k', async () => 'live', { bypass: true })).toBe('live')
    expect(await cache.get('k', async () => 'other')).toBe('cached')
  })

  it('drops the oldest entries beyond the limit', async () => {
    const { cache } = setup()
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key)
    expect(cache.size).toBe(3)
    const load = vi.fn(async () => 'a2')
    expect(await cache.get('a', load)).toBe('a2')
  })
})
