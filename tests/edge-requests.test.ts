/**
 * The edge (`app/server/edge/edge.server.ts`) as the server entry calls it, with a stand-in for the
 * site: request bodies bounded before they are read, methods no `Request` can carry, the headers
 * of every answer, readiness details, and the policy report quota per client.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { constants } from '#app.config.ts'
import type { createEdge as CreateEdge } from '#app/server/edge/edge.server.ts'
import { uploadLimit } from '#app/site/uploads.ts'

type Edge = ReturnType<typeof CreateEdge>

const operatorsToken = 'operators-token-0123456789'
let edge: Edge
beforeAll(async () => {
  // read once, when the edge is made
  vi.stubEnv('METRICS_TOKEN', operatorsToken)
  vi.stubEnv('PORT', '3000')
  // named by readiness, never called here
  for (const name of ['CMS_URL', 'SEARCH_URL', 'RECRUITING_API_URL', 'JOBS_SHEET_URL', 'CHEMICALS_API_URL']) vi.stubEnv(name, 'http://127.0.0.1:9')
  const { createEdge } = await import('#app/server/edge/edge.server.ts')
  edge = createEdge()
})

const origin = 'http://127.0.0.1:3000'
const limits = constants.requestBodies
const MB = 1024 * 1024

/** A request as srvx hands it to the server entry: with its `Host` and the peer's address. */
function incoming(path: string, init: RequestInit & { ip?: string } = {}): Request {
  const { ip = '203.0.113.5', headers, ...rest } = init
  const request = new Request(`${origin}${path}`, { ...rest, headers: { host: '127.0.0.1:3000', ...Object.fromEntries(new Headers(headers)) }, ...(rest.body ? { duplex: 'half' } : {}) } as RequestInit)
  return Object.assign(request, { ip })
}

/** A body of `total` bytes in chunks of `chunk`, counting what was pulled from it. */
function countedBody(total: number, chunk = 64 * 1024): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      const size = Math.min(chunk, total - pulled)
      pulled += size
      controller.enqueue(new Uint8Array(size).fill(120))
    },
  })
  return { stream, pulled: () => pulled }
}

/** A site that reads the whole body the way Start does, and says how many bytes it got. */
const readingSite = (read: (request: Request) => Promise<number>) =>
  vi.fn(async (request: Request) => new Response(JSON.stringify({ bytes: await read(request) }), { headers: { 'content-type': 'application/json' } }))
const textLength = async (request: Request) => (await request.text()).length

describe('request bodies are bounded before they are read', () => {
  it.each([
    ['a server function with JSON', '/_serverFn/abc', 'application/json', limits.jsonBytes],
    ['a server function with a multipart upload', '/_serverFn/abc', 'multipart/form-data; boundary=x', limits.multipartBytes],
    ['a policy violation report', '/csp-report', 'application/csp-report', limits.cspReportBytes],
    ['the publish hook', '/api/revalidate', 'application/json', limits.jsonBytes],
    ['a page', '/en/about', 'text/plain', limits.jsonBytes],
  ])('%s over its limit by Content-Length: 413 at once, not a byte read, the site never asked', async (_, path, type, limit) => {
    const body = countedBody(250 * MB)
    const site = readingSite(textLength)
    const response = await edge.handle(incoming(path, { method: 'POST', headers: { 'content-type': type, 'content-length': String(limit + 1) }, body: body.stream }), site)
    expect(response.status).toBe(413)
    expect(await response.text()).toBe(`Request body too large: at most ${limit} bytes`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-request-id')).toBeTruthy()
    expect(site).not.toHaveBeenCalled()
    // a ReadableStream pulls its first chunk when made: nothing beyond that
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024)
  })

  it.each([
    ['a server function with JSON', '/_serverFn/abc', 'application/json', limits.jsonBytes],
    ['a server function with a multipart upload', '/_serverFn/abc', 'multipart/form-data; boundary=x', limits.multipartBytes],
  ])('%s that streams past its limit without a length: cut off there, 413, never read whole', async (_, path, type, limit) => {
    const body = countedBody(250 * MB)
    const site = readingSite(textLength)
    const response = await edge.handle(incoming(path, { method: 'POST', headers: { 'content-type': type }, body: body.stream }), site)
    expect(response.status).toBe(413)
    expect(site).toHaveBeenCalledOnce()
    expect(body.pulled()).toBeGreaterThan(limit)
    expect(body.pulled()).toBeLessThan(limit + 4 * 64 * 1024)
  })

  it('a policy violation report that streams past 16 KB: cut off, 413', async () => {
    const body = countedBody(10 * MB, 4096)
    const response = await edge.handle(incoming('/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: body.stream }), readingSite(textLength))
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThan(limits.cspReportBytes + 4 * 4096)
  })

  it('a 10 MB attachment with its fields gets through whole, as multipart', async () => {
    expect(limits.multipartBytes).toBeGreaterThan(uploadLimit + 256 * 1024)
    const form = new FormData()
    form.set('submission', JSON.stringify({ message: 'x'.repeat(10_000) }))
    form.set('file', new File([new Uint8Array(uploadLimit).fill(37)], 'drawing.pdf', { type: 'application/pdf' }))
    const multipart = new Response(form)
    const site = readingSite(async (request) => {
      const file = (await request.formData()).get('file')
      return file instanceof File ? file.size : -1
    })
    const response = await edge.handle(
      incoming('/_serverFn/abc', { method: 'POST', headers: { 'content-type': multipart.headers.get('content-type') ?? '' }, body: multipart.body }),
      site,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ bytes: uploadLimit })
  })

  it('JSON up to its limit gets through whole', async () => {
    const json = JSON.stringify({ text: 'y'.repeat(limits.jsonBytes - 20) })
    expect(json.length).toBeLessThanOrEqual(limits.jsonBytes)
    const response = await edge.handle(incoming('/_serverFn/abc', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(json.length) }, body: json }), readingSite(textLength))
    expect(await response.json()).toEqual({ bytes: json.length })
  })
})

