/**
 * The edge (`app/server/edge/edge.server.ts`) as the server entry calls it, with plain `Request`s,
 * a stand-in for the site and its dependencies made here: every branch of `handle()` (methods no
 * `Request` can carry, bounded bodies, the operators' endpoints and their token, origins, policy
 * violation reports, server functions, static files, the page cache's hit, miss and bypass, the
 * hand-off to the site) and the headers of every answer.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as constants from '#config/constants.ts'
import { type EdgeDependencies, createEdge } from '#app/server/edge/edge.server.ts'
import { PageCache } from '#app/server/edge/page-cache.server.ts'
import { loadStaticFiles } from '#app/server/edge/static-files.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { createMemoryStore } from '#app/server/shared-store.server.ts'
import { uploadLimit } from '#app/site/uploads.ts'

const operatorsToken = 'operators-token-0123456789'
const publishSecret = 'publish-secret-0123456789'
const origin = 'http://127.0.0.1:3000'

/** An edge with its dependencies as the server entry makes them, in memory; `env` and the rest as a test needs. */
function makeEdge(overrides: Partial<Omit<EdgeDependencies, 'env'>> & { env?: Partial<EdgeDependencies['env']> } = {}) {
  const { env, ...rest } = overrides
  const pageCache = rest.pageCache ?? new PageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 })
  const store = createMemoryStore()
  const edge = createEdge({
    env: { PAGE_CACHE: '1', METRICS_TOKEN: operatorsToken, REVALIDATE_SECRET: publishSecret, ...env },
    // as in development: loopback hosts on the site's port are the shared origin
    origins: { shared: undefined, brands: new Map(), port: 3000 },
    trustProxy: () => false,
    store: async () => store,
    staticFiles: new Map(),
    upstreams: () => [{ name: 'cms', circuit: 'closed', lastSuccessAt: Date.UTC(2026, 0, 2) }],
    ...rest,
    pageCache,
  })
  return { ...edge, pageCache }
}

const edge = makeEdge()
const limits = constants.requestBodies
const MB = 1024 * 1024

/** A request as srvx hands it to the server entry: with its `Host` and the peer's address. */
function incoming(path: string, init: RequestInit & { ip?: string } = {}): Request {
  const { ip = '203.0.113.5', headers, ...rest } = init
  const request = new Request(`${origin}${path}`, {
    ...rest,
    headers: { host: '127.0.0.1:3000', ...Object.fromEntries(new Headers(headers)) },
    ...(rest.body ? { duplex: 'half' } : {}),
  } as RequestInit)
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
    const response = await edge.handle(
      incoming(path, { method: 'POST', headers: { 'content-type': type, 'content-length': String(limit + 1) }, body: body.stream }),
      site,
    )
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
    const response = await edge.handle(
      incoming('/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: body.stream }),
      readingSite(textLength),
    )
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
    const response = await edge.handle(
      incoming('/_serverFn/abc', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(json.length) }, body: json }),
      readingSite(textLength),
    )
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
    const logged = vi.spyOn(logger(), 'error')
    const response = await edge.handle(incoming('/en/broken', { headers: { 'x-request-id': 'broken-request-1' } }), () =>
      Promise.reject(new Error('render failed')),
    )
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

