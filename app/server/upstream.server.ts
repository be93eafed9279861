/**
 * The one upstream client. Every call the site makes to another system (Magnolia, the search
 * engine, the recruiting API, the jobs spreadsheet, the chemicals API) goes through an `Upstream`:
 * a timeout on every try and a time budget for all tries of a call, retries of idempotent calls
 * where that upstream's contract asks for them (with exponential backoff), a circuit breaker that
 * fails calls at once while the upstream is down, the answer parsed with zod into domain types at
 * this boundary, and failures mapped to the error table of `errorKindForStatus`. Answers that may
 * be served again are cached by the caller with `SwrCache` (swr-cache.server.ts), which also
 * shares concurrent loads and keeps the last good copy. This is the only module under `app/` that
 * calls `fetch`.
 */
import type { z } from 'zod'
import * as constants from '#config/constants.ts'
import { logger } from './logger.server.ts'
import { upstreamDuration, upstreamErrors } from './metrics.server.ts'
import { currentRequest } from './request-context.server.ts'

type UpstreamErrorKind =
  'server error' | 'unauthorized' | 'forbidden' | 'bad request' | 'not found' | 'payload too large' | 'conflict' | 'network error' | 'Internal error'

interface UpstreamErrorDetails {
  status?: number | undefined
  /** The call was not made: the upstream's circuit is open. */
  circuitOpen?: boolean
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
  readonly circuitOpen: boolean

  constructor(kind: UpstreamErrorKind, details: UpstreamErrorDetails = {}) {
    super(kind)
    this.name = 'UpstreamError'
    this.kind = kind
    this.status = details.status
    this.data = details.data
    this.shapeIssues = details.shapeIssues
    this.circuitOpen = details.circuitOpen ?? false
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

/**
 * True for an upstream that answered and refused the call as it was made: a 4xx other than 408
 * (timeout) and 429 (too many requests). Another try of the same call gets the same answer; the
 * upstream itself is up.
 */
export function isRefusal(error: unknown): error is UpstreamError & { status: number } {
  if (!(error instanceof UpstreamError) || error.kind === 'network error') return false
  // Stryker disable next-line ConditionalExpression: this check narrows the type; a comparison with undefined is false anyway
  if (error.status === undefined) return false
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429
}

/** True for an answer that was JSON of an unexpected shape (for Magnolia: error content). */
export function isUnexpectedShape(error: unknown): boolean {
  return error instanceof UpstreamError && error.shapeIssues !== undefined
}

/**
 * Failures of the upstream itself: no answer, an unreadable answer, or a server error. They are
 * worth another try and count against the circuit; a 4xx or a wrong shape is the call's own.
 */
function isOutage(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || error.shapeIssues !== undefined || error.circuitOpen) return false
  return error.kind === 'network error' || error.kind === 'Internal error' || error.kind === 'server error'
}

export type CircuitState = 'closed' | 'open' | 'half-open'

interface BreakerOptions {
  /** The span of recent calls that counts. */
  windowMs: number
  /** Fewer calls than this in the window never open the circuit. */
  minimumCalls: number
  /** The share of failed calls in the window that opens it. */
  failureRatio: number
  /** How long an open circuit fails calls at once before one trial call may go through. */
  openMs: number
  now?: () => number
}

/**
 * A circuit breaker: closed while an upstream mostly answers; open once, within the window, enough
 * calls were made and enough of them failed (calls then fail at once, so no visitor waits for a
 * dead upstream); after `openMs` half-open, letting one trial call through, whose success closes
 * the circuit and whose failure opens it again. A few failures among many answers (one page of
 * one site failing) never open it.
 */
export class CircuitBreaker {
  #calls: Array<{ at: number; failed: boolean }> = []
  #openedAt: number | undefined
  // Stryker disable next-line BooleanLiteral: only an open circuit reads it, and every way to open one (failed) resets it first
  #trial = false
  readonly #options: Required<BreakerOptions>

  constructor(options: BreakerOptions) {
    this.#options = { now: Date.now, ...options }
  }

