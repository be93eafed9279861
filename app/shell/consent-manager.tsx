import { useEffect } from 'react'
import type { Language } from '#app.config.ts'
import { m } from '#app/paraglide/messages.js'
import { whenIdle } from '#app/ui/when-idle.ts'

/**
 * The consent banner, in the server HTML of every page (so its text is painted with the page, not
 * after the script, and the page stays the same for every visitor and cacheable): hidden by the
 * stylesheet unless the head script marks the document as still asking. The consent manager
 * (vanilla-cookieconsent) starts once the browser is idle and keeps the choice; its preferences
 * dialog opens from the banner's settings button.
 */
export function ConsentManager({ lang }: { lang: Language }) {
  useEffect(() => {
    whenIdle(() => void import('#app/ui/consent/consent.ts').then((consent) => consent.startConsent(lang)))
  }, [lang])
  const consent = () => import('#app/ui/consent/consent.ts')
  return (
    <aside className="consent-banner" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title">{m.consent_title({}, { locale: lang })}</h2>
      <p>{m.consent_description({}, { locale: lang })}</p>
      <div className="consent-banner-actions">
        <button type="button" className="button" onClick={() => void consent().then((c) => c.chooseConsent(lang, 'all'))}>
          {m.consent_accept_all({}, { locale: lang })}
        </button>
        <button type="button" className="button" onClick={() => void consent().then((c) => c.chooseConsent(lang, 'necessary'))}>
          {m.consent_reject_all({}, { locale: lang })}
        </button>
        <button type="button" className="button" onClick={() => void consent().then((c) => c.showConsentPreferences(lang))}>
          {m.consent_settings({}, { locale: lang })}
        </button>
      </div>
    </aside>
  )
}
