import { useEffect, useRef } from 'react'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { consentPending, loadConsentManager } from '#app/ui/consent/consent-state.ts'
import { CookieSettingsButton } from '#app/ui/consent/cookie-settings-button.tsx'
import { whenIdle } from '#app/ui/when-idle.ts'

/**
 * The consent banner, in the server HTML of the pages that hold something needing consent (so its
 * text paints with the page and the page stays the same for every visitor): hidden by the
 * stylesheet unless the head script marks the document as still asking, and placed in the flow at
 * the page's end, so it covers nothing there and nothing shifts (ADR 031). The consent manager
 * starts once the browser is idle and keeps the choice; a visitor still asked finds the focus on
 * the banner.
 */
export function ConsentBanner({ lang }: { lang: Language }) {
  const banner = useRef<HTMLElement>(null)
  useEffect(() => {
    whenIdle(() => void loadConsentManager().then((consent) => consent.startConsent(lang)))
  }, [lang])
  useEffect(() => {
    // only where focus is nowhere yet: never away from what the visitor already reached
    if (consentPending() && document.activeElement === document.body) banner.current?.focus({ preventScroll: true })
  }, [])
  return (
    <aside ref={banner} tabIndex={-1} className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner-inner">
        <div className="consent-banner-text">
          <h2 id="consent-banner-title">{m.consent_title({}, { locale: lang })}</h2>
          <p>{m.consent_description({}, { locale: lang })}</p>
        </div>
        <div className="consent-banner-actions">
          <button type="button" className="button" onClick={() => void loadConsentManager().then((consent) => consent.chooseConsent(lang, 'all'))}>
            {m.consent_accept_all({}, { locale: lang })}
          </button>
          <button type="button" className="button" onClick={() => void loadConsentManager().then((consent) => consent.chooseConsent(lang, 'necessary'))}>
            {m.consent_reject_all({}, { locale: lang })}
          </button>
          <CookieSettingsButton lang={lang} className="button button-secondary">
            {m.consent_settings({}, { locale: lang })}
          </CookieSettingsButton>
        </div>
      </div>
    </aside>
  )
}
