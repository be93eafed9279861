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
