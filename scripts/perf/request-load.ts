/**
 * The benchmarks' one way to load a URL with many requests: `count` GET requests over `connections`
 * keep-alive connections with autocannon (as `npm run load` and `npm run soak`), after `warmUp`
 * requests that are not counted. The latency of every counted response, from autocannon's
 * `response` event, gives the median and p95 by the repo's one percentile rule
 * (`percentile.ts`); requests per second are the counted requests over the run's time. A response
 * other than 200 fails the measure, so a figure is never that of an error page.
 */
import autocannon from 'autocannon'
import { percentiles } from './percentile.ts'

interface RequestLoad {
  /** Milliseconds. */
  median: number
  /** Milliseconds. */
  p95: number
  rps: number
}

interface RequestLoadOptions {
  count: number
  connections: number
  warmUp: number
  headers?: Record<string, string>
}

/**
 * One autocannon run of `amount` requests; `latency` gets each response's time, the result is the
 * seconds from the start to the last response (autocannon's own `duration` ends on its next
 * one-second tick, which would count up to a second of idle time).
 */
function run(url: string, amount: number, connections: number, headers: Record<string, string>, latency: (ms: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const refused: number[] = []
    const started = performance.now()
    let lastResponse = started
    const instance = autocannon({ url, amount, connections, headers }, (error, result) => {
      if (error) reject(error)
      else if (refused.length > 0 || result.errors + result.timeouts > 0)
        reject(new Error(`${url}: ${refused.length} answers other than 200 (first ${refused[0] ?? 'none'}), ${result.errors + result.timeouts} errors`))
      else resolve((lastResponse - started) / 1000)
    })
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      lastResponse = performance.now()
      if (statusCode === 200) latency(responseTime)
      else refused.push(statusCode)
    })
  })
}

export async function requestLoad(url: string, { count, connections, warmUp, headers = { accept: 'text/html' } }: RequestLoadOptions): Promise<RequestLoad> {
  if (warmUp > 0) await run(url, warmUp, connections, headers, () => {})
  const latencies: number[] = []
  const seconds = await run(url, count, connections, headers, (ms) => latencies.push(ms))
  return { ...percentiles(latencies), rps: latencies.length / seconds }
}
