/**
 * The edge: every request passes here before the site (the server entry, `app/server.ts`, hands
 * it over with what the edge needs), so the rules every answer follows are applied once, whatever
 * answers: methods no `Request` can carry (405); request bodies bounded before they are read (413);
 * the operators' endpoints; the public origin from configuration (421 otherwise); publish hooks;
 * browsers' policy violation reports; server-function requests Start cannot read (400); static
 * files, precompressed; rendered pages from the page cache, and pages kept for it; compression by
 * `Accept-Encoding`; the security headers and a request id on every answer, errors included; and
 * one log line and the metrics of each request, written when its last byte is sent.
 */
import { randomUUID } from 'node:crypto'
import type { ServerEnv } from '#config/server-env.ts'
import { receiveCspReport } from '#app/server/csp-reports.server.ts'
import { logger, loggablePath } from '#app/server/logger.server.ts'
import { type PublicOrigins, type TrustProxy, resolveRequestOrigin } from '#app/server/public-origin.server.ts'
import { type RequestContext, newRequestContext, withRequestContext } from '#app/server/request-context.server.ts'
import { securityHeaders, withSecurityHeaders } from '#app/server/security-headers.ts'
import { serverFunctionRequestProblem } from '#app/server/server-function-payload.ts'
import type { SharedStore } from '#app/server/shared-store.server.ts'
import { compressResponse, negotiateEncoding } from './compression.server.ts'
import { type Incoming, allowedMethods, carriesForbiddenMethod, plain, publicRequest, publicUrl, readIncoming, requestFacts } from './incoming.server.ts'
import { cacheTags, keepPage, keptPageResponse } from './kept-page.server.ts'
import { type UpstreamStatus, createOperatorEndpoints } from './operator-endpoints.server.ts'
import { type PageCache, pageCacheKey } from './page-cache.server.ts'
import { type BoundedBody, boundedBody, declaresMoreThan, tooLarge, withBoundedBody, withinLimit } from './request-body.server.ts'
import { type Answered, logRequest, whenSent } from './request-log.server.ts'
import { createRevalidation } from './revalidation.server.ts'
import { type StaticFiles, loadStaticFiles, staticResponse } from './static-files.server.ts'

/** What answers a request the edge does not answer itself. */
type Site = (request: Request) => Response | Promise<Response>

/** What the launcher may do with the edge. */
interface Operations {
  /** Serves the built client's files from this directory (read into memory once). */
  serveStaticFrom(directory: string): void
  /** A shutdown begins: readiness answers 503 from now on. */
  drain(): void
  /** Closes what the edge holds open (the shared store's connections). */
  close(): Promise<void>
}

export interface EdgeDependencies {
  env: Pick<ServerEnv, 'PAGE_CACHE' | 'REVALIDATE_SECRET' | 'METRICS_TOKEN'>
  origins: PublicOrigins
  trustProxy: TrustProxy
  /** The shared store (rate limits, publishes of other instances), made on first use. */
  store: () => Promise<SharedStore>
  pageCache: PageCache
  /** The built client's files by URL path; `operations.serveStaticFrom` replaces them. */
  staticFiles: StaticFiles
  /** The upstreams as they are now, for the operators. */
  upstreams: () => readonly UpstreamStatus[]
}

interface Edge {
  handle(request: Request, site: Site): Promise<Response>
  operations: Operations
}

/** Sends an answer that is not written out whole; `route` defaults to the request's, `origin` to none. */
type Done = (response: Response, answered?: Partial<Omit<Answered, 'status'>> & { origin?: string }) => Response

