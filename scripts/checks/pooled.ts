/**
 * `task` on every item, at most `limit` at a time; the results in the items' order. For requests to
 * a site that renders each page on the server: a few at once keep it and its backend busy, without
 * the hundreds at once that would only queue (`npm run content:check`, the e2e checks over HTTP).
 */
export async function pooled<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await task(items[index] as T)
      }
    }),
  )
  return results
}