describe("the operators' endpoints", () => {
  it('health answers on any host, and never asks the site', async () => {
    const site = vi.fn()
    const response = await edge.handle(incoming('/healthz', { headers: { host: 'anything.example' } }), site)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(site).not.toHaveBeenCalled()
  })

  it.each([
    ['no Authorization header', {}, 401],
    ['another scheme', { authorization: `Basic ${operatorsToken}` }, 401],
    ['the wrong token', { authorization: 'Bearer wrong-token-0123456789' }, 401],
    ['the token', { authorization: `Bearer ${operatorsToken}` }, 200],
  ])('metrics with %s: %i', async (_, headers, status) => {
    const response = await edge.handle(incoming('/metrics', { headers }), vi.fn())
    expect(response.status).toBe(status)
    expect(response.headers.get('cache-control')).toBe('no-store')
    if (status === 401) expect(await response.text()).toBe('Authorization: Bearer <METRICS_TOKEN> required')
    else expect(await response.text()).toMatch(/^site_page_cache_pages 0$/m)
  })

  it('metrics are not there at all while no METRICS_TOKEN is set', async () => {
    const { handle } = makeEdge({ env: { METRICS_TOKEN: undefined } })
    expect((await handle(incoming('/metrics', { headers: { authorization: 'Bearer ' } }), vi.fn())).status).toBe(404)
  })

  it("metrics tell each upstream's circuit and what the page cache holds", async () => {
    const { handle, pageCache } = makeEdge({ upstreams: () => [{ name: 'search', circuit: 'open', lastSuccessAt: undefined }] })
    pageCache.set('https://a.example/en', { status: 200, headers: [], bodies: { br: new Uint8Array(3), gzip: new Uint8Array(4) }, tags: [] })
    const text = await (await handle(incoming('/metrics', { headers: { authorization: `Bearer ${operatorsToken}` } }), vi.fn())).text()
    expect(text).toMatch(/^site_upstream_circuit_open\{upstream="search"\} 1$/m)
    expect(text).toMatch(/^site_page_cache_bytes 7$/m)
    expect(text).toMatch(/^site_page_cache_pages 1$/m)
  })

  it('readiness answers 503 once the launcher drains the instance', async () => {
    const { handle, operations } = makeEdge()
    operations.drain()
    const response = await handle(incoming('/readyz'), vi.fn())
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'draining' })
    expect((await handle(incoming('/healthz'), vi.fn())).status).toBe(200)
  })
})

describe('readiness', () => {
  it('tells anyone whether the instance is ready, and each upstream only the operators', async () => {
    const site = vi.fn()
    expect(await (await edge.handle(incoming('/readyz'), site)).json()).toEqual({ status: 'ready' })
    expect(await (await edge.handle(incoming('/readyz', { headers: { authorization: 'Bearer wrong-token-0123456789' } }), site)).json()).toEqual({
      status: 'ready',
    })
    const details = (await (await edge.handle(incoming('/readyz', { headers: { authorization: `Bearer ${operatorsToken}` } }), site)).json()) as {
      status: string
      upstreams: Array<{ name: string }>
    }
    expect(details.status).toBe('ready')
    expect(details.upstreams).toEqual([{ name: 'cms', circuit: 'closed', lastSuccess: '2026-01-02T00:00:00.000Z' }])
  })
})

describe('policy violation reports', () => {
  it('are counted per client: one client using up its reports leaves the others theirs', async () => {
    const report = (ip: string) =>
      edge.handle(
        incoming('/csp-report', {
          ip,
          method: 'POST',
          headers: { 'content-type': 'application/csp-report' },
          body: JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline' } }),
        }),
        vi.fn(),
      )
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await report('198.51.100.1')).status)
    // the minute may turn during the loop: then the count starts again
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(20)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1)
    expect((await report('198.51.100.2')).status).toBe(204)
  })
})

describe('policy violation reports', () => {
  it('are read here, logged, and never reach the site', async () => {
    const warned = vi.spyOn(logger(), 'warn')
    const site = vi.fn()
    const report = {
      'csp-report': { 'document-uri': 'http://127.0.0.1:3000/en', 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.example/x.js' },
    }
    const response = await edge.handle(
      incoming('/csp-report', { ip: '198.51.100.9', method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: JSON.stringify(report) }),
      site,
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(site).not.toHaveBeenCalled()
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ violation: expect.stringContaining('evil.example') }), 'csp violation')
  })
})

