import { useEffect } from 'react'
import type { Language } from '#app.config.ts'
import { whenIdle } from '#app/ui/when-idle.ts'

/** Starts the consent manager once the browser is idle (it is an overlay: no layout shift). */
export function ConsentManager({ lang }: { lang: Language }) {
  useEffect(() => {
    whenIdle(() => void import('#app/ui/consent/consent.ts').then((consent) => consent.startConsent(lang)))
  }, [lang])
  return null
}
