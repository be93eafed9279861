/**
 * The one upstream client. Every call the site makes to another system (Magnolia, the search
 * engine, the recruiting API, the jobs spreadsheet, the chemicals API) goes through an `Upstream`:
 * a timeout on every call, retries of idempotent calls where that upstream's contract asks for
 * them, the answer parsed with zod into domain types at this boundary, and failures mapped to the
 * error table of `errorKindForStatus`. Answers that may be served again are cached by the caller
 * with `SwrCache` (swr-cache.server.ts), which also shares concurrent loads and keeps the last
 * good copy. This is the only module under `app/` that calls `fetch`.
 */
import type { z } from 'zod'
import { constants } from '#app.config.ts'

export type UpstreamErrorKind =
  | 'server error'
  | 'unauthorized'
  | 'forbidden'
  | 'bad request'
  | 'not found'
  | 'payload too large'
  | 'conflict'
  | 'network error'
  | 'Internal error'

export interface UpstreamErrorDetails {
  status?: number | undefined
  /** The body of a 400 answer, kept for the caller (validation messages). */
  data?: unknown
  /** Set when the answer was JSON of an unexpected shape: what did not match. */
  shapeIssues?: string | undefined
}

export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind
  readonly status: number | undefined
  readonly data: unknown
  readonly shapeIssues: string | undefined

  constructor(kind: UpstreamErrorKind, details: UpstreamErrorDetails = {}) {
    super(kind)
    this.name = 'UpstreamError'
    this.kind = kind
    this.status = details.status
    this.data = details.data
    this.shapeIssues = details.shapeIssues
  }
}

/**
 * The error table: 401 unauthorized, 403 forbidden, 400 bad request (its data kept), 404 not
 * found, 413 payload too large, 409 conflict, anything else server error. A call without an
 * answer is a network error; a failure that is not HTTP (an unreadable answer) an internal error.
 */
export function errorKindForStatus(status: number): UpstreamErrorKind {
  switch (status) {
    case 401:
      return 'unauthorized'
    case 403:
      return 'forbidden'
    case 400:
      return 'bad request'
    case 404:
      return 'not found'
    case 413:
      return 'payload too large'
    case 409:
      return 'conflict'
    default:
      return 'server error'
  }
}

/** True for an upstream's "there is none": callers turn it into `null` or a 404 of their own. */
export function isNotFound(error: unknown): boolean {
  return error instanceof UpstreamError && error.kind === 'not found'
}

/** True for an answer that was JSON of an unexpected shape (for Magnolia: error content). */
export function isUnexpectedShape(error: unknown): boolean {
  return error instanceof UpstreamError && error.shapeIssues !== undefined
}

/** Failures worth another try: no answer, an unreadable answer, or a server error (never a 4xx or a wrong shape). */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || error.shapeIssues !== undefined) return false
  return error.kind === 'network error' || error.kind === 'Internal error' || error.kind === 'server error'
}

export interface UpstreamOptions {
  /** Short name for errors and logs: `cms`, `search`, `recruiting` ... */
  name: string
  /** Base URL; call paths are appended to it. */
  baseUrl: string
  timeoutMs?: number | undefined
  /** Headers of every call (an API key): server only, never logged, never sent to the browser. */
  headers?: Record<string, string> | undefined
  /** How often a failed GET is tried again (default: never). */
  retries?: number | undefined
  /** Pause before the n-th retry: `retryPauseMs * n`. */
  retryPauseMs?: number | undefined
}

export type UpstreamQuery = Record<string, string | number | undefined>

export interface CallOptions {
  query?: UpstreamQuery | undefined
  headers?: Record<string, string> | undefined
}

export interface Upstream {
  readonly name: string
  /** GETs JSON and parses it with `schema`; rejects with `UpstreamError`. */
  get<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<z.output<S>>
  /** POSTs `body` as JSON and parses the answer with `schema`; never retried. */
  post<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: CallOptions): Promise<z.output<S>>
  /** GETs a file to pass through as it is (DAM assets): a 2xx answer, else `UpstreamError`. */
  getFile(path: string): Promise<Response>
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? constants.upstreamTimeoutMs
  const retries = options.retries ?? 0
  const retryPauseMs = options.retryPauseMs ?? 50

  const urlOf = (path: string, query: UpstreamQuery | undefined): string => {
    const url = `${baseUrl}${path}`
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value))
    const search = params.toString()
    return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url
  }

  async function send(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string): Promise<Response> {
    try {
      return await fetch(url, { method, body, headers: { ...options.headers, ...headers }, signal: AbortSignal.timeout(timeoutMs) })
    } catch {
      throw new UpstreamError('network error')
    }
  }

  async function readJson<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
    const text = await response.text().catch(() => {
      throw new UpstreamError('network error', { status: response.status })
    })
    if (!response.ok) {
      const kind = errorKindForStatus(response.status)
      throw new UpstreamError(kind, { status: response.status, data: kind === 'bad request' ? safeJson(text) : undefined })
    }
    const body = safeJson(text)
    if (body === undefined) throw new UpstreamError('Internal error', { status: response.status })
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      throw new UpstreamError('Internal error', { status: response.status, shapeIssues: issues.join('; ') })
    }
    return parsed.data
  }

  async function withRetries<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call()
      } catch (error) {
        if (attempt >= retries || !isRetryable(error)) throw error
        await new Promise((resolve) => setTimeout(resolve, retryPauseMs * (attempt + 1)))
      }
    }
  }

  const accept = { accept: 'application/json' }
  return {
    name: options.name,
    get: (path, schema, call = {}) =>
      withRetries(async () => readJson(await send('GET', urlOf(path, call.query), { ...accept, ...call.headers }), schema)),
    post: async (path, body, schema, call = {}) =>
      readJson(await send('POST', urlOf(path, call.query), { ...accept, 'content-type': 'application/json', ...call.headers }, JSON.stringify(body)), schema),
    async getFile(path) {
      const response = await send('GET', urlOf(path, undefined), {})
      if (!response.ok) {
        await response.body?.cancel()
        throw new UpstreamError(errorKindForStatus(response.status), { status: response.status })
      }
      return response
    },
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
