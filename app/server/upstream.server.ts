/** HTTP to upstreams: a timeout on every call and the error mapping of spec section 8. */
import { constants } from '../../app.config.ts'

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

export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind
  readonly status: number | undefined
  readonly data: unknown

  constructor(kind: UpstreamErrorKind, status?: number, data?: unknown) {
    super(kind)
    this.name = 'UpstreamError'
    this.kind = kind
    this.status = status
    this.data = data
  }
}

/** Spec section 8, "HTTP mapping". */
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

export interface RequestOptions {
  timeoutMs?: number
  init?: RequestInit
}

/** GETs (or sends) JSON; resolves with the parsed body of a 2xx answer, rejects with `UpstreamError`. */
export async function fetchJson(url: string, options: RequestOptions = {}): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      ...options.init,
      headers: { accept: 'application/json', ...options.init?.headers },
      signal: AbortSignal.timeout(options.timeoutMs ?? constants.upstreamTimeoutMs),
    })
  } catch {
    throw new UpstreamError('network error')
  }
  const text = await response.text().catch(() => {
    throw new UpstreamError('network error', response.status)
  })
  if (!response.ok) {
    const kind = errorKindForStatus(response.status)
    throw new UpstreamError(kind, response.status, kind === 'bad request' ? safeJson(text) : undefined)
  }
  const body = safeJson(text)
  if (body === undefined) throw new UpstreamError('Internal error', response.status)
  return body
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