  get state(): CircuitState {
    if (this.#openedAt === undefined) return 'closed'
    return this.#options.now() - this.#openedAt >= this.#options.openMs ? 'half-open' : 'open'
  }

  /** Whether a call may go out now (a half-open circuit lets one trial through at a time). */
  allows(): boolean {
    const state = this.state
    if (state === 'closed') return true
    if (state === 'open' || this.#trial) return false
    this.#trial = true
    return true
  }

  succeeded(): void {
    if (this.#openedAt !== undefined) {
      this.#openedAt = undefined
      this.#calls = []
    }
    // the trial, if this was one, is over: a closed circuit does not read #trial, and failed() resets it before the next opening
    this.#record(false)
  }

  failed(): void {
    this.#trial = false
    if (this.#openedAt !== undefined) {
      this.#openedAt = this.#options.now()
      return
    }
    this.#record(true)
    const failures = this.#calls.filter((call) => call.failed).length
    if (this.#calls.length >= this.#options.minimumCalls && failures / this.#calls.length >= this.#options.failureRatio) this.#openedAt = this.#options.now()
  }

  #record(failed: boolean): void {
    const now = this.#options.now()
    this.#calls.push({ at: now, failed })
    // Stryker disable next-line OptionalChaining: the call pushed above stays (its time is now, inside the window), so the list is never empty here
    while ((this.#calls[0]?.at ?? now) <= now - this.#options.windowMs) this.#calls.shift()
  }
}

interface UpstreamOptions {
  /** Short name for errors and logs: `cms`, `search`, `recruiting` ... */
  name: string
  /** Base URL; call paths are appended to it. */
  baseUrl: string
  /** Timeout of one try. */
  timeoutMs?: number | undefined
  /** Time for all tries of one call together. */
  budgetMs?: number | undefined
  /** The circuit breaker's settings (default: `constants.upstream`). */
  breaker?: BreakerOptions | undefined
  /** Headers of every call (an API key): server only, never logged, never sent to the browser. */
  headers?: Record<string, string> | undefined
  /** How often a failed GET is tried again (default: never). */
  retries?: number | undefined
  /** Pause before the first retry; it doubles for each further one (with jitter). */
  retryPauseMs?: number | undefined
}

type UpstreamQuery = Record<string, string | number | undefined>

export interface CallOptions {
  query?: UpstreamQuery | undefined
  headers?: Record<string, string> | undefined
}

export interface Upstream {
  readonly name: string
  /** The state of the upstream's circuit. */
  readonly circuit: CircuitState
  /** When a call last succeeded (epoch ms), if ever. */
  readonly lastSuccessAt: number | undefined
  /** GETs JSON and parses it with `schema`; rejects with `UpstreamError`. */
  get<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<z.output<S>>
  /** POSTs `body` as JSON and parses the answer with `schema`; never retried. */
  post<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: CallOptions): Promise<z.output<S>>
  /** POSTs `form` as `multipart/form-data` (fetch writes the boundary) and parses the answer with `schema`; never retried. */
  postMultipart<S extends z.ZodType>(path: string, form: FormData, schema: S, options?: CallOptions): Promise<z.output<S>>
  /** GETs a file to pass through as it is (DAM assets, a customer's documents): a 2xx answer, else `UpstreamError`. */
  getFile(path: string, options?: Pick<CallOptions, 'headers'>): Promise<Response>
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? constants.upstream.timeoutMs
  const budgetMs = options.budgetMs ?? constants.upstream.budgetMs
  const retries = options.retries ?? 0
  const retryPauseMs = options.retryPauseMs ?? constants.upstream.retryPauseMs
  const breaker = new CircuitBreaker(options.breaker ?? constants.upstream.breaker)

  const urlOf = (path: string, query: UpstreamQuery | undefined): string => {
    const url = `${baseUrl}${path}`
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value))
    const search = params.toString()
    return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url
  }

  async function send(
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    body: string | FormData | undefined,
    deadline: number,
  ): Promise<Response> {
    const remaining = Math.max(1, Math.min(timeoutMs, deadline - Date.now()))
    try {
      return await fetch(url, { method, body, headers: { ...options.headers, ...headers }, signal: AbortSignal.timeout(remaining) })
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

  let lastSuccessAt: number | undefined

  /** Records one call: in the current request's context, in the metrics, and in the log when it failed. */
  function record(started: number, error: unknown): void {
    const ms = Date.now() - started
    const outcome = error === undefined ? 'ok' : error instanceof UpstreamError ? (error.circuitOpen ? 'circuit open' : error.kind) : 'Internal error'
    currentRequest()?.upstreamCalls.push({ upstream: options.name, ms, outcome })
    upstreamDuration.observe({ upstream: options.name, outcome }, ms / 1000)
    if (error === undefined) return
    upstreamErrors.inc({ upstream: options.name, kind: outcome })
    // an upstream saying "there is none" is an answer, not a failure worth a warning
    if (!isNotFound(error))
      logger().warn({ upstream: options.name, outcome, ms, status: error instanceof UpstreamError ? error.status : undefined }, 'upstream call failed')
  }

  /** One call: its tries within the budget, through the circuit breaker; recorded. */
  async function call<T>(attempt: (deadline: number) => Promise<T>, tries: number): Promise<T> {
    const started = Date.now()
    try {
      const result = await tryWithinBudget(attempt, tries)
      lastSuccessAt = Date.now()
      record(started, undefined)
      return result
    } catch (error) {
      if (!isOutage(error) && !(error instanceof UpstreamError && error.circuitOpen)) lastSuccessAt = Date.now() // it answered
      record(started, error)
      throw error
    }
  }

  async function tryWithinBudget<T>(attempt: (deadline: number) => Promise<T>, tries: number): Promise<T> {
    if (!breaker.allows()) throw new UpstreamError('network error', { circuitOpen: true })
    const deadline = Date.now() + budgetMs
    for (let retry = 0; ; retry++) {
      try {
        const result = await attempt(deadline)
        breaker.succeeded()
        return result
      } catch (error) {
        const pause = retryPauseMs * 2 ** retry * (0.5 + Math.random() / 2)
        // Stryker disable next-line EqualityOperator: a pause ending exactly at the deadline leaves no time for a try either way
        const pastBudget = Date.now() + pause >= deadline
        if (retry >= tries || !isOutage(error) || pastBudget) {
          if (isOutage(error)) breaker.failed()
          else breaker.succeeded() // the upstream answered
          throw error
        }
        await new Promise((resolve) => setTimeout(resolve, pause))
      }
    }
  }

  const accept = { accept: 'application/json' }
  return {
    name: options.name,
    get circuit() {
      return breaker.state
    },
    get lastSuccessAt() {
      return lastSuccessAt
    },
    get: (path, schema, options = {}) =>
      call(
        async (deadline) => readJson(await send('GET', urlOf(path, options.query), { ...accept, ...options.headers }, undefined, deadline), schema),
        retries,
      ),
    post: (path, body, schema, options = {}) =>
      call(
        async (deadline) =>
          readJson(
            await send(
              'POST',
              urlOf(path, options.query),
              { ...accept, 'content-type': 'application/json', ...options.headers },
              JSON.stringify(body),
              deadline,
            ),
            schema,
          ),
        0,
      ),
    postMultipart: (path, form, schema, options = {}) =>
      call(async (deadline) => readJson(await send('POST', urlOf(path, options.query), { ...accept, ...options.headers }, form, deadline), schema), 0),
    getFile: (path, options = {}) =>
      call(async (deadline) => {
        const response = await send('GET', urlOf(path, undefined), { ...options.headers }, undefined, deadline)
        if (!response.ok) {
          await response.body?.cancel()
          throw new UpstreamError(errorKindForStatus(response.status), { status: response.status })
        }
        return response
      }, 0),
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    // not JSON: the caller reads the answer as having no body it understands
  }
  return undefined
}