describe('every answer carries the security headers and the request id', () => {
  const expectStamped = (response: Response, what: string) => {
    expect(response.headers.get('x-content-type-options'), what).toBe('nosniff')
    expect(response.headers.get('cross-origin-opener-policy'), what).toBe('same-origin')
    expect(response.headers.get('x-request-id'), what).toMatch(/^[\w.-]{8,}$/)
  }
  const site = vi.fn(async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }))

  it.each([
    ['health', '/healthz', 200],
    ['readiness', '/readyz', 200],
    ['metrics without the token', '/metrics', 401],
  ])('%s', async (what, path, status) => {
    const response = await edge.handle(incoming(path), site)
    expect(response.status).toBe(status)
    expectStamped(response, what)
  })

  it('a misdirected request', async () => {
    const response = await edge.handle(incoming('/en', { headers: { host: 'evil.example' } }), site)
    expect(response.status).toBe(421)
    expectStamped(response, '421')
  })

  it('a failure nothing else answered: 500 with its headers and a log line, never a bare 500', async () => {
    const { logger } = await import('#app/server/logger.server.ts')
    const logged = vi.spyOn(logger, 'error')
    const response = await edge.handle(incoming('/en/broken', { headers: { 'x-request-id': 'broken-request-1' } }), () => Promise.reject(new Error('render failed')))
    expect(response.status).toBe(500)
    expectStamped(response, '500')
    expect(response.headers.get('x-request-id')).toBe('broken-request-1')
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'broken-request-1', path: '/en/broken' }), 'request failed in the edge')
  })

  it.each([
    ['TRACE', '/en/about', 'GET, HEAD'],
    ['TRACK', '/en/about', 'GET, HEAD'],
    ['TRACE', '/_serverFn/abc', 'GET, POST'],
    ['TRACE', '/csp-report', 'POST'],
  ])('%s %s: 405 with Allow %s, like any method the path does not take', async (method, path, allow) => {
    // a `Request` cannot carry these methods: srvx hands the server entry a request object of its own
    const request = new Proxy(incoming(path), { get: (target, property) => (property === 'method' ? method : Reflect.get(target, property, target)) })
    const response = await edge.handle(request, site)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allow)
    expectStamped(response, method)
  })
})

describe('readiness', () => {
  it('tells anyone whether the instance is ready, and each upstream only the operators', async () => {
    const site = vi.fn()
    expect(await (await edge.handle(incoming('/readyz'), site)).json()).toEqual({ status: 'ready' })
    expect(await (await edge.handle(incoming('/readyz', { headers: { authorization: 'Bearer wrong-token-0123456789' } }), site)).json()).toEqual({ status: 'ready' })
    const details = (await (await edge.handle(incoming('/readyz', { headers: { authorization: `Bearer ${operatorsToken}` } }), site)).json()) as { status: string; upstreams: Array<{ name: string }> }
    expect(details.status).toBe('ready')
    expect(details.upstreams.map((upstream) => upstream.name)).toContain('cms')
  })
})

describe('policy violation reports', () => {
  it('are counted per client: one client using up its reports leaves the others theirs', async () => {
    const report = (ip: string) =>
      edge.handle(incoming('/csp-report', { ip, method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline' } }) }), vi.fn())
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await report('198.51.100.1')).status)
    // the minute may turn during the loop: then the count starts again
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(20)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1)
    expect((await report('198.51.100.2')).status).toBe(204)
  })
})
