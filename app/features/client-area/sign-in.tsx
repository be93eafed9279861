/**
 * The page a magic link opens. Opening it uses nothing (mail scanners open links before people
 * do): the code is taken off the address bar at once and only the "Sign in" button spends it.
 * Then the customer lands where they were going, or on the order they named.
 */
import { useHydrated, useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { clientAreaKey } from './client-area-queries.ts'
import { type SignInResult, signIn } from './client-area.functions.ts'
import { safeNextPath } from './next-path.ts'
import { orderPagePath } from './client-area-paths.ts'
import { LoginForm } from './login-form.tsx'
import { withoutCode } from './sign-in-search.ts'

export function SignIn() {
  const { address, settings } = useSite()
  const locale = address.lang
  const search = useSearch({ from: '/{-$prefix}/{-$lang}/orders/sign-in' })
  const navigate = useNavigate({ from: '/{-$prefix}/{-$lang}/orders/sign-in' })
  const router = useRouter()
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const [code] = useState(search.code)
  const [state, setState] = useState<'ready' | 'signing-in' | SignInResult['status']>('ready')
  const ordersPath = addressHref({ ...address, pagePath: '/orders' }, settings.productWord)

  // the code leaves the address bar (and so the history and any later referrer) as soon as the page runs
  useEffect(() => {
    if (search.code !== undefined) void navigate({ search: withoutCode, replace: true })
  }, [search.code, navigate])

  if (code === undefined || state === 'invalid') return <LoginForm notice={m.sign_in_link_invalid({}, { locale })} />

  const go = async () => {
    setState('signing-in')
    const result = await signIn({ data: { code, stayLoggedIn: search.stay === 1 } }).catch((): SignInResult => ({ status: 'error' }))
    if (result.status !== 'signed-in') return setState(result.status)
    queryClient.removeQueries({ queryKey: clientAreaKey })
    const order = result.orderNumber ? addressHref({ ...address, pagePath: orderPagePath(result.orderNumber) }, settings.productWord) : undefined
    await router.navigate({ href: order ?? safeNextPath(search.next, ordersPath), replace: true })
  }

  return (
    <section className="contact-form sign-in" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{m.sign_in_title({}, { locale })}</h2>
      <p>{m.sign_in_intro({}, { locale })}</p>
      <button type="button" className="button" disabled={!hydrated || state === 'signing-in'} onClick={() => void go()}>
        {m.sign_in_button({}, { locale })}
      </button>
      {state === 'error' && (
        <p role="alert" className="form-error">
          {m.client_area_error({}, { locale })}
        </p>
      )}
    </section>
  )
}
