/**
 * The visitor's consent, shared between the consent manager (loaded on demand) and the components
 * that depend on it; the little every page needs before that code is there (ADR 031).
 */
import { useSyncExternalStore } from 'react'
import * as constants from '#config/constants.ts'

/** What the visitor may consent to, beside what is necessary: `media` for YouTube videos. */
export interface Consent {
  media: boolean
}

export type ConsentCategory = keyof Consent

const nothingConsented: Consent = { media: false }
let consent: Consent = nothingConsented
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
  return useSyncExternalStore(
    subscribe,
    () => consent,
    () => nothingConsented,
  )
}

/** Where the consent manager keeps the visitor's choice: local storage of the page's origin, under this key. */
export const consentStorageKey = constants.storageKeys.consent

/**
 * The head script that marks the document as still asking for consent before the first paint, so
 * a server-rendered banner shows only to a visitor without a choice kept on this origin (none, or
 * one past its `expirationTime`). Crawlers and prerendering services are not asked: they consent
 * to nothing, and no banner belongs in what they index.
 */
export const consentPendingScript = `(function () {
  var choice = null
  try { choice = JSON.parse(localStorage.getItem('${consentStorageKey}') || 'null') } catch (error) {}
  if (!/bot|crawl|spider|slurp|teoma|prerender/i.test(navigator.userAgent) && !(choice && choice.expirationTime > Date.now())) document.documentElement.dataset.consent = 'ask'
})()`

/** The visitor has chosen: the banner goes. */
export function settleConsent(): void {
  delete document.documentElement.dataset.consent
}

/** Whether the visitor is still asked (the head script's mark is there); only in the browser. */
export function consentPending(): boolean {
  return document.documentElement.dataset.consent === 'ask'
}

/** The consent manager's code: loaded on demand, so it stays out of the bundle of every page. */
export function loadConsentManager() {
  return import('./consent.ts')
}
