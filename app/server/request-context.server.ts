/**
 * What one request did, gathered while it is served: its id, the upstream calls it made (name,
 * time, outcome) and what the caches answered (hit, stale, miss). The edge opens the context
 * around the site's work and reads it for the request's log line; the upstream client and the
 * caches add to it wherever they run within that request.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export interface UpstreamCallRecord {
  upstream: string
  ms: number
  /** `ok`, or the error kind (`network error`, `server error`, `circuit open` ...). */
  outcome: string
}

export type CacheResult = 'hit' | 'stale' | 'miss'

export interface RequestContext {
  id: string
  /** The visitor's address as the edge resolved it (trusted proxies considered), for rate limits. */
  clientIp?: string | undefined
  upstreamCalls: UpstreamCallRecord[]
  cache: Record<CacheResult, number>
}

const storage = new AsyncLocalStorage<RequestContext>()

export function newRequestContext(id: string): RequestContext {
  return { id, upstreamCalls: [], cache: { hit: 0, stale: 0, miss: 0 } }
}

/** Runs `work` with `context` as the current request. */
export function withRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work)
}

/** The request being served, if any (none for background revalidations after it ended). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore()
}
