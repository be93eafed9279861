/**
 * The customer's session: the upstream's token and the customer number in one `HttpOnly`,
 * `SameSite=Lax` cookie (`Secure` over https), never in local storage, a URL, a log or the bundle
 * (docs/decisions/018-client-area-session.md). "Stay logged in" keeps it 30 days, otherwise it
 * ends with the browser.
 */
import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { signedInHintCookie } from '#app/site/signed-in-hint.ts'

export interface ClientSession {
  customerNo: string
  token: string
}

const sessionCookie = 'client_session'
const stayLoggedInSeconds = 30 * 24 * 60 * 60

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
