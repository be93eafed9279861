/**
 * Rate limits shared by every site instance (counters in the shared store: Redis when
 * `REDIS_URL` is set). A limit is a count of tries per window, per key (an address, an e-mail).
 */
import ipaddr from 'ipaddr.js'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { type RateLimit, type SharedStore, sharedStore } from './shared-store.server.ts'
import { currentRequest } from './request-context.server.ts'
import { logger } from './logger.server.ts'

export type { RateLimit }

interface RateLimitCheck {
  limit: RateLimit
  key: string
}

type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts one try against each check in turn and stops at the first one over its limit: the checks
 * after it are not counted, so a client over its address limit (put that first) makes no counters
 * for the e-mails it goes on trying, and the store holds at most a few counters per client. A store
 * failure lets the try through.
 */
export async function checkRateLimits(checks: readonly RateLimitCheck[], store: Promise<SharedStore> = sharedStore()): Promise<RateLimitVerdict> {
  try {
    const limiters = await store
    for (const { limit, key } of checks) {
      try {
        await limiters.limiter(limit).consume(key)
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        // one line when a key reaches its limit, not one per refused try (a flood would flood the log)
        if (refusal.consumedPoints === limit.tries + 1) logger().warn({ limit: limit.name }, 'rate limit reached')
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
      }
    }
  } catch (error) {
    logger().error({ err: String(error) }, 'rate limit store unavailable')
  }
  return { allowed: true }
}

/** Every form a visitor sends (the mail forms, the client area's requests), counted together per address: a person sends a few, a script gets a 429. */
const formSubmissions: RateLimit = { name: 'forms:address', tries: 30, windowMs: 10 * 60_000 }

/** Counts one form submission of the current visitor; checked before the captcha is verified, so a refused try costs no upstream call. */
export function checkFormSubmission(): Promise<RateLimitVerdict> {
  return checkRateLimits([{ limit: formSubmissions, key: clientAddress() }])
}

/**
 * The visitor for a limit per address (`unknown` outside a request): an IPv4 address, or an IPv6
 * address's /64 network, which one client holds whole (counted per address, it could take a new
 * address for every try).
 */
export function clientAddress(): string {
  return addressKey(currentRequest()?.clientIp ?? 'unknown')
}

export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const ip = ipaddr.process(address)
  return ip.kind() === 'ipv4' ? ip.toString() : `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/64`).toRFC5952String()}/64`
}
