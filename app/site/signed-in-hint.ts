/**
 * Whether this browser holds a client-area session, as the header's "My orders" link reads it: a
 * cookie pages may read, set and deleted with the session's own `HttpOnly` cookie (ADR 018), with
 * the same lifetime. It carries nothing but `1` and unlocks nothing: it only picks the link's label,
 * since every page's HTML is the same for every visitor (it is cached, ADR 024).
 */
export const signedInHintCookie = 'client_signed_in'

/** Whether a `Cookie` header (or `document.cookie`) carries the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${signedInHintCookie}=1`)
}

const listeners = new Set<() => void>()

/** Hears of a sign-in or sign-out in this tab (for `useSyncExternalStore`). */
export function subscribeSignedInHint(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells what shows the hint that this tab just signed in or out, so it reads the cookie again. */
export function signedInHintChanged(): void {
  for (const listener of listeners) listener()
}
