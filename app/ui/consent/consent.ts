/**
 * The consent manager (vanilla-cookieconsent), loaded on demand: when the browser is idle on a
 * page that holds something needing consent, else when the visitor opens the cookie settings.
 * Categories: necessary, and `media` for YouTube videos, which load only after consent. The
 * choice is kept in local storage, per origin (ADR 031).
 */
import * as CookieConsent from 'vanilla-cookieconsent'
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import { type Language, languages } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { consentStorageKey, publishConsent, settleConsent } from './consent-state.ts'

function translation(locale: Language): CookieConsent.Translation {
  return {
    // the site renders its own banner; the library's is never shown
    consentModal: {},
    preferencesModal: {
      title: m.consent_preferences_title({}, { locale }),
      acceptAllBtn: m.consent_accept_all({}, { locale }),
      acceptNecessaryBtn: m.consent_reject_all({}, { locale }),
      savePreferencesBtn: m.consent_save({}, { locale }),
      closeIconLabel: m.consent_close({}, { locale }),
      sections: [
        { description: m.consent_preferences_text({}, { locale }) },
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

/**
 * Focus goes back where the visitor opened the settings; when that went with the banner (the
 * banner's own Settings button, gone once the choice is saved), to the page's main content.
 */
function keepFocus(): void {
  const focused = document.activeElement
  if (!focused || focused === document.body || focused.closest('#cc-main')) focusMainContent()
}

function focusMainContent(): void {
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
}

let started: Promise<void> | undefined

/** Starts the manager once; later calls (another language after an in-app navigation) switch its language. */
export async function startConsent(lang: Language): Promise<void> {
  started ??= CookieConsent.run({
    // the site renders the banner itself (`ConsentBanner`); the manager keeps the choice and shows the settings
    autoShow: false,
    // who is asked is the head script's decision (`consentPendingScript`); the settings open for everyone
    hideFromBots: false,
    cookie: { name: consentStorageKey, useLocalStorage: true },
    guiOptions: { preferencesModal: { layout: 'box' } },
    categories: { necessary: { enabled: true, readOnly: true }, media: {} },
    language: { default: lang, translations: Object.fromEntries(languages.map((locale) => [locale, () => translation(locale)])) },
    onConsent: publish,
    onChange: publish,
    onModalHide: keepFocus,
  }).then(publish)
  await started
  await CookieConsent.setLanguage(lang)
}

/** The visitor's choice from the banner: everything, or only what is necessary. */
export async function chooseConsent(lang: Language, choice: 'all' | 'necessary'): Promise<void> {
  await startConsent(lang)
  CookieConsent.acceptCategory(choice === 'all' ? 'all' : [])
  publish()
  focusMainContent()
}

/** The settings: what the visitor consented to, to change or withdraw. */
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
