/**
 * Magic links and the tokens they buy: a code is 32 random bytes (base64url) kept only as its
 * SHA-256 hash, valid 15 minutes, good for one token; a token is the same kind of secret, kept
 * hashed, valid 30 days when the customer stays logged in, else 12 hours (a browser session, at
 * most a working day), until it is revoked. At most 5 links per customer in 15 minutes. Time is
 * the client area's clock, which the test controls move forward so links and tokens can expire in
 * tests.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { TestClock } from '../clock.ts'

const codeLifetimeMs = 15 * 60_000
const tokenLifetimeMs = { stayLoggedIn: 30 * 24 * 60 * 60_000, session: 12 * 60 * 60_000 }
const linksPerWindow = 5
const linkWindowMs = 15 * 60_000

/** Whom a link or token is for: the customer, and the order the login asked for (when it is theirs). */
export interface Grant {
  customerNo: string
  orderNumber: string | null
}

interface Session extends Grant {
  token: string
  /** ISO date and time. */
  expiresAt: string
}

interface Stored extends Grant {
  expiresAt: number
}

function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}

export class MagicLinks {
  readonly #clock: TestClock
  readonly #codes = new Map<string, Stored>()
  readonly #tokens = new Map<string, Stored>()
  /** When each customer's recent links were issued. */
  readonly #issued = new Map<string, number[]>()

  constructor(clock: TestClock) {
    this.#clock = clock
  }

  /**
   * A code for `grant`, or undefined when there is no grant (no such customer) or the customer had
   * enough links lately. Both ways make and hash a code, so they take the same time.
   */
  issue(grant: Grant | undefined): string | undefined {
    const now = this.#clock.now()
    const code = randomBytes(32).toString('base64url')
    const hash = hashOf(code)
    if (!grant) return undefined
    // a clock set back forgets the links it had issued ahead
    const recent = (this.#issued.get(grant.customerNo) ?? []).filter((at) => at > now - linkWindowMs && at <= now)
    this.#issued.set(grant.customerNo, recent)
    if (recent.length >= linksPerWindow) return undefined
    recent.push(now)
    forgetExpired(this.#codes, now)
    this.#codes.set(hash, { ...grant, expiresAt: now + codeLifetimeMs })
    return code
  }

  /** A new session for a known, unused, unexpired code, which is then used up; else undefined. */
  redeem(code: string, stayLoggedIn: boolean): Session | undefined {
    const now = this.#clock.now()
    const hash = hashOf(code)
    const stored = this.#codes.get(hash)
    if (!stored || stored.expiresAt <= now) return undefined
    this.#codes.delete(hash)
    const token = randomBytes(32).toString('base64url')
    const expiresAt = now + tokenLifetimeMs[stayLoggedIn ? 'stayLoggedIn' : 'session']
    forgetExpired(this.#tokens, now)
    this.#tokens.set(hashOf(token), { customerNo: stored.customerNo, orderNumber: stored.orderNumber, expiresAt })
    return { token, customerNo: stored.customerNo, orderNumber: stored.orderNumber, expiresAt: new Date(expiresAt).toISOString() }
  }

  /** Ends a token at once (signing out); an unknown one is already ended. */
  revoke(token: string): void {
    this.#tokens.delete(hashOf(token))
  }

  /** The grant of a known, unexpired token; else undefined. */
  grantOf(token: string): Grant | undefined {
    const stored = this.#tokens.get(hashOf(token))
    if (!stored || stored.expiresAt <= this.#clock.now()) return undefined
    return { customerNo: stored.customerNo, orderNumber: stored.orderNumber }
  }
}

function forgetExpired(secrets: Map<string, Stored>, now: number): void {
  for (const [hash, stored] of secrets) if (stored.expiresAt <= now) secrets.delete(hash)
}
