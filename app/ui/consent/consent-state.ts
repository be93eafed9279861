/** The visitor's consent, shared between the lazily loaded consent manager and the components that depend on it. */
import { useSyncExternalStore } from 'react'

export interface Consent {
  media: boolean
}

let consent: Consent = { media: false }
const listeners = new Set<() => void>()

export function publishConsent(next: Consent): void {
  consent = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current consent; on the server and before the manager has started, nothing is consented. */
export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, () => consent, () => ({ media: false }))
}

/**
 * The head script that marks the document as still asking for consent before the first paint, so
 * the server-rendered banner shows only to a visitor without the consent manager's cookie
 * (`cc_cookie`). Automated browsers are not asked, as the consent manager hides from bots.
 */
export const consentPendingScript =
  "if (!navigator.webdriver && !/bot|crawl|spider|slurp|teoma/i.test(navigator.userAgent) && !/(?:^|;\\s*)cc_cookie=/.test(document.cookie)) document.documentElement.dataset.consent = 'ask'"

/** The visitor has chosen: the banner goes. */
export function settleConsent(): void {
  delete document.documentElement.dataset.consent
}
