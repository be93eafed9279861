/**
 * Rate limits shared by every site instance (counters in the shared store: Redis when
 * `REDIS_URL` is set). A limit is a count of tries per window, per key (an address, an e-mail).
 */
import { sharedStore } from './shared-store.server.ts'
import { currentRequest } from './request-context.server.ts'
import { logger } from './logger.server.ts'

export interface RateLimit {
  /** Counter name, e.g. `login:ip`. */
  name: string
  tries: number
  windowMs: number
}

/** Counts one try of `key` against each limit; true when any of them is exceeded. A store failure lets the try through. */
export async function exceedsRateLimits(checks: ReadonlyArray<{ limit: RateLimit; key: string }>): Promise<boolean> {
  try {
    const store = await sharedStore()
    const counts = await Promise.all(checks.map(({ limit, key }) => store.increment(`rate:${limit.name}:${key}`, limit.windowMs)))
    const exceeded = checks.find((check, index) => (counts[index] ?? 0) > check.limit.tries)
    if (exceeded) logger.warn({ limit: exceeded.limit.name }, 'rate limit reached')
    return exceeded !== undefined
  } catch (error) {
    logger.error({ err: String(error) }, 'rate limit store unavailable')
    return false
  }
}

/** The visitor's address for a limit per address (`unknown` outside a request). */
export function clientAddress(): string {
  return currentRequest()?.clientIp ?? 'unknown'
}
