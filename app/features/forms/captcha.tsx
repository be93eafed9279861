/**
 * The ALTCHA widget (docs/decisions/013-forms-captcha-and-outbox.md), rendered in the browser
 * only: its challenge comes from a server function (the site proxies Magnolia, the browser never
 * calls an upstream), its proof of work runs in a worker served by the site, and its states
 * (not verified, verifying, verified, expired, error) read in the visitor's language.
 */
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { getCaptchaChallenge } from './forms.functions.ts'
import type {} from 'altcha/types/react'

const stateChange = z.object({ state: z.string(), payload: z.string().nullish() })

/**
 * Loads the widget, its stylesheet (themed by the site's tokens through the widget's custom
 * properties, app/ui/styles/widgets.css) and its SHA-256 worker, once; a page without a form loads none of them.
 */
const loadWidget = async (): Promise<void> => {
  const [, , worker] = await Promise.all([import('altcha/external'), import('altcha/altcha.css'), import('altcha/workers/sha?worker')])
  globalThis.$altcha.algorithms.set('SHA-256', () => new worker.default())
}

/** The widget's challenge "URL": never fetched over the network, answered by the server function. */
const challengeSource = 'captcha-challenge'

const fetchChallenge = async (): Promise<Response> =>
  new Response(JSON.stringify(await getCaptchaChallenge()), { headers: { 'content-type': 'application/json' } })

const altchaSite = 'https://altcha.org/'

/**
 * Every text the widget shows a visitor in the visitor's language, over its English ones (those left
 * are the audio and image challenges, which the site's challenges never ask for). Its footer is HTML:
 * the link to ALTCHA's site, as the widget writes it, named in the visitor's language.
 */
function widgetTexts(locale: Language): Record<string, string> {
  const linkLabel = m.forms_captcha_link({}, { locale })
  const link = `<a href="${altchaSite}" tabindex="-1" target="_blank" rel="noopener" aria-label="${linkLabel}">ALTCHA</a>`
  return {
    ...globalThis.$altcha.i18n.get('en'),
    label: m.forms_captcha_label({}, { locale }),
    verifying: m.forms_captcha_verifying({}, { locale }),
    verified: m.forms_captcha_verified({}, { locale }),
    verificationRequired: m.forms_captcha_required({}, { locale }),
    error: m.captcha_error({}, { locale }),
    expired: m.captcha_expired({}, { locale }),
    loading: m.forms_captcha_loading({}, { locale }),
    waitAlert: m.forms_captcha_wait({}, { locale }),
    ariaLinkLabel: linkLabel,
    footer: m.forms_captcha_footer({ link }, { locale }),
  }
}

export interface CaptchaHandle {
  /** Back to "not verified" with a fresh challenge (a payload is accepted once). */
  reset(): void
}

interface CaptchaProps {
  locale: Language
  /** The solved payload, or undefined when not (or no longer) verified; `expired` when the solution ran out. */
  onChange: (payload: string | undefined, expired: boolean) => void
  ref?: Ref<CaptchaHandle>
}

export function Captcha({ locale, onChange, ref }: CaptchaProps) {
  const [ready, setReady] = useState(false)
  const widgetRef = useRef<HTMLElementTagNameMap['altcha-widget']>(null)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset() }), [])
  useEffect(() => {
    let active = true
    void loadWidget().then(() => {
      globalThis.$altcha.i18n.set(locale, widgetTexts(locale))
      if (active) setReady(true)
    })
    return () => {
      active = false
    }
  }, [locale])
  useEffect(() => {
    const widget = widgetRef.current
    if (!ready || !widget) return
    let mounted = true
    // the widget (a custom element) sets up its methods a moment after it is connected: an effect run at once,
    // as after a key press, can come first
    void (async () => {
      for (let tries = 0; mounted && typeof widget.configure !== 'function' && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 10))
      if (mounted && typeof widget.configure === 'function') await widget.configure({ challenge: challengeSource, fetch: fetchChallenge })
    })()
    const listener = (event: Event) => {
      const detail = event instanceof CustomEvent ? stateChange.safeParse(event.detail) : undefined
      if (!detail?.success) return
      const { state, payload } = detail.data
      onChangeRef.current(state === 'verified' && payload ? payload : undefined, state === 'expired')
    }
    widget.addEventListener('statechange', listener)
    return () => {
      mounted = false
      widget.removeEventListener('statechange', listener)
    }
  }, [ready])
  return (
    <div className="form-captcha">
      {ready ? (
        <altcha-widget ref={widgetRef} name="altcha" type="checkbox" language={locale} />
      ) : (
        <p className="form-captcha-loading">{m.forms_captcha_label({}, { locale })}</p>
      )}
    </div>
  )
}
