/**
 * One log line and the metrics of each request (`app/server/edge/request-log.server.ts`): what the
 * line says, at which level, and when a body counts as sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readIncoming } from '#app/server/edge/incoming.server.ts'
import { logRequest, whenSent } from '#app/server/edge/request-log.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { registry } from '#app/server/metrics.server.ts'
import { newRequestContext } from '#app/server/request-context.server.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe("a request's log line", () => {
  it('its id, method, route, path with order numbers hidden, status, time, bytes, upstream calls, caches and page cache', async () => {
    const info = vi.spyOn(logger(), 'info').mockImplementation(() => undefined)
    vi.spyOn(performance, 'now').mockReturnValue(1_250.06)
    const context = newRequestContext('req-7')
    context.upstreamCalls.push({ upstream: 'cms', ms: 12, outcome: 'ok' }, { upstream: 'search', ms: 30, outcome: 'server error' })
    context.cache.hit = 2
    const incoming = readIncoming(new Request('https://www.mocom.example/en/orders/4711/deliveries/9?x=1', { method: 'POST', body: 'x' }))
    logRequest(incoming, context, 1_000, { route: 'page', status: 201, pageCache: 'miss' }, 512)
    expect(info).toHaveBeenCalledOnce()
    expect(info).toHaveBeenCalledWith(
      {
        requestId: 'req-7',
        method: 'POST',
        route: 'page',
        path: '/en/orders/:number/deliveries/9',
        status: 201,
        ms: 250.1,
        bytes: 512,
        upstream: { calls: 2, ms: 42, each: ['cms ok 12ms', 'search server error 30ms'] },
        cache: { hit: 2, stale: 0, miss: 0 },
        pageCache: 'miss',
      },
      'request',
    )
    const metrics = await registry.getSingleMetricAsString('site_request_duration_seconds')
    expect(metrics).toMatch(/^site_request_duration_seconds_count\{route="page",status="201"\} 1$/m)
    expect(metrics).toMatch(/^site_request_duration_seconds_sum\{route="page",status="201"\} 0.2501$/m)
  })

  it.each([
    ['health', 'debug'],
    ['metrics', 'debug'],
    ['page', 'info'],
    ['static', 'info'],
  ] as const)('%s logs at %s level', (route, level) => {
    const debug = vi.spyOn(logger(), 'debug').mockImplementation(() => undefined)
    const info = vi.spyOn(logger(), 'info').mockImplementation(() => undefined)
    logRequest(
      readIncoming(new Request('http://127.0.0.1:3000/healthz')),
      newRequestContext('r'),
      performance.now(),
      { route, status: 200, pageCache: 'none' },
      2,
    )
    expect(debug).toHaveBeenCalledTimes(level === 'debug' ? 1 : 0)
    expect(level === 'debug' ? debug : info).toHaveBeenCalledWith(expect.objectContaining({ route }), 'request')
    expect(info).toHaveBeenCalledTimes(level === 'info' ? 1 : 0)
    const [line] = (level === 'debug' ? debug : info).mock.calls[0] as unknown as [{ upstream: unknown }]
    expect(line.upstream).toStrictEqual({ calls: 0, ms: 0, each: [] })
  })
})

describe('a body that tells when it was sent', () => {
  const chunks = (...sizes: number[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const size of sizes) controller.enqueue(new Uint8Array(size))
        controller.close()
      },
    })

  it('once, with every byte, after the last one', async () => {
    const done = vi.fn()
    const body = whenSent(chunks(3, 0, 5), done)
    expect(done).not.toHaveBeenCalled()
    expect((await new Response(body).bytes()).byteLength).toBe(8)
    expect(done).toHaveBeenCalledOnce()
    expect(done).toHaveBeenCalledWith(8)
  })

  it('once, with the bytes sent so far, when the client left', async () => {
    const done = vi.fn()
    let cancelled: unknown
    const source = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(4)),
      cancel: (reason) => void (cancelled = reason),
    })
    const reader = whenSent(source, done).getReader()
    await reader.read()
    await reader.cancel('gone')
    expect(cancelled).toBe('gone')
    expect(done).toHaveBeenCalledOnce()
    expect(done.mock.calls[0]?.[0]).toBeGreaterThanOrEqual(4)
  })

  it('once, when the client leaves while a chunk is still being read (the read then ends and the close fails)', async () => {
    const done = vi.fn()
    let release: (() => void) | undefined
    const source = new ReadableStream<Uint8Array>({
      pull: () => new Promise<void>((resolve) => void (release = resolve)),
    })
    const reader = whenSent(source, done).getReader()
    const pending = reader.read()
    await vi.waitFor(() => expect(release).toBeDefined())
    await reader.cancel('gone')
    expect(done).toHaveBeenCalledOnce()
    release?.()
    expect((await pending).done).toBe(true)
    // the pull that was waiting finishes after the cancel: it must not report the request a second time
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(done).toHaveBeenCalledOnce()
    expect(done).toHaveBeenCalledWith(0)
  })

  it('once, when the source failed, passing its error on', async () => {
    const done = vi.fn()
    let pulls = 0
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1
        if (pulls === 1) controller.enqueue(new Uint8Array(6))
        else controller.error(new Error('render failed'))
      },
    })
    const reader = whenSent(source, done).getReader()
    expect((await reader.read()).value?.byteLength).toBe(6)
    await expect(reader.read()).rejects.toThrow('render failed')
    expect(done).toHaveBeenCalledOnce()
    expect(done).toHaveBeenCalledWith(6)
    await reader.cancel().catch(() => undefined)
    expect(done).toHaveBeenCalledOnce()
  })
})
