/**
 * The page a magic link opens. Opening it uses nothing (mail scanners open links before people
 * do): only the "Sign in" button spends the code. The button is a plain form post, with or without
 * script; its server function answers with a redirect to where the customer was going, the order
 * they named, or back here with what went wrong. Once the page runs, the code leaves the address
 * bar (it stays in the form).
 */
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { signIn } from './client-area.functions.ts'
import { LoginForm } from './login-form.tsx'
import { withoutCode } from './sign-in-search.ts'

export function SignIn() {
  const { address, settings } = useSite()
  const locale = address.lang
  const search = useSearch({ from: '/{-$prefix}/{-$lang}/orders/sign-in' })
  const navigate = useNavigate({ from: '/{-$prefix}/{-$lang}/orders/sign-in' })
  const [{ code, login }] = useState({ code: search.code, login: search.login })
  const ordersPath = addressHref({ ...address, pagePath: '/orders' }, settings.productWord)

  // the code leaves the address bar (and so the history and any later referrer) as soon as the page runs
  useEffect(() => {
    if (search.code !== undefined || search.login !== undefined) void navigate({ search: withoutCode, replace: true })
  }, [search.code, search.login, navigate])

  if (code === undefined)
    return <LoginForm notice={search.failed === 'other-browser' ? m.sign_in_other_browser({}, { locale }) : m.sign_in_link_invalid({}, { locale })} />

  return (
    <section className="contact-form sign-in" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{m.sign_in_title({}, { locale })}</h2>
      <p>{m.sign_in_intro({}, { locale })}</p>
      <form method="post" action={signIn.url}>
        <input type="hidden" name="code" value={code} />
        <input type="hidden" name="login" value={login ?? ''} />
        <input type="hidden" name="ordersPath" value={ordersPath} />
        {search.next !== undefined && <input type="hidden" name="next" value={search.next} />}
        {search.stay === 1 && <input type="hidden" name="stay" value="1" />}
        <button type="submit" className="button">
          {m.sign_in_button({}, { locale })}
        </button>
      </form>
      {search.failed === 'error' && (
        <p role="alert" className="form-error">
          {m.client_area_error({}, { locale })}
        </p>
      )}
    </section>
  )
}