describe('the publish hook', () => {
  it('with the secret, forgets the kept pages of the sites a publish touched', async () => {
    const { handle, pageCache } = makeEdge()
    pageCache.set('http://127.0.0.1:3000/mocom/en', {
      status: 200,
      headers: [],
      bodies: { br: new Uint8Array(1), gzip: new Uint8Array(1) },
      tags: ['site-mocom'],
    })
    const publish = (authorization: string) =>
      handle(
        incoming('/api/revalidate', {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ paths: ['/mocom/en'] }),
        }),
        vi.fn(),
      )
    expect((await publish('Bearer wrong-secret-0123456789')).status).toBe(401)
    expect(pageCache.size).toBe(1)
    expect((await publish(`Bearer ${publishSecret}`)).status).toBe(202)
    expect(pageCache.size).toBe(0)
  })
})

describe('server functions', () => {
  it('a request Start cannot read is a 400, the site never asked', async () => {
    const site = vi.fn()
    const response = await edge.handle(incoming('/_serverFn/abc?payload=%7Bnot-json'), site)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Malformed payload')
    expect(site).not.toHaveBeenCalled()
  })

  it("a failure Start did not answer itself is the request's fault: 400", async () => {
    const response = await edge.handle(
      incoming('/_serverFn/abc', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      async () => new Response('boom', { status: 500 }),
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Bad request')
  })
})

describe('static files', () => {
  const script = 'export const answer = 42;\n'.repeat(50)
  let files: EdgeDependencies['staticFiles']
  beforeAll(() => {
    const directory = mkdtempSync(join(tmpdir(), 'edge-static-'))
    mkdirSync(join(directory, 'assets'))
    writeFileSync(join(directory, 'assets', 'main-abc123.js'), script)
    writeFileSync(join(directory, 'assets', 'main-abc123.js.br'), brotliCompressSync(script))
    writeFileSync(join(directory, 'assets', 'main-abc123.js.gz'), gzipSync(script))
    writeFileSync(join(directory, 'robots.txt'), 'User-agent: *\n')
    files = loadStaticFiles(directory)
  })

  it.each([
    ['br, gzip', 'br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip', 'gzip', (bytes: Buffer) => gunzipSync(bytes)],
    ['identity', null, (bytes: Buffer) => bytes],
  ] as const)('a build asset asked for with Accept-Encoding %s: its copy in %s, immutable, stamped, the site never asked', async (accept, encoding, decode) => {
    const site = vi.fn()
    const response = await makeEdge({ staticFiles: files }).handle(incoming('/assets/main-abc123.js', { headers: { 'accept-encoding': accept } }), site)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe(encoding)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-request-id')).toMatch(/^[\w.-]{8,}$/)
    expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(script)
    expect(site).not.toHaveBeenCalled()
  })

  it('a file asked for again with its ETag: 304; with HEAD: no body', async () => {
    const { handle } = makeEdge({ staticFiles: files })
    const first = await handle(incoming('/robots.txt'), vi.fn())
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
    const again = await handle(incoming('/robots.txt', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } }), vi.fn())
    expect(again.status).toBe(304)
    const head = await handle(incoming('/robots.txt', { method: 'HEAD' }), vi.fn())
    expect(head.headers.get('content-length')).toBe('14')
    expect(await head.text()).toBe('')
  })

  it('a build asset that does not exist is a plain 404, never a page of the site', async () => {
    const site = vi.fn()
    const response = await makeEdge({ staticFiles: files }).handle(incoming('/assets/gone-000000.js'), site)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found')
    expect(site).not.toHaveBeenCalled()
  })
})

