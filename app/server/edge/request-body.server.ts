/**
 * Request bodies are bounded at the edge, before anything reads them (`constants.requestBodies`,
 * docs/security.md "Limits"): a body whose `Content-Length` is over its limit is refused with 413
 * without a byte of it read; one that streams past its limit (chunked, no length) is cut off there
 * by srvx's `limitBodyStream`, which reads only as fast as the site does, so no body is ever held
 * beyond its limit.
 */
import { limitBodyStream } from 'srvx/body-limit'
import { constants } from '#app.config.ts'
import { cspReportPath } from '#app/server/security-headers.ts'
import { serverFunctionPath } from '#app/server/server-function-payload.ts'

const limits = constants.requestBodies

/** The most bytes a request's body may have, by where it goes and what it is. */
export function bodyLimit(pathname: string, contentType: string | null): number {
  if (pathname === cspReportPath) return limits.cspReportBytes
  if (pathname.startsWith(serverFunctionPath) && /^multipart\/form-data\s*(;|$)/i.test(contentType ?? '')) return limits.multipartBytes
  return limits.jsonBytes
}

/** True when the request's `Content-Length` is more than `limit`. */
export function declaresMoreThan(headers: Headers, limit: number): boolean {
  const length = headers.get('content-length')?.trim() ?? ''
  return /^\d+$/.test(length) && Number(length) > limit
}

/** A body cut off with an error once more than `limit` bytes came; `exceeded` tells whether that happened. */
export function limitedBody(body: ReadableStream<Uint8Array>, limit: number): { body: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  let exceeded = false
  const limited = limitBodyStream(body, limit, {
    createError: (max) => {
      exceeded = true
      return new RangeError(`request body over ${max} bytes`)
    },
  })
  return { body: limited, exceeded: () => exceeded }
}

/** The answer to a body over its limit. */
export function tooLarge(limit: number): Response {
  return new Response(`Request body too large: at most ${limit} bytes`, { status: 413, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}
