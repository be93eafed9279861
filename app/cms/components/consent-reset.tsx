import { useSite } from '#app/site/site-context.tsx'
import { CookieSettingsButton } from '#app/ui/consent/cookie-settings-button.tsx'
import { m } from '#app/paraglide/messages.js'

/** Lets the visitor change or withdraw their cookie choice at any time: the cookie settings. */
export function ConsentReset() {
  const { address } = useSite()
  return (
    <p className="consent-reset">
      <CookieSettingsButton lang={address.lang} className="button">
        {m.consent_reset({}, { locale: address.lang })}
      </CookieSettingsButton>
    </p>
  )
}
