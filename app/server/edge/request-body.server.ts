/**
 * Request bodies are bounded at the edge, before anything reads them (`constants.requestBodies`,
 * docs/security.md "Limits"): a body whose `Content-Length` is over its limit is refused with 413
 * without a byte of it read; one that streams past its limit (chunked, no length) is cut off there
 * by srvx's `limitBodyStream`, which reads only as fast as the site does, so no body is ever held
 * beyond its limit.
 */
import { limitBodyStream } from 'srvx/body-limit'
import * as constants from '#config/constants.ts'
import { cspReportPath } from '#app/server/security-headers.ts'
import { serverFunctionPath } from '#app/server/server-function-payload.ts'
import { type Incoming, halfDuplex, plain } from './incoming.server.ts'

const limits = constants.requestBodies

/** The most bytes a request's body may have, by where it goes and what it is. */
function bodyLimit(pathname: string, contentType: string | null): number {
  if (pathname === cspReportPath) return limits.cspReportBytes
  // Stryker disable next-line StringLiteral: without the header the fallback only has to fail the pattern, as Stryker's text does
  if (pathname.startsWith(serverFunctionPath) && /^multipart\/form-data\s*(;|$)/i.test(contentType ?? '')) return limits.multipartBytes
  return limits.jsonBytes
}

/** True when the request's `Content-Length` is more than `limit`. */
export function declaresMoreThan(headers: Headers, limit: number): boolean {
  // `Headers` strips a value's surrounding whitespace; without the header the fallback only has to fail the pattern
  // Stryker disable next-line StringLiteral: Stryker's text fails the pattern as '' does
  const length = headers.get('content-length') ?? ''
  return /^\d+$/.test(length) && Number(length) > limit
}

/** A body cut off with an error once more than `limit` bytes came; `exceeded` tells whether that happened. */
function limitedBody(body: ReadableStream<Uint8Array>, limit: number): { body: ReadableStream<Uint8Array>; exceeded: () => boolean } {
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
  return plain(413, `Request body too large: at most ${limit} bytes`)
}

/** A request's body as the edge hands it on: cut off past its limit. */
export interface BoundedBody {
  limit: number
  /** The body, bounded (made on first use, so a request answered without its body never starts reading it); null without one. */
  stream(): ReadableStream<Uint8Array> | null
  exceeded(): boolean
}

export function boundedBody({ request, reads, url }: Incoming): BoundedBody {
  const limit = bodyLimit(url.pathname, request.headers.get('content-type'))
  let limited: ReturnType<typeof limitedBody> | undefined
  return {
    limit,
    stream() {
      // `request.body` starts reading the socket (srvx makes the stream on first access): only here
      if (reads) return null
      const source = request.body
      return source ? (limited ??= limitedBody(source, limit)).body : null
    },
    exceeded: () => limited?.exceeded() ?? false,
  }
}

/** The same request with its body bounded, for the edge's own endpoints. */
export function withBoundedBody({ request }: Incoming, body: BoundedBody): Request {
  const stream = body.stream()
  return stream ? new Request(request.url, { method: request.method, headers: request.headers, body: stream, signal: request.signal, ...halfDuplex }) : request
}

/** What `answer` made of a request, or 413 when its body streamed past its limit, whatever the handler made of that. */
export async function withinLimit(body: BoundedBody, answer: () => Promise<Response>): Promise<Response> {
  try {
    const response = await answer()
    if (!body.exceeded()) return response
    // Stryker disable next-line OptionalChaining: an answer without a body throws here instead, and the catch answers 413 the same
    await response.body?.cancel()
  } catch (error) {
    if (!body.exceeded()) throw error
  }
  return tooLarge(body.limit)
}
