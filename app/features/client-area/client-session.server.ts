/**
 * The customer's session: the upstream's token and the customer number in one `HttpOnly`,
 * `SameSite=Lax` cookie (`Secure` over https), never in local storage, a URL, a log or the bundle
 * (docs/decisions/018-client-area-session.md). "Stay logged in" keeps it 30 days, otherwise it
 * ends with the browser.
 *
 * A magic link works only in the browser that asked for it (docs/decisions/029-client-area-abuse.md):
 * asking sets a random secret in the `HttpOnly` cookie `client_login` (kept a day), the link
 * carries the secret's hash, and signing in needs both. So nobody can sign a visitor into
 * the attacker's own account with a link the attacker asked for.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { signedInHintCookie } from '#app/site/signed-in-hint.ts'

export interface ClientSession {
  customerNo: string
  token: string
}

const sessionCookie = 'client_session'
const stayLoggedInSeconds = 30 * 24 * 60 * 60
const loginCookie = 'client_login'
/** Longer than a link lives (15 minutes), so an expired link is told as expired, not as opened elsewhere. */
const loginSecretSeconds = 24 * 60 * 60

/** The cookie's value: `{customerNo}.{token}` (the token is base64url, the number digits). */
function readSessionValue(value: string | undefined): ClientSession | null {
  const match = value === undefined ? null : /^(\d{1,20})\.([\w-]{16,512})$/.exec(value)
  return match?.[1] && match[2] ? { customerNo: match[1], token: match[2] } : null
}

export function currentSession(): ClientSession | null {
  return readSessionValue(getCookie(sessionCookie))
}

function secure(): boolean {
  return new URL(getRequest().url).protocol === 'https:'
}

/** Starts the session; beside it the readable hint the header's "My orders" link reads (`app/site/signed-in-hint.ts`), with the same lifetime. */
export function startSession(session: ClientSession, stayLoggedIn: boolean): void {
  const options = { sameSite: 'lax', secure: secure(), path: '/', ...(stayLoggedIn ? { maxAge: stayLoggedInSeconds } : {}) } as const
  setCookie(sessionCookie, `${session.customerNo}.${session.token}`, { ...options, httpOnly: true })
  setCookie(signedInHintCookie, '1', options)
}

export function endSession(): void {
  deleteCookie(sessionCookie, { httpOnly: true, sameSite: 'lax', secure: secure(), path: '/' })
  deleteCookie(signedInHintCookie, { sameSite: 'lax', secure: secure(), path: '/' })
}

function bindingOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}

/** The hash a new link carries: of this browser's login secret, made now or kept (and kept a day more). */
export function loginBinding(): string {
  const kept = getCookie(loginCookie)
  const secret = kept && /^[\w-]{43}$/.test(kept) ? kept : randomBytes(32).toString('base64url')
  setCookie(loginCookie, secret, { httpOnly: true, sameSite: 'lax', secure: secure(), path: '/', maxAge: loginSecretSeconds })
  return bindingOf(secret)
}

/** Whether a link's `binding` is of this browser's login secret. */
export function isLoginBrowser(binding: string): boolean {
  const secret = getCookie(loginCookie)
  if (!secret) return false
  const expected = Buffer.from(bindingOf(secret))
  const given = Buffer.from(binding)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
