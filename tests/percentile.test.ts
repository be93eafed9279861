import { describe, expect, it } from 'vitest'
import { percentile, percentiles } from '../scripts/perf/percentile.ts'

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => n - i)

// the benchmark scripts' figures (docs/performance.md, docs/soak.md): nearest rank, whatever the order
describe('percentile', () => {
  it('is the nearest rank: of 40 timings the p95 is the 38th, the median the 20th', () => {
    expect(percentiles(oneTo(40))).toStrictEqual({ median: 20, p95: 38 })
  })

  it('of 100 timings the p95 is the 95th and the p99 the 99th; of 120 the p95 is the 114th', () => {
    expect(percentile(oneTo(100), 0.95)).toBe(95)
    expect(percentile(oneTo(100), 0.99)).toBe(99)
    expect(percentile(oneTo(120), 0.95)).toBe(114)
  })

  it('of an odd count the median is the middle one; of one timing every percentile is that one', () => {
    expect(percentile([5, 1, 3], 0.5)).toBe(3)
    expect(percentiles([7])).toStrictEqual({ median: 7, p95: 7 })
  })

  it('is 0 for no timings and the smallest for q = 0, and sorts numerically, not as text', () => {
    expect(percentile([], 0.95)).toBe(0)
    expect(percentile([30, 4, 200], 0)).toBe(4)
    expect(percentile([100, 9, 20], 1)).toBe(100)
  })

  it('leaves the timings it is given in their order', () => {
    const timings = [3, 1, 2]
    percentile(timings, 0.5)
    expect(timings).toStrictEqual([3, 1, 2])
  })
})
