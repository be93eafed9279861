/** Percentiles of the timings the benchmark scripts report. */

/**
 * The nearest-rank percentile: the smallest of `values` with at least the share `q` of them at or
 * below it (of 40 timings the p95 is the 38th, of 100 the 95th); 0 when there are none.
 */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0
}

/** The median and the 95th percentile of timings (nearest rank). */
export function percentiles(values: readonly number[]): { median: number; p95: number } {
  return { median: percentile(values, 0.5), p95: percentile(values, 0.95) }
}
