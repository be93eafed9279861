/**
 * The edge: every request passes here before the site (the server entry, `app/server.ts`, hands
 * it over), so the rules every answer follows are applied once, whatever answers:
 * health and metrics for the operators; the public origin from configuration (421 otherwise);
 * publish hooks; browsers' policy violation reports; server-function requests Start cannot read (400); static files, precompressed;
 * rendered pages from the page cache; compression by `Accept-Encoding`; the security headers; a
 * request id; and one log line and the metrics of each request, written when its last byte is sent.
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

/** The request as the site sees it: on its public origin, without forwarding headers (they were used here). */
function publicRequest(request: Request, url: URL): Request {
  const headers = new Headers(request.headers)
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'forwarded']) headers.delete(name)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(url, { method: request.method, headers, body: hasBody ? request.body : null, signal: request.signal, ...(hasBody ? { duplex: 'half' } : {}) })
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

  function readiness(): Response {
    const upstreams = knownUpstreams().map((upstream) => ({
      name: upstream.name,
      circuit: upstream.circuit,
      lastSuccess: upstream.lastSuccessAt === undefined ? null : new Date(upstream.lastSuccessAt).toISOString(),
    }))
    const body = JSON.stringify({ status: draining ? 'draining' : 'ready', upstreams })
    return new Response(body, { status: draining ? 503 : 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } })
  }

  async function metrics(request: Request): Promise<Response> {
    const token = env.METRICS_TOKEN
    if (!token) return plain(404, 'Not found')
    if (request.headers.get('authorization') !== `Bearer ${token}`) return plain(401, 'Authorization: Bearer <METRICS_TOKEN> required')
    for (const upstream of knownUpstreams()) circuitState.set({ upstream: upstream.name }, upstream.circuit === 'open' ? 1 : upstream.circuit === 'half-open' ? 0.5 : 0)
    pageCacheBytes.set(pageCache.bytes)
    pageCachePages.set(pageCache.size)
    return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } })
  }

  /** The answer before compression, headers and logging; `pageCache` says what the page cache did. */
  async function answer(request: Request, site: Site, state: PageCacheState): Promise<Response> {
    const url = new URL(request.url)
    const { pathname } = url
    if (pathname.startsWith(serverFunctionPath)) {
      const problem = serverFunctionRequestProblem(url)
      if (problem) {
        logger.warn({ method: request.method, problem }, 'server function request refused')
        return plain(400, problem)
      }
      const response = await site(request)
      if (response.status < 500) return response
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

  /** Compression, the page cache, the request id and the security headers on the way out. */
  function finish(request: Request, response: Response, origin: string, requestId: string, state: PageCacheState): Response {
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
    const headers = new Headers(response.headers)
    headers.set('x-request-id', requestId)
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
    return withSecurityHeaders(new Response(body, { status: response.status, statusText: response.statusText, headers }), origin)
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
    const done = (route: Route, response: Response, pageCacheState = 'none'): Response => {
      if (!response.body) {
        logAndMeasure(request, route, response.status, started, context, pageCacheState, 0)
        return response
      }
      return new Response(whenSent(response.body, (bytes) => logAndMeasure(request, route, response.status, started, context, pageCacheState, bytes)), response)
    }
    // for the operators, on any host
    if (pathname === '/healthz') return done('health', plain(200, 'ok'))
    if (pathname === '/readyz') return done('health', readiness())
    if (pathname === '/metrics') return done('metrics', await metrics(request))
    // for Magnolia's publish hook, which may call an instance by its own address; the secret guards it
    if (pathname === revalidatePath) return done('revalidate', withSecurityHeaders(await revalidation.handle(request), ''))

    const resolution = resolveRequestOrigin(facts(request), origins, trust)
    if (resolution.kind === 'misdirected') {
      return done('misdirected', withSecurityHeaders(plain(421, 'Misdirected request: this server does not serve that host.'), origins.shared ?? ''))
    }
    // browsers' policy violation reports: read and counted here, never a page of the site
    if (pathname === cspReportPath && request.method === 'POST') return done('csp-report', withSecurityHeaders(await receiveCspReport(request), resolution.origin))
    context.clientIp = resolution.clientIp
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
    const forSite = publicRequest(request, url)
    const state: PageCacheState = { pageCache: 'none' }
    const response = await withRequestContext(context, () => answer(forSite, site, state))
    return done(routeOf(pathname), finish(forSite, response, resolution.origin, context.id, state), state.pageCache)
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
