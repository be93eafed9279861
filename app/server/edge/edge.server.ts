/**
 * The edge: every request passes here before the site (the server entry, `app/server.ts`, hands
 * it over), so the rules every answer follows are applied once, whatever answers:
 * methods no `Request` can carry (405); request bodies bounded before they are read (413);
 * health and metrics for the operators; the public origin from configuration (421 otherwise);
 * publish hooks; browsers' policy violation reports; server-function requests Start cannot read (400); static files, precompressed;
 * rendered pages from the page cache; compression by `Accept-Encoding`; the security headers and a
 * request id on every answer, errors included; and one log line and the metrics of each request,
 * written when its last byte is sent.
 */
import { randomUUID } from 'node:crypto'
import { FastResponse } from 'srvx'
import { constants } from '#app.config.ts'
import { publicOrigins, serverEnv, trustProxy } from '#app/server/env.server.ts'
import { logger, loggablePath } from '#app/server/logger.server.ts'
import { circuitState, pageCacheBytes, pageCachePages, registry, requestDuration } from '#app/server/metrics.server.ts'
import { type RequestFacts, resolveRequestOrigin } from '#app/server/public-origin.server.ts'
import { type RequestContext, newRequestContext, withRequestContext } from '#app/server/request-context.server.ts'
import { receiveCspReport } from '#app/server/csp-reports.server.ts'
import { cspReportPath, securityHeaders, withSecurityHeaders } from '#app/server/security-headers.ts'
import { serverFunctionPath, serverFunctionRequestProblem } from '#app/server/server-function-payload.ts'
import { sharedStore } from '#app/server/shared-store.server.ts'
import { knownUpstreams } from '#app/server/upstreams.server.ts'
import { compressBytes, compressStream, isCompressible, negotiateEncoding } from './compression.server.ts'
import { type CachedPage, PageCache, pageBytes, pageCacheKey } from './page-cache.server.ts'
import { createRevalidation, revalidatePath } from './revalidation.server.ts'
import { loadStaticFiles, staticResponse } from './static-files.server.ts'
import { policyForStoredPage } from './stored-page-policy.server.ts'
import { bodyLimit, declaresMoreThan, limitedBody, tooLarge } from './request-body.server.ts'
import { carriesBearer } from './bearer.server.ts'

type Site = (request: Request) => Response | Promise<Response>

/** What the launcher may do with the edge. */
export interface Operations {
  /** Serves the built client's files from this directory (read into memory once). */
  serveStaticFrom(directory: string): void
  /** A shutdown begins: readiness answers 503 from now on. */
  drain(): void
  /** Closes what the edge holds open (the shared store's connections). */
  close(): Promise<void>
}

/** The kinds of answer, for metrics and logs (a few labels, never a path). */
type Route = 'health' | 'metrics' | 'misdirected' | 'revalidate' | 'server-function' | 'static' | 'dam' | 'csp-report' | 'robots' | 'icon' | 'page'

function routeOf(pathname: string): Route {
  if (pathname.startsWith(serverFunctionPath)) return 'server-function'
  if (pathname.startsWith('/assets/')) return 'static'
  if (pathname.startsWith('/dam/')) return 'dam'
  if (pathname === '/csp-report') return 'csp-report'
  if (pathname === '/robots.txt') return 'robots'
  if (pathname.startsWith('/favicon.')) return 'icon'
  if (pathname === revalidatePath) return 'revalidate'
  return 'page'
}

/** What the page cache did for a request: nothing, or a miss (with the cache's generation when the render began). */
interface PageCacheState {
  pageCache: 'miss' | 'none'
  generation?: number
}

/**
 * Methods the fetch standard forbids a `Request` to carry (`new Request` throws on them): answered
 * here with 405, as any method a path does not take, before a `Request` is made for the site.
 */
const forbiddenMethods: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** The methods a path takes, for `Allow`. */
function allowedMethods(pathname: string): string {
  if (pathname.startsWith(serverFunctionPath)) return 'GET, POST'
  if (pathname === cspReportPath || pathname === revalidatePath) return 'POST'
  return 'GET, HEAD'
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } })

function facts(request: Request & { ip?: string }): RequestFacts {
  const header = (name: string) => request.headers.get(name) ?? undefined
  return {
    host: header('host'),
    protocol: new URL(request.url).protocol === 'https:' ? 'https' : 'http',
    peer: request.ip,
    forwardedHost: header('x-forwarded-host'),
    forwardedProto: header('x-forwarded-proto'),
    forwardedFor: header('x-forwarded-for'),
  }
}

/**
 * Start answers 400 to a path that is not valid percent-encoding; escaping its `%` signs instead
 * lets the site treat it like any other unknown page (the 404 flow), as the URL contract asks.
 */
function decodablePath(url: URL): URL {
  try {
    decodeURI(url.pathname)
    return url
  } catch {
    const escaped = new URL(url)
    escaped.pathname = url.pathname.replaceAll('%', '%25')
    return escaped
  }
}

/** The request's URL on its public origin. */
function publicUrl(request: Request, origin: string): URL {
  const url = new URL(request.url)
  // set, not resolved: a path such as `//evil.example` must stay a path on the public origin
  const onOrigin = new URL(origin)
  onOrigin.pathname = url.pathname
  onOrigin.search = url.search
  return decodablePath(onOrigin)
}

/** What a `Request` with a streamed body needs (Node's `RequestInit` has it; the DOM types do not). */
const halfDuplex = { duplex: 'half' }

/** The request as the site sees it: on its public origin, without forwarding headers (they were used here), with its body bounded. */
function publicRequest(request: Request, url: URL, body: ReadableStream<Uint8Array> | null): Request {
  const headers = new Headers(request.headers)
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'forwarded']) headers.delete(name)
  return new Request(url, { method: request.method, headers, body, signal: request.signal, ...(body ? halfDuplex : {}) })
}

/** A request's body as the edge hands it on: cut off past its limit. */
interface BoundedBody {
  limit: number
  /** The body, bounded (made on first use, so a request answered without its body never starts reading it); null without one. */
  stream(): ReadableStream<Uint8Array> | null
  exceeded(): boolean
}

function boundedBody(request: Request, limit: number): BoundedBody {
  let limited: ReturnType<typeof limitedBody> | undefined
  return {
    limit,
    stream() {
      // `request.body` starts reading the socket (srvx makes the stream on first access): only here
      if (request.method === 'GET' || request.method === 'HEAD') return null
      const source = request.body
      return source ? (limited ??= limitedBody(source, limit)).body : null
    },
    exceeded: () => limited?.exceeded() ?? false,
  }
}

/** The same request with its body bounded, for the edge's own endpoints. */
function withBoundedBody(request: Request, body: BoundedBody): Request {
  const stream = body.stream()
  return stream ? new Request(request.url, { method: request.method, headers: request.headers, body: stream, signal: request.signal, ...halfDuplex }) : request
}

/** What `answer` made of a request, or 413 when its body streamed past its limit, whatever the handler made of that. */
async function withinLimit(body: BoundedBody, answer: () => Promise<Response>): Promise<Response> {
  try {
    const response = await answer()
    if (!body.exceeded()) return response
    await response.body?.cancel()
  } catch (error) {
    if (!body.exceeded()) throw error
  }
  return tooLarge(body.limit)
}

/** A page a shared cache may keep: 200, public, HTML, no cookie set. */
function isCacheablePage(request: Request, response: Response): boolean {
  return (
    request.method === 'GET' &&
    response.status === 200 &&
    /^public\b/.test(response.headers.get('cache-control') ?? '') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie')
  )
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = []
  let length = 0
  const reader = body.getReader()
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value)
    length += part.value.byteLength
  }
  const all = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    all.set(chunk, offset)
    offset += chunk.byteLength
  }
  return all
}