describe('the page cache', () => {
  const nonce = 'bm9uY2UtMTIzNA'
  const html = `<!DOCTYPE html><html><head><script nonce="${nonce}">window.boot = 1</script></head><body><h1>Polyamide</h1>${'<p>compounds</p>'.repeat(200)}</body></html>`
  const hash = `'sha256-${createHash('sha256').update('window.boot = 1').digest('base64')}'`
  /** A site that renders the page with the headers given, counting its renders. */
  const renderingSite = (headers: Record<string, string> = {}) =>
    vi.fn<(request: Request) => Promise<Response>>(
      async () =>
        new Response(html, {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'public, max-age=60',
            'cache-tag': 'site-mocom',
            'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
            ...headers,
          },
        }),
    )
  /** Asks for a page and reads its answer whole (a page is kept once its copy has been read). */
  const ask = async (
    handle: (request: Request, site: ReturnType<typeof renderingSite>) => Promise<Response>,
    site: ReturnType<typeof renderingSite>,
    init: RequestInit = {},
    path = '/mocom/en',
  ) => {
    const response = await handle(incoming(path, { headers: { 'accept-encoding': 'gzip' }, ...init }), site)
    return { response, body: Buffer.from(await response.arrayBuffer()) }
  }

  it('a miss renders and compresses the page, keeps it, and the next request is a hit the site never sees', async () => {
    const { handle, pageCache } = makeEdge()
    const site = renderingSite()
    const info = vi.spyOn(logger(), 'info')
    const miss = await ask(handle, site)
    expect(miss.response.headers.get('x-page-cache')).toBeNull()
    expect(miss.response.headers.get('content-encoding')).toBe('gzip')
    expect(miss.response.headers.get('surrogate-key')).toBe('site-mocom')
    expect(gunzipSync(miss.body).toString()).toBe(html)
    await vi.waitFor(() => expect(pageCache.size).toBe(1))
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ path: '/mocom/en', pageCache: 'miss' }), 'request')

    const hit = await ask(handle, site, { headers: { 'accept-encoding': 'br' } })
    expect(site).toHaveBeenCalledOnce()
    expect(hit.response.headers.get('x-page-cache')).toBe('hit')
    expect(hit.response.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(hit.body).toString()).toBe(html)
    expect(hit.response.headers.get('surrogate-key')).toBe('site-mocom')
    expect(hit.response.headers.get('vary')).toBe('Accept-Encoding')
    expect(hit.response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(hit.response.headers.get('x-request-id')).toMatch(/^[\w.-]{8,}$/)
    // the nonce of the first render is no secret once kept: the hash of the page's own script stands for it
    expect(hit.response.headers.get('content-security-policy')).toBe(`script-src 'self' ${hash}`)
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ path: '/mocom/en', pageCache: 'hit' }), 'request')

    const identity = await ask(handle, site, { headers: { 'accept-encoding': 'identity' } })
    expect(identity.response.headers.get('content-encoding')).toBeNull()
    expect(identity.body.toString()).toBe(html)
    const head = await ask(handle, site, { method: 'HEAD' })
    expect(head.response.headers.get('x-page-cache')).toBe('hit')
    expect(head.body.byteLength).toBe(0)
    expect(site).toHaveBeenCalledOnce()
  })

  it('keys a page by its query, sorted', async () => {
    const { handle, pageCache } = makeEdge()
    const site = renderingSite()
    await ask(handle, site, {}, '/mocom/en/jobs?level=b&division=a')
    await vi.waitFor(() => expect(pageCache.size).toBe(1))
    expect((await ask(handle, site, {}, '/mocom/en/jobs?division=a&level=b')).response.headers.get('x-page-cache')).toBe('hit')
    expect((await ask(handle, site, {}, '/mocom/en/jobs?division=b')).response.headers.get('x-page-cache')).toBeNull()
    expect(site).toHaveBeenCalledTimes(2)
  })

  it.each([
    ["a signed-in visitor's page (private)", { 'cache-control': 'private, no-store' }],
    ['a page in editor mode (no-store)', { 'cache-control': 'no-store' }],
    ['a page that sets a cookie', { 'set-cookie': 'lang=en; Path=/' }],
    ['an answer that is not HTML', { 'content-type': 'application/json' }],
  ])('bypassed: %s is rendered every time, never kept', async (_, headers) => {
    const { handle, pageCache } = makeEdge()
    const site = renderingSite(headers)
    await ask(handle, site)
    await ask(handle, site)
    expect(site).toHaveBeenCalledTimes(2)
    expect(pageCache.size).toBe(0)
  })

  it('bypassed: a status other than 200 is never kept', async () => {
    const { handle, pageCache } = makeEdge()
    const site = vi.fn(async () => new Response(html, { status: 404, headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' } }))
    await handle(incoming('/mocom/en/nothing'), site).then((response) => response.text())
    await handle(incoming('/mocom/en/nothing'), site).then((response) => response.text())
    expect(site).toHaveBeenCalledTimes(2)
    expect(pageCache.size).toBe(0)
  })

  it('bypassed: a POST to a page goes to the site, is never answered from the cache and never kept', async () => {
    const { handle, pageCache } = makeEdge()
    const site = renderingSite()
    await ask(handle, site)
    await vi.waitFor(() => expect(pageCache.size).toBe(1))
    const info = vi.spyOn(logger(), 'info')
    const post = await ask(handle, site, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })
    expect(post.response.headers.get('x-page-cache')).toBeNull()
    expect(info).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'POST', pageCache: 'none' }), 'request')
    expect(site).toHaveBeenCalledTimes(2)
    expect(site.mock.calls[1]?.[0].method).toBe('POST')
  })

  it('off (PAGE_CACHE=0): every request renders', async () => {
    const { handle, pageCache } = makeEdge({ env: { PAGE_CACHE: '0' } })
    const site = renderingSite()
    await ask(handle, site)
    await ask(handle, site)
    expect(site).toHaveBeenCalledTimes(2)
    expect(pageCache.size).toBe(0)
  })

  it('a page whose render a publish overtook is not kept', async () => {
    const { handle, pageCache } = makeEdge()
    const render = renderingSite()
    const site = vi.fn(async (request: Request) => {
      pageCache.forgetTag('site-mocom')
      return render(request)
    })
    const stored = vi.spyOn(pageCache, 'set')
    await ask(handle, site)
    await vi.waitFor(() => expect(stored).toHaveBeenCalledOnce())
    expect(pageCache.size).toBe(0)
  })
})

