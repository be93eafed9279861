import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { requestLoad } from '../scripts/perf/request-load.ts'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A local server answering every request with `status` after `delayMs`; counts what it answered. */
async function serve(status: number, delayMs: number): Promise<{ url: string; answered: () => number }> {
  let answered = 0
  server = createServer((_request, response) => {
    setTimeout(() => {
      answered++
      response.writeHead(status, { 'content-type': 'text/html' }).end('<p>page</p>')
    }, delayMs)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, answered: () => answered }
}

// the benchmarks' one load helper (scripts/perf/request-load.ts): autocannon with a fixed count
describe('requestLoad', () => {
  it('sends the warm-up and the counted requests and times only the counted ones', async () => {
    const site = await serve(200, 5)
    const figures = await requestLoad(site.url, { count: 40, connections: 4, warmUp: 8 })
    expect(site.answered()).toBe(48)
    expect(figures.median).toBeGreaterThanOrEqual(5)
    expect(figures.p95).toBeGreaterThanOrEqual(figures.median)
    // 40 requests of at least 5 ms over 4 connections take at least 50 ms: at most 800 per second;
    // autocannon ends a run on its next one-second tick, which must not count (at least 80 per second)
    expect(figures.rps).toBeLessThanOrEqual(800)
    expect(figures.rps).toBeGreaterThan(80)
  })

  it('fails on an answer other than 200, so no figure is an error page', async () => {
    const site = await serve(503, 0)
    await expect(requestLoad(site.url, { count: 10, connections: 2, warmUp: 0 })).rejects.toThrow(/10 answers other than 200 \(first 503\)/)
  })
})
