/**
 * A request as the edge reads it, once: its URL parsed, its method, whether it only reads, and the
 * kind of answer it asks for; and the request the site gets from it, on its public origin.
 */
import type { RequestFacts } from '#app/server/public-origin.server.ts'
import { cspReportPath } from '#app/server/security-headers.ts'
import { serverFunctionPath } from '#app/server/server-function-payload.ts'
import { revalidatePath } from './revalidation.server.ts'

/** The kinds of answer, for metrics and logs (a few labels, never a path). */
export type Route = 'health' | 'metrics' | 'misdirected' | 'revalidate' | 'server-function' | 'static' | 'dam' | 'csp-report' | 'robots' | 'icon' | 'page'

export interface Incoming {
  /** As srvx hands it over: `ip` is the peer's address. */
  readonly request: Request & { ip?: string }
  readonly method: string
  /** The URL as the request came (its host is whatever the client sent). */
  readonly url: URL
  /** GET or HEAD: a request without a body that a kept page or a file may answer. */
  readonly reads: boolean
  /** The kind of answer its path asks for. */
  readonly route: Route
}

export function readIncoming(request: Request & { ip?: string }): Incoming {
  const url = new URL(request.url)
  const { method } = request
  return { request, method, url, reads: method === 'GET' || method === 'HEAD', route: routeOf(url.pathname) }
}

function routeOf(pathname: string): Route {
  if (pathname.startsWith(serverFunctionPath)) return 'server-function'
  if (pathname.startsWith('/assets/')) return 'static'
  if (pathname.startsWith('/dam/')) return 'dam'
  if (pathname === cspReportPath) return 'csp-report'
  if (pathname === '/robots.txt') return 'robots'
  if (pathname.startsWith('/favicon.')) return 'icon'
  if (pathname === revalidatePath) return 'revalidate'
  return 'page'
}

/**
 * Methods the fetch standard forbids a `Request` to carry (`new Request` throws on them): answered
 * with 405, as any method a path does not take, before a `Request` is made for the site.
 */
export function carriesForbiddenMethod(incoming: Incoming): boolean {
  return ['CONNECT', 'TRACE', 'TRACK'].includes(incoming.method)
}

/** The methods a path takes, for `Allow`. */
export function allowedMethods(incoming: Incoming): string {
  if (incoming.route === 'server-function') return 'GET, POST'
  if (incoming.route === 'csp-report' || incoming.route === 'revalidate') return 'POST'
  return 'GET, HEAD'
}

/** What the origin rules (`resolveRequestOrigin`) read of a request. */
export function requestFacts({ request, url }: Incoming): RequestFacts {
  const header = (name: string) => request.headers.get(name) ?? undefined
  return {
    host: header('host'),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    peer: request.ip,
    forwardedHost: header('x-forwarded-host'),
    forwardedProto: header('x-forwarded-proto'),
    forwardedFor: header('x-forwarded-for'),
  }
}

/**
 * The request's URL on its public origin. Start answers 400 to a path that is not valid
 * percent-encoding; escaping its `%` signs instead lets the site treat it like any other unknown
 * page (the 404 flow), as the URL contract asks.
 */
export function publicUrl({ url }: Incoming, origin: string): URL {
  // set, not resolved: a path such as `//evil.example` must stay a path on the public origin
  const onOrigin = new URL(origin)
  onOrigin.pathname = url.pathname
  onOrigin.search = url.search
  try {
    decodeURI(onOrigin.pathname)
  } catch {
    onOrigin.pathname = onOrigin.pathname.replaceAll('%', '%25')
  }
  return onOrigin
}

/** What a `Request` with a streamed body needs (Node's `RequestInit` has it; the DOM types do not). */
export const halfDuplex = { duplex: 'half' }

/** The request as the site sees it: at `url`, without forwarding headers (the edge used them), with `body` (bounded). */
export function publicRequest({ request, method }: Incoming, url: URL, body: ReadableStream<Uint8Array> | null): Request {
  const headers = new Headers(request.headers)
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'forwarded']) headers.delete(name)
  return new Request(url, { method, headers, body, signal: request.signal, ...(body ? halfDuplex : {}) })
}

/** The edge's own short answers (errors, refusals, health). */
export function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } })
}