describe('the hand-off to the site', () => {
  it('the site gets the request on its configured origin, without forwarding headers, its body bounded; the answer is compressed by Accept-Encoding', async () => {
    const { handle } = makeEdge({
      origins: { shared: 'https://www.okg.example', brands: new Map(), port: 3000 },
      trustProxy: (_, hop) => hop === 0,
    })
    const site = vi.fn(
      async (request: Request) =>
        new Response(JSON.stringify({ url: request.url, body: await request.text(), forwarded: request.headers.get('x-forwarded-host') }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    const response = await handle(
      incoming('//evil.example/en/about?x=1', {
        ip: '10.0.0.2',
        method: 'POST',
        headers: {
          'x-forwarded-host': 'www.okg.example',
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '198.51.100.7',
          'content-type': 'text/plain',
          'accept-encoding': 'gzip',
        },
        body: 'hello',
      }),
      site,
    )
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual({
      url: 'https://www.okg.example//evil.example/en/about?x=1',
      body: 'hello',
      forwarded: null,
    })
  })

  it('a path that is not valid percent-encoding reaches the site escaped, for its 404 flow', async () => {
    const site = vi.fn(async (request: Request) => new Response(new URL(request.url).pathname, { status: 404, headers: { 'content-type': 'text/plain' } }))
    const response = await edge.handle(incoming('/en/%E0%A4%A'), site)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('/en/%25E0%25A4%25A')
  })

  it('an answer that is not worth compressing goes out as it is', async () => {
    const png = new Uint8Array([137, 80, 78, 71])
    const response = await edge.handle(
      incoming('/dam/logo.png', { headers: { 'accept-encoding': 'br' } }),
      async () => new Response(png, { headers: { 'content-type': 'image/png' } }),
    )
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png)
  })
})
