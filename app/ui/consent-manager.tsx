import { useEffect } from 'react'
import type { Language } from '../../app.config.ts'

/** Starts the consent manager once the browser is idle (it is an overlay: no layout shift). */
export function ConsentManager({ lang }: { lang: Language }) {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
    idle(() => void import('../features/consent/consent.ts').then((consent) => consent.startConsent(lang)))
  }, [lang])
  return null
}
