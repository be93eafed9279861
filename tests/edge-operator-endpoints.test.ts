/**
 * The operators' endpoints (`app/server/edge/operator-endpoints.server.ts`) on their own: which
 * paths they answer, what readiness tells whom, and what the metrics say of each circuit;
 * `tests/edge.server.test.ts` asks them through `handle()`.
 */
import { describe, expect, it } from 'vitest'
import { readIncoming } from '#app/server/edge/incoming.server.ts'
import { type UpstreamStatus, createOperatorEndpoints } from '#app/server/edge/operator-endpoints.server.ts'
import { PageCache } from '#app/server/edge/page-cache.server.ts'
import { registry } from '#app/server/metrics.server.ts'

const token = 'operators-token-0123456789'
const upstreams: UpstreamStatus[] = [
  { name: 'cms', circuit: 'closed', lastSuccessAt: Date.UTC(2026, 0, 2, 3, 4, 5) },
  { name: 'search', circuit: 'half-open', lastSuccessAt: undefined },
  { name: 'jobs', circuit: 'open', lastSuccessAt: 0 },
]
const endpoints = (metricsToken: string | undefined) =>
  createOperatorEndpoints({ metricsToken, upstreams: () => upstreams, pageCache: new PageCache({ ttlMs: 60_000, maxBytes: 1024 }) })
const ask = (path: string, authorization?: string) =>
  readIncoming(new Request(`http://anything.example${path}`, { headers: authorization ? { authorization } : {} }))

describe("the operators' endpoints", () => {
  it.each(['/', '/healthz/', '/readyz/x', '/metrics.txt', '/en/healthz', '/HEALTHZ'])('%s is not theirs', (path) => {
    expect(endpoints(token).answer(ask(path))).toBeUndefined()
  })

  it('health: ok, never stored', async () => {
    const { route, response } = (await endpoints(token).answer(ask('/healthz')))!
    expect(route).toBe('health')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('ok')
  })

  it('readiness: ready for anyone, JSON, never stored', async () => {
    const { route, response } = (await endpoints(token).answer(ask('/readyz', 'Bearer wrong')))!
    expect(route).toBe('health')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('{"status":"ready"}')
  })

  it("readiness tells the operators each upstream's circuit and last success", async () => {
    const { response } = (await endpoints(token).answer(ask('/readyz', `Bearer ${token}`)))!
    expect(await response.json()).toStrictEqual({
      status: 'ready',
      upstreams: [
        { name: 'cms', circuit: 'closed', lastSuccess: '2026-01-02T03:04:05.000Z' },
        { name: 'search', circuit: 'half-open', lastSuccess: null },
        { name: 'jobs', circuit: 'open', lastSuccess: '1970-01-01T00:00:00.000Z' },
      ],
    })
  })

  it('readiness answers 503 draining once a shutdown began, health still ok', async () => {
    const operator = endpoints(token)
    operator.drain()
    const { response } = (await operator.answer(ask('/readyz')))!
    expect(response.status).toBe(503)
    expect(await response.json()).toStrictEqual({ status: 'draining' })
    expect((await operator.answer(ask('/healthz')))!.response.status).toBe(200)
  })

  it("metrics: each circuit as a number (open 1, half-open 0.5, closed 0), in the registry's content type", async () => {
    const { route, response } = (await endpoints(token).answer(ask('/metrics', `Bearer ${token}`)))!
    expect(route).toBe('metrics')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(registry.contentType)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(text).toMatch(/^site_upstream_circuit_open\{upstream="cms"\} 0$/m)
    expect(text).toMatch(/^site_upstream_circuit_open\{upstream="search"\} 0.5$/m)
    expect(text).toMatch(/^site_upstream_circuit_open\{upstream="jobs"\} 1$/m)
  })

  it('metrics: 401 without the token, 404 while none is set', async () => {
    const refused = (await endpoints(token).answer(ask('/metrics', 'Bearer wrong')))!
    expect(refused.route).toBe('metrics')
    expect(refused.response.status).toBe(401)
    expect(await refused.response.text()).toBe('Authorization: Bearer <METRICS_TOKEN> required')
    for (const metricsToken of [undefined, '']) {
      const absent = (await endpoints(metricsToken).answer(ask('/metrics', 'Bearer ')))!
      expect(absent.response.status).toBe(404)
      expect(await absent.response.text()).toBe('Not found')
    }
  })
})
