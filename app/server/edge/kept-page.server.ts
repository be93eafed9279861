/**
 * The page cache as the edge uses it: keeping a page the site rendered (a copy of its bytes read
 * beside the visitor's, compressed once in Brotli and gzip, its nonce traded for the hashes of its
 * own inline scripts, the security headers kept with it) and answering a request with a kept page.
 */
import { FastResponse } from 'srvx'
import { logger } from '#app/server/logger.server.ts'
import { securityHeaders } from '#app/server/security-headers.ts'
import { type Encoding, compressBytes } from './compression.server.ts'
import { type CachedPage, type PageCache, pageBytes } from './page-cache.server.ts'
import { policyForStoredPage } from './stored-page-policy.server.ts'

/** The tags a publish forgets a page by, from its `Cache-Tag` header (`site-mocom`). */
export function cacheTags(headers: Headers): string[] {
  return (headers.get('cache-tag') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/** A page a shared cache may keep (one with a body): a GET answered 200, public, HTML as it is (not encoded), no cookie set. */
function isKeepable(method: string, response: Response): boolean {
  return (
    method === 'GET' &&
    response.status === 200 &&
    // Stryker disable next-line StringLiteral: without the header the fallback only has to fail the test, as Stryker's text does
    /^public\b/.test(response.headers.get('cache-control') ?? '') &&
    // Stryker disable next-line StringLiteral: without the header the fallback only has to not start with text/html, as Stryker's text does not
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('content-encoding') &&
    !response.headers.has('set-cookie')
  )
}

/** Headers a kept page never keeps: they belong to one answer. */
const perAnswer = new Set(['content-length', 'content-encoding', 'x-request-id', 'x-page-cache'])

interface PageToKeep {
  /** The page cache's key of the request (`pageCacheKey` of its public URL). */
  key: string
  method: string
  /** The site's answer, before compression. */
  response: Response
  /** The public origin it was answered for (HSTS on https). */
  origin: string
  /** The page cache's generation when the render began. */
  generation: number
}

/**
 * The response to send, after noting the render with the page cache: when the page is one to keep
 * (`noteRender`), its body is read twice, once for the visitor and once to be kept.
 */
export function keepPage(pageCache: PageCache, { key, method, response, origin, generation }: PageToKeep): Response {
  if (!response.body || !isKeepable(method, response) || !pageCache.noteRender(key)) return response
  const [toClient, toCache] = response.body.tee()
  // served compressed by `Accept-Encoding`, like the page it is a copy of
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  void store(pageCache, key, generation, headers, toCache, origin).catch((error: unknown) => logger().warn({ err: String(error) }, 'a page could not be kept'))
  return new Response(toClient, response)
}

async function store(pageCache: PageCache, key: string, generation: number, headers: Headers, body: ReadableStream<Uint8Array>, origin: string): Promise<void> {
  const identity = await new Response(body).bytes()
  const [br, gzip] = await Promise.all([
    compressBytes(identity, 'br'),
    // Stryker disable next-line StringLiteral: compressBytes takes any encoding but 'br' as gzip
    compressBytes(identity, 'gzip'),
  ])
  const kept: Array<[string, string]> = []
  for (const [name, value] of headers) {
    if (perAnswer.has(name)) continue
    kept.push([name, name === 'content-security-policy' ? policyForStoredPage(value, new TextDecoder().decode(identity)) : value])
  }
  // a hit is answered as stored: the security headers are kept with the page
  for (const [name, value] of Object.entries(securityHeaders(origin))) if (!headers.has(name)) kept.push([name, value])
  pageCache.set(key, { status: 200, headers: kept, bodies: { br, gzip }, tags: cacheTags(headers) }, generation)
}

/**
 * The answer with a kept page, made before the request is copied for the site: its bytes in the
 * encoding asked for (compressed when it was stored) and its stored headers, in a response the
 * server writes out at once, with no stream between; and the bytes it sends.
 */
export function keptPageResponse(cached: CachedPage, method: string, encoding: Encoding, requestId: string): { response: Response; bytes: number } {
  const bytes = pageBytes(cached, encoding)
  const headers: Array<[string, string]> = [
    ...cached.headers,
    ['x-page-cache', 'hit'],
    ['x-request-id', requestId],
    ['content-length', String(bytes.byteLength)],
  ]
  if (encoding !== 'identity') headers.push(['content-encoding', encoding])
  const head = method === 'HEAD'
  return { response: new FastResponse(head ? null : bytes, { status: cached.status, headers }), bytes: head ? 0 : bytes.byteLength }
}