/** A body that calls `done` once its last byte has gone (or the client left). */
function whenSent(body: ReadableStream<Uint8Array>, done: (bytes: number) => void): ReadableStream<Uint8Array> {
  let bytes = 0
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    done(bytes)
  }
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read()
        if (ended) {
          controller.close()
          finish()
          return
        }
        bytes += value.byteLength
        controller.enqueue(value)
      } catch (error) {
        controller.error(error)
        finish()
      }
    },
    cancel(reason) {
      finish()
      return reader.cancel(reason)
    },
  })
}

export function createEdge(): { handle(request: Request, site: Site): Promise<Response>; operations: Operations } {
  const env = serverEnv()
  const origins = publicOrigins()
  const trust = trustProxy()
  const pageCache = new PageCache({ ttlMs: env.CMS_CACHE_TTL_MS, ...constants.pageCache })
  const pageCacheOn = env.PAGE_CACHE === '1'
  const revalidation = createRevalidation(env.REVALIDATE_SECRET, sharedStore, (tag) => pageCache.forgetTag(tag))
  let staticFiles = loadStaticFiles('')
  let draining = false
  void sharedStore()
    .then((store) => revalidation.listen(store))
    .catch((error: unknown) => logger.error({ err: String(error) }, 'the shared store is unavailable'))

  /** Ready or draining, for anyone (a load balancer); each upstream's circuit and last success only for the operators. */
  function readiness(request: Request): Response {
    const status = draining ? 'draining' : 'ready'
    const upstreams = knownUpstreams().map((upstream) => ({
      name: upstream.name,
      circuit: upstream.circuit,
      lastSuccess: upstream.lastSuccessAt === undefined ? null : new Date(upstream.lastSuccessAt).toISOString(),
    }))
    const body = JSON.stringify(carriesBearer(request, env.METRICS_TOKEN) ? { status, upstreams } : { status })
    return new Response(body, { status: draining ? 503 : 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } })
  }

  async function metrics(request: Request): Promise<Response> {
    if (!env.METRICS_TOKEN) return plain(404, 'Not found')
    if (!carriesBearer(request, env.METRICS_TOKEN)) return plain(401, 'Authorization: Bearer <METRICS_TOKEN> required')
    for (const upstream of knownUpstreams()) circuitState.set({ upstream: upstream.name }, upstream.circuit === 'open' ? 1 : upstream.circuit === 'half-open' ? 0.5 : 0)
    pageCacheBytes.set(pageCache.bytes)
    pageCachePages.set(pageCache.size)
    return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } })
  }

  /** The answer before compression, headers and logging; `pageCache` says what the page cache did. */
  async function answer(request: Request, site: Site, state: PageCacheState, body: BoundedBody): Promise<Response> {
    const url = new URL(request.url)
    const { pathname } = url
    if (pathname.startsWith(serverFunctionPath)) {
      const problem = serverFunctionRequestProblem(url)
      if (problem) {
        logger.warn({ method: request.method, problem }, 'server function request refused')
        return plain(400, problem)
      }
      const response = await site(request)
      // a body cut off at its limit is answered 413 by `withinLimit`
      if (response.status < 500 || body.exceeded()) return response
      // the site's server functions answer their own failures: what still fails is the request's fault
      logger.warn({ method: request.method, status: response.status }, 'server function failed in Start: answered 400')
      await response.body?.cancel()
      return plain(400, 'Bad request')
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      // a build asset that does not exist is a plain 404, never a page of the site
      if (pathname.startsWith('/assets/')) return plain(404, 'Not found')
      if (pageCacheOn) {
        state.pageCache = 'miss'
        state.generation = pageCache.generation
      }
    }
    return site(request)
  }

  /** Compression and the page cache on the way out. */
  function finish(request: Request, response: Response, origin: string, state: PageCacheState): Response {
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
    const headers = new Headers(response.headers)
    const tags = response.headers.get('cache-tag')
    if (tags) headers.set('surrogate-key', tags.split(',').map((tag) => tag.trim()).join(' '))
    let body: ReadableStream<Uint8Array> | null = response.body
    if (body && isCompressible(headers.get('content-type')) && !headers.has('content-encoding')) {
      headers.append('vary', 'Accept-Encoding')
      const key = state.pageCache === 'miss' && isCacheablePage(request, response) ? pageCacheKey(new URL(request.url)) : undefined
      if (key !== undefined && pageCache.noteRender(key)) {
        const [toClient, toCache] = body.tee()
        body = toClient
        const stored = headers
        void readAll(toCache)
          .then(async (identity) => {
            const [br, gzip] = await Promise.all([compressBytes(identity, 'br'), compressBytes(identity, 'gzip')])
            const policy = stored.get('content-security-policy')
            const kept = [...stored]
              .filter(([name]) => !['content-length', 'content-encoding', 'x-request-id', 'x-page-cache'].includes(name))
              .map(([name, value]): [string, string] => (name === 'content-security-policy' && policy ? [name, policyForStoredPage(policy, new TextDecoder().decode(identity))] : [name, value]))
            // a hit is answered as stored: the security headers are kept with the page
            for (const [name, value] of Object.entries(securityHeaders(origin))) if (!stored.has(name)) kept.push([name, value])
            pageCache.set(key, { status: 200, headers: kept, bodies: { br, gzip }, tags: (tags ?? '').split(',').map((tag) => tag.trim()).filter(Boolean) }, state.generation)
          })
          .catch((error: unknown) => logger.warn({ err: String(error) }, 'a page could not be kept'))
      }
      if (encoding !== 'identity') {
        headers.set('content-encoding', encoding)
        headers.delete('content-length')
        body = compressStream(body, encoding)
      }
    }
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }

  /**
   * A page from the page cache, answered before the request is copied for the site: its bytes in
   * the encoding asked for (compressed when it was stored) and its stored headers, in a response
   * the server writes out at once, with no stream between.
   */
  function cachedAnswer(request: Request, cached: CachedPage, requestId: string): { response: Response; bytes: number } {
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
    const bytes = pageBytes(cached, encoding)
    const headers: Array<[string, string]> = [...cached.headers, ['x-page-cache', 'hit'], ['x-request-id', requestId], ['content-length', String(bytes.byteLength)]]
    if (encoding !== 'identity') headers.push(['content-encoding', encoding])
    const head = request.method === 'HEAD'
    return { response: new FastResponse(head ? null : bytes, { status: cached.status, headers }), bytes: head ? 0 : bytes.byteLength }
  }

  function logAndMeasure(request: Request, route: Route, status: number, started: number, context: RequestContext, pageCacheState: string, bytes: number): void {
    const ms = Math.round((performance.now() - started) * 10) / 10
    requestDuration.observe({ route, status: String(status) }, ms / 1000)
    const upstreamMs = context.upstreamCalls.reduce((sum, call) => sum + call.ms, 0)
    const line = {
      requestId: context.id,
      method: request.method,
      route,
      path: loggablePath(new URL(request.url).pathname),
      status,
      ms,
      bytes,
      upstream: { calls: context.upstreamCalls.length, ms: upstreamMs, each: context.upstreamCalls.map((call) => `${call.upstream} ${call.outcome} ${call.ms}ms`) },
      cache: context.cache,
      pageCache: pageCacheState,
    }
    if (route === 'health' || route === 'metrics') logger.debug(line, 'request')
    else logger.info(line, 'request')
  }

  async function handle(request: Request, site: Site): Promise<Response> {
    const started = performance.now()
    const incomingId = request.headers.get('x-request-id') ?? ''
    const context = newRequestContext(/^[\w.-]{8,100}$/.test(incomingId) ? incomingId : randomUUID())
    const { pathname } = new URL(request.url)
    /** Every answer that is not written out whole: the security headers (HSTS for an https `origin`), the request id, and its log line once its last byte is sent. */
    const done = (route: Route, response: Response, origin = '', pageCacheState = 'none'): Response => {
      const answered = withSecurityHeaders(response, origin)
      answered.headers.set('x-request-id', context.id)
      if (!answered.body) {
        logAndMeasure(request, route, answered.status, started, context, pageCacheState, 0)
        return answered
      }
      return new Response(whenSent(answered.body, (bytes) => logAndMeasure(request, route, answered.status, started, context, pageCacheState, bytes)), answered)
    }
    try {
      return await dispatch(request, site, context, started, done)
    } catch (error) {
      logger.error({ requestId: context.id, method: request.method, path: loggablePath(pathname), err: String(error) }, 'request failed in the edge')
      return done(routeOf(pathname), plain(500, 'Internal error'))
    }
  }

  type Done = (route: Route, response: Response, origin?: string, pageCacheState?: string) => Response

  /** Who answers a request, in the order ADR 012 lists. */
  async function dispatch(request: Request, site: Site, context: RequestContext, started: number, done: Done): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (forbiddenMethods.has(request.method)) {
      return done(routeOf(pathname), plain(405, 'Method not allowed', { allow: allowedMethods(pathname) }))
    }
    const body = boundedBody(request, bodyLimit(pathname, request.headers.get('content-type')))
    if (request.method !== 'GET' && request.method !== 'HEAD' && declaresMoreThan(request.headers, body.limit)) return done(routeOf(pathname), tooLarge(body.limit))
    // for the operators, on any host
    if (pathname === '/healthz') return done('health', plain(200, 'ok'))
    if (pathname === '/readyz') return done('health', readiness(request))
    if (pathname === '/metrics') return done('metrics', await metrics(request))
    // for Magnolia's publish hook, which may call an instance by its own address; the secret guards it
    if (pathname === revalidatePath) return done('revalidate', await withinLimit(body, () => revalidation.handle(withBoundedBody(request, body))))

    const resolution = resolveRequestOrigin(facts(request), origins, trust)
    if (resolution.kind === 'misdirected') {
      return done('misdirected', plain(421, 'Misdirected request: this server does not serve that host.'), origins.shared ?? '')
    }
    context.clientIp = resolution.clientIp
    // browsers' policy violation reports: read and counted here, never a page of the site
    if (pathname === cspReportPath && request.method === 'POST') {
      return done('csp-report', await withinLimit(body, () => receiveCspReport(withBoundedBody(request, body), resolution.clientIp)), resolution.origin)
    }
    const url = publicUrl(request, resolution.origin)
    // a built file, answered like a kept page: before the request is copied for the site, its bytes as they are
    const file = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith(serverFunctionPath) ? staticFiles.get(pathname) : undefined
    if (file) {
      const extraHeaders: Array<[string, string]> = [['x-request-id', context.id], ...Object.entries(securityHeaders(resolution.origin))]
      const { response, bytes } = staticResponse(file, request, negotiateEncoding(request.headers.get('accept-encoding')), extraHeaders)
      logAndMeasure(request, routeOf(pathname), response.status, started, context, 'none', bytes)
      return response
    }
    const cached = pageCacheOn && (request.method === 'GET' || request.method === 'HEAD') && routeOf(pathname) === 'page' ? pageCache.get(pageCacheKey(url)) : undefined
    if (cached) {
      const { response, bytes } = cachedAnswer(request, cached, context.id)
      logAndMeasure(request, 'page', cached.status, started, context, 'hit', bytes)
      return response
    }
    const forSite = publicRequest(request, url, body.stream())
    const state: PageCacheState = { pageCache: 'none' }
    const response = await withinLimit(body, () => withRequestContext(context, () => answer(forSite, site, state, body)))
    return done(routeOf(pathname), finish(forSite, response, resolution.origin, state), resolution.origin, state.pageCache)
  }

  return {
    handle,
    operations: {
      serveStaticFrom(directory) {
        staticFiles = loadStaticFiles(directory)
      },
      drain() {
        draining = true
      },
      async close() {
        await (await sharedStore()).close()
      },
    },
  }
}
