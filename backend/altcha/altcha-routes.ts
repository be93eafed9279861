/**
 * ALTCHA as Magnolia serves it to the sites (docs/decisions/013-forms-captcha-and-outbox.md):
 * `GET /.rest/altcha/challenge` hands out a proof-of-work challenge signed with the backend's HMAC
 * key, valid for 10 minutes; `POST /.rest/altcha/verify` with `{ altcha }` (the widget's base64
 * payload) answers `{ verified: true }` once per solved challenge: a payload seen before is refused
 * as replayed, so every site instance shares this one replay store. Test control:
 * `POST /__backend/altcha/clock` (`backend/clock.ts`) moves the clock challenges expire by.
 */
import { randomBytes } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { z } from 'zod'
import { TestClock, clockControl } from '../clock.ts'
import { badRequest, parseJson } from '../http.ts'
import { type Route, route } from '../routes.ts'

/** How long a challenge may be solved and submitted. */
const challengeLifetimeSeconds = 600

const verifyBody = z.object({ altcha: z.string().min(1).max(10_000) })

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string().max(40),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(200),
      keySignature: z.string().max(200).optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().max(200).optional(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(200), time: z.number().optional() }),
})

function decodePayload(altcha: string): z.infer<typeof payloadSchema> | undefined {
  const parsed = payloadSchema.safeParse(parseJson(Buffer.from(altcha, 'base64').toString('utf8')))
  return parsed.success ? parsed.data : undefined
}

interface AltchaOptions {
  /** The bearer token of the test controls. */
  controlToken: string
  /** The HMAC key challenges are signed with; default: a random one. */
  hmacKey?: string
  /** Seconds from now a new challenge expires at; default 600 (tests shorten it). */
  lifetime?: () => number
}

export function altchaRoutes(options: AltchaOptions): Route[] {
  const clock = new TestClock()
  const hmacKey = options.hmacKey ?? randomBytes(32).toString('base64url')
  const lifetime = options.lifetime ?? (() => challengeLifetimeSeconds)
  /** Nonces of verified challenges, with the time (s) their challenge expires at; pruned on each verification. */
  const used = new Map<string, number>()
  const forget = (now: number) => {
    for (const [nonce, expiresAt] of used) if (expiresAt < now) used.delete(nonce)
  }
  return [
    route('GET', '/.rest/altcha/challenge', async () => {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        keyPrefix: '000',
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: Math.floor(Date.now() / 1000) + lifetime(),
      })
      return { status: 200, body: challenge }
    }),
    route('POST', '/.rest/altcha/verify', async ({ body }) => {
      const parsed = verifyBody.safeParse(parseJson(await body()))
      if (!parsed.success) return badRequest(parsed.error)
      const payload = decodePayload(parsed.data.altcha)
      if (!payload) return { status: 400, body: { verified: false, reason: 'invalid' } }
      const now = Math.floor(clock.now() / 1000)
      forget(now)
      const { nonce, expiresAt = now + challengeLifetimeSeconds } = payload.challenge.parameters
      if (used.has(nonce)) return { status: 400, body: { verified: false, reason: 'replayed' } }
      // expiry by the backend's clock, which the test control moves; the library checks the wall clock
      if (expiresAt < now) return { status: 400, body: { verified: false, reason: 'expired' } }
      const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: hmacKey })
      if (result.expired) return { status: 400, body: { verified: false, reason: 'expired' } }
      if (!result.verified) return { status: 400, body: { verified: false, reason: 'invalid' } }
      // a second verification of the same challenge between this check and this line cannot happen: no await in between
      if (used.has(nonce)) return { status: 400, body: { verified: false, reason: 'replayed' } }
      used.set(nonce, expiresAt)
      return { status: 200, body: { verified: true } }
    }),
    clockControl('/__backend/altcha/clock', clock, options.controlToken),
  ]
}
