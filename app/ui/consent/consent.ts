/**
 * The consent manager (vanilla-cookieconsent), loaded when the browser is idle: necessary
 * cookies, and `media` for YouTube videos, which load only after consent.
 */
import * as CookieConsent from 'vanilla-cookieconsent'
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import type { Language } from '#app.config.ts'
import { m } from '#app/paraglide/messages.js'
import { publishConsent, settleConsent } from './consent-state.ts'

function translation(locale: Language) {
  return {
    consentModal: {
      title: m.consent_title({}, { locale }),
      description: m.consent_description({}, { locale }),
      acceptAllBtn: m.consent_accept_all({}, { locale }),
      acceptNecessaryBtn: m.consent_reject_all({}, { locale }),
      showPreferencesBtn: m.consent_settings({}, { locale }),
    },
    preferencesModal: {
      title: m.consent_settings({}, { locale }),
      acceptAllBtn: m.consent_accept_all({}, { locale }),
      acceptNecessaryBtn: m.consent_reject_all({}, { locale }),
      savePreferencesBtn: m.consent_save({}, { locale }),
      closeIconLabel: m.consent_close({}, { locale }),
      sections: [
        { title: m.consent_necessary({}, { locale }), description: m.consent_necessary_text({}, { locale }), linkedCategory: 'necessary' },
        { title: m.consent_media({}, { locale }), description: m.consent_media_text({}, { locale }), linkedCategory: 'media' },
      ],
    },
  }
}

function publish(): void {
  publishConsent({ media: CookieConsent.acceptedCategory('media') })
  if (CookieConsent.validConsent()) settleConsent()
}

let started: Promise<void> | undefined

export function startConsent(lang: Language): Promise<void> {
  started ??= run(lang)
  return started
}

async function run(lang: Language): Promise<void> {
  await CookieConsent.run({
    // the site renders the banner itself (`ConsentManager`); the manager keeps the choice and shows the preferences
    autoShow: false,
    guiOptions: { consentModal: { layout: 'box', position: 'bottom left' } },
    categories: { necessary: { enabled: true, readOnly: true }, media: {} },
    language: { default: lang, translations: { [lang]: translation(lang) } },
    onFirstConsent: publish,
    onConsent: publish,
    onChange: publish,
  })
  publish()
}

/** The visitor's choice from the banner: everything, or only what is necessary. */
export async function chooseConsent(lang: Language, choice: 'all' | 'necessary'): Promise<void> {
  await startConsent(lang)
  CookieConsent.acceptCategory(choice === 'all' ? 'all' : [])
  publish()
}

export async function showConsentPreferences(lang: Language): Promise<void> {
  await startConsent(lang)
  CookieConsent.showPreferences()
}

/** The visitor agreed to external media by pressing play on a video. */
export async function acceptMedia(lang: Language): Promise<void> {
  await startConsent(lang)
  CookieConsent.acceptCategory([...CookieConsent.getUserPreferences().acceptedCategories, 'media'])
  publish()
}
