/**
 * The login form (spec section 5): e-mail and customer number required, order number optional,
 * "stay logged in". It asks for a magic link that leads back to this very URL; the answer is the
 * same whether or not the customer exists.
 */
import { useForm } from '@tanstack/react-form'
import { useHydrated, useLocation } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import type { Language } from '#app.config.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { CheckboxField, TextField, errorMessages, focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { fieldErrorText } from '#app/ui/forms/field-errors.ts'
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
  const hydrated = useHydrated()
  const next = useLocation({ select: (location) => location.href })
  const [outcome, setOutcome] = useState<{ status: Outcome; email: string }>({ status: 'idle', email: '' })
  const ordersPath = addressHref({ ...address, pagePath: '/orders' }, settings.productWord)

  const form = useForm({
    defaultValues: emptyLogin,
    validators: { onSubmit: loginSchema, onChange: loginSchema },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      const result = await requestLoginLink({ data: { lang: locale, values: value, ordersPath, next } }).catch((): LoginResult => ({ status: 'error' }))
      setOutcome({ status: result.status, email: value.email.trim() })
    },
  })
  const error = (errors: readonly unknown[]) => fieldErrorText(errorMessages(errors), locale)
  const message = outcomeText(outcome.status, outcome.email, locale)

  const text = (name: 'email' | 'customerNo' | 'orderNumber', label: string, required: boolean, props: { type?: 'email'; autoComplete?: string; inputMode?: 'numeric' }) => (
    <form.Field name={name}>{(field) => <TextField field={field} id={`${id}-${name}`} label={label} required={required} error={error(field.state.meta.errors)} {...props} />}</form.Field>
  )

  return (
    <section className="contact-form login-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.login_title({}, { locale })}</h2>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      <p>{m.login_intro({}, { locale })}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <p className="form-mandatory">{m.forms_mandatory({}, { locale })}</p>
        {text('email', m.forms_field_email({}, { locale }), true, { type: 'email', autoComplete: 'email' })}
        {text('customerNo', m.login_customer_number({}, { locale }), true, { inputMode: 'numeric', autoComplete: 'off' })}
        {text('orderNumber', m.login_order_number({}, { locale }), false, { inputMode: 'numeric', autoComplete: 'off' })}
        <form.Field name="stayLoggedIn">
          {(field) => <CheckboxField id={`${id}-stay`} label={m.login_stay({}, { locale })} checked={field.state.value} error={undefined} onChange={field.handleChange} />}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <button type="submit" className="button" disabled={!hydrated || submitting}>
              {m.login_submit({}, { locale })}
            </button>
          )}
        </form.Subscribe>
        <p role="status" className={outcome.status === 'sent' ? 'form-success' : 'form-error'}>
          {message}
        </p>
      </form>
    </section>
  )
}
