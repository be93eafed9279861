/** What every endpoint of the embedded backend shares: answers, JSON, request bodies, path segments. */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { type Readable, pipeline } from 'node:stream'
import { z } from 'zod'

/** A JSON answer. */
export interface EndpointAnswer {
  status: number
  body: unknown
}

/** An answer written as it is: a DAM file, a page, a script or a stylesheet. */
export interface RawAnswer {
  status: number
  headers: OutgoingHttpHeaders
  content: Readable | string
}

export type Answer = EndpointAnswer | RawAnswer

/** Request bodies larger than this fail (the request is answered with 500). */
const bodyLimit = 64 * 1024

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) })
  response.end(text)
}

export function sendAnswer(response: ServerResponse, answer: Answer): void {
  if (!('content' in answer)) return sendJson(response, answer.status, answer.body)
  response.writeHead(answer.status, answer.headers)
  if (typeof answer.content === 'string') return void response.end(answer.content)
  pipeline(answer.content, response, (error) => {
    // a client that leaves before the end is no failure of the backend
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE' && error.code !== 'ERR_STREAM_UNABLE_TO_PIPE') console.error('[backend]', error)
  })
}

/** The error body every endpoint uses: `{ error: { code, message } }`. */
export function errorAnswer(status: number, code: string, message: string): EndpointAnswer {
  return { status, body: { error: { code, message } } }
}

export function notFound(path: string): EndpointAnswer {
  return errorAnswer(404, 'NOT_FOUND', `No node found at ${path}`)
}

/** 400, with what was wrong: a sentence, or the problems zod found in a request body. */
export function badRequest(reason: string | z.ZodError): EndpointAnswer {
  return errorAnswer(400, 'BAD_REQUEST', typeof reason === 'string' ? reason : z.prettifyError(reason))
}

/** The request body as text; throws when it exceeds `bodyLimit`. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const bytes: Buffer = chunk
    size += bytes.length
    if (size > bodyLimit) throw new Error('Body too large')
    chunks.push(bytes)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** JSON from a request body, or `undefined` when it is not JSON (answered with 400, never 500). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** The decoded, non-empty segments of a path (`/a//b%20c` gives `a`, `b c`), or `undefined` when one is not valid percent-encoding. */
export function decodeSegments(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s))
  } catch {
    return undefined
  }
}

/** A `multipart/form-data` body, read up to `limit` bytes. */
export async function readFormData(request: IncomingMessage, limit: number): Promise<FormData | 'too large' | 'invalid'> {
  if (!/^multipart\/form-data;/.test(request.headers['content-type'] ?? '')) return 'invalid'
  if (Number(request.headers['content-length'] ?? 0) > limit) return 'too large'
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const bytes: Buffer = chunk
    size += bytes.length
    if (size > limit) return 'too large'
    chunks.push(bytes)
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData()
  } catch {
    return 'invalid'
  }
}