export function createEdge({ env, origins, trustProxy, store, pageCache, staticFiles: builtFiles, upstreams }: EdgeDependencies): Edge {
  const pageCacheOn = env.PAGE_CACHE === '1'
  const operators = createOperatorEndpoints({ metricsToken: env.METRICS_TOKEN, upstreams, pageCache })
  const revalidation = createRevalidation(env.REVALIDATE_SECRET, store, (tag) => pageCache.forgetTag(tag))
  let staticFiles = builtFiles
  void store()
    .then((shared) => revalidation.listen(shared))
    .catch((error: unknown) => logger().error({ err: String(error) }, 'the shared store is unavailable'))

  async function handle(request: Request, site: Site): Promise<Response> {
    const started = performance.now()
    const incoming = readIncoming(request)
    const incomingId = request.headers.get('x-request-id') ?? ''
    const context = newRequestContext(/^[\w.-]{8,100}$/.test(incomingId) ? incomingId : randomUUID())
    /** The security headers (HSTS for an https `origin`), the request id, and the log line once the last byte is sent. */
    const done: Done = (response, { route = incoming.route, pageCache = 'none', origin = '' } = {}) => {
      const answered = withSecurityHeaders(response, origin)
      answered.headers.set('x-request-id', context.id)
      const outcome = { route, status: answered.status, pageCache }
      if (!answered.body) {
        logRequest(incoming, context, started, outcome, 0)
        return answered
      }
      return new Response(
        whenSent(answered.body, (bytes) => logRequest(incoming, context, started, outcome, bytes)),
        answered,
      )
    }
    try {
      return await dispatch(incoming, site, context, started, done)
    } catch (error) {
      logger().error(
        { requestId: context.id, method: incoming.method, path: loggablePath(incoming.url.pathname), err: String(error) },
        'request failed in the edge',
      )
      return done(plain(500, 'Internal error'))
    }
  }

  /** Who answers a request, in the order ADR 012 lists. */
  async function dispatch(incoming: Incoming, site: Site, context: RequestContext, started: number, done: Done): Promise<Response> {
    const { request, method, reads, route } = incoming
    if (carriesForbiddenMethod(incoming)) return done(plain(405, 'Method not allowed', { allow: allowedMethods(incoming) }))
    const body = boundedBody(incoming)
    if (!reads && declaresMoreThan(request.headers, body.limit)) return done(tooLarge(body.limit))
    // for the operators, on any host
    const operator = operators.answer(incoming)
    if (operator) {
      const { route: operatorRoute, response } = await operator
      return done(response, { route: operatorRoute })
    }
    // for Magnolia's publish hook, which may call an instance by its own address; the secret guards it
    if (route === 'revalidate') return done(await withinLimit(body, () => revalidation.handle(withBoundedBody(incoming, body))))

    const resolution = resolveRequestOrigin(requestFacts(incoming), origins, trustProxy)
    if (resolution.kind === 'misdirected') {
      return done(plain(421, 'Misdirected request: this server does not serve that host.'), { route: 'misdirected', origin: origins.shared ?? '' })
    }
    const { origin, clientIp } = resolution
    context.clientIp = clientIp
    // browsers' policy violation reports: read and counted here, never a page of the site
    if (route === 'csp-report' && method === 'POST')
      return done(await withinLimit(body, () => receiveCspReport(withBoundedBody(incoming, body), clientIp)), { origin })
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
    // a built file, answered like a kept page: before the request is copied for the site, its bytes as they are
    const file = reads && route !== 'server-function' ? staticFiles.get(incoming.url.pathname) : undefined
    if (file) {
      const { response, bytes } = staticResponse(file, request, encoding, [['x-request-id', context.id], ...Object.entries(securityHeaders(origin))])
      logRequest(incoming, context, started, { route, status: response.status, pageCache: 'none' }, bytes)
      return response
    }
    const url = publicUrl(incoming, origin)
    const cached = pageCacheOn && reads && route === 'page' ? pageCache.get(pageCacheKey(url)) : undefined
    if (cached) {
      const { response, bytes } = keptPageResponse(cached, method, encoding, context.id)
      logRequest(incoming, context, started, { route, status: cached.status, pageCache: 'hit' }, bytes)
      return response
    }
    // what the site renders for a read may be kept for the next request; a publish during the render forgets it
    const keeping = pageCacheOn && reads && route !== 'server-function' && route !== 'static'
    const generation = pageCache.generation
    const forSite = publicRequest(incoming, url, body.stream())
    const response = withSurrogateKey(await withinLimit(body, () => withRequestContext(context, () => siteAnswer(incoming, forSite, url, site, body))))
    const sent = keeping ? keepPage(pageCache, { key: pageCacheKey(url), method, response, origin, generation }) : response
    return done(compressResponse(sent, encoding), { origin, pageCache: keeping ? 'miss' : 'none' })
  }

  return {
    handle,
    operations: {
      serveStaticFrom(directory) {
        staticFiles = loadStaticFiles(directory)
      },
      drain: () => operators.drain(),
      async close() {
        await (await store()).close()
      },
    },
  }
}

/** What the site answers `forSite` (at `url`), with the edge's rules for server functions and build assets. */
async function siteAnswer({ method, reads, route }: Incoming, forSite: Request, url: URL, site: Site, body: BoundedBody): Promise<Response> {
  if (route === 'server-function') {
    const problem = serverFunctionRequestProblem(url)
    if (problem) {
      logger().warn({ method, problem }, 'server function request refused')
      return plain(400, problem)
    }
    const response = await site(forSite)
    // a body cut off at its limit is answered 413 by `withinLimit`
    if (response.status < 500 || body.exceeded()) return response
    // the site's server functions answer their own failures: what still fails is the request's fault
    logger().warn({ method, status: response.status }, 'server function failed in Start: answered 400')
    await response.body?.cancel()
    return plain(400, 'Bad request')
  }
  // a build asset that does not exist is a plain 404, never a page of the site
  if (reads && route === 'static') return plain(404, 'Not found')
  return site(forSite)
}

/** The site's `Cache-Tag` also as `Surrogate-Key`, the header a CDN purges by. */
function withSurrogateKey(response: Response): Response {
  const tags = cacheTags(response.headers)
  if (tags.length === 0) return response
  const headers = new Headers(response.headers)
  headers.set('surrogate-key', tags.join(' '))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
