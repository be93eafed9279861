/**
 * The login form (spec section 5): e-mail and customer number required, order number optional,
 * "stay logged in". It asks for a magic link that leads back to this very URL; the answer is the
 * same whether or not the customer exists.
 */
import { useLocation } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { useAppForm } from '#app/ui/forms/app-form.tsx'
import { focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { type LoginResult, requestLoginLink } from './client-area.functions.ts'
import { emptyLogin, loginSchema } from './login-schema.ts'

type Outcome = LoginResult['status'] | 'idle'

function outcomeText(outcome: Outcome, email: string, locale: Language): string | undefined {
  if (outcome === 'sent') return m.login_link_sent({ email }, { locale })
  if (outcome === 'rate-limited') return m.login_rate_limited({}, { locale })
  if (outcome === 'error') return m.client_area_error({}, { locale })
  return undefined
}

export function LoginForm({ notice }: { notice?: string | undefined }) {
  const { address, settings } = useSite()
  const locale = address.lang
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const next = useLocation({ select: (location) => location.href })
  const [outcome, setOutcome] = useState<{ status: Outcome; email: string }>({ status: 'idle', email: '' })
  const ordersPath = addressHref({ ...address, pagePath: '/orders' }, settings.productWord)

  const form = useAppForm({
    defaultValues: emptyLogin,
    validators: { onSubmit: loginSchema, onChange: loginSchema },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      const result = await requestLoginLink({ data: { lang: locale, values: value, ordersPath, next } }).catch((): LoginResult => ({ status: 'error' }))
      setOutcome({ status: result.status, email: value.email.trim() })
    },
  })
  const message = outcomeText(outcome.status, outcome.email, locale)

  return (
    <section className="contact-form login-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.login_title({}, { locale })}</h2>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      <p>{m.login_intro({}, { locale })}</p>
      <form.AppForm>
        <form.FormElement settings={{ id, locale, errors: 'always' }} formRef={formRef}>
          <p className="form-mandatory">{m.field_mandatory({}, { locale })}</p>
          <form.AppField name="email">
            {(field) => <field.TextField label={m.field_email({}, { locale })} required type="email" autoComplete="email" />}
          </form.AppField>
          <form.AppField name="customerNo">
            {(field) => <field.TextField label={m.login_customer_number({}, { locale })} required inputMode="numeric" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="orderNumber">
            {(field) => <field.TextField label={m.login_order_number({}, { locale })} inputMode="numeric" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="stayLoggedIn">{(field) => <field.CheckboxField label={m.login_stay({}, { locale })} />}</form.AppField>
          <form.SubmitButton label={m.login_submit({}, { locale })} />
          <p role="status" className={outcome.status === 'sent' ? 'form-success' : 'form-error'}>
            {message}
          </p>
        </form.FormElement>
      </form.AppForm>
    </section>
  )
}
