import type { ReactNode } from 'react'
import type { Language } from '#config/languages.ts'
import { loadConsentManager } from './consent-state.ts'

/**
 * A button that opens the cookie settings (the consent manager's dialog). The manager's code loads
 * when the visitor reaches for the button (pointer, touch or keyboard focus), not with the page;
 * the dialog returns focus here when it closes.
 */
export function CookieSettingsButton({ lang, className, children }: { lang: Language; className: string; children: ReactNode }) {
  const preload = () => void loadConsentManager()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      onClick={() => void loadConsentManager().then((consent) => consent.showConsentPreferences(lang))}
    >
      {children}
    </button>
  )
}
