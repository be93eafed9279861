/**
 * The customer contact form (docs/decisions/013-forms-captcha-and-outbox.md): TanStack Form with
 * the schema the server function checks too, errors next to their fields in the visitor's
 * language, focus to the first invalid field, a draft in session storage until the message is
 * sent, and ALTCHA before anything leaves the browser.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useForm, useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { languages } from '#app.config.ts'
import { stringProp } from '#app/cms/content.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { Captcha, type CaptchaHandle } from './captcha.tsx'
import { type ContactFormValues, contactFormSchema, emptyContactForm } from './contact-form-schema.ts'
import { fieldErrorText } from './field-errors.ts'
import { CheckboxField, FieldFrame, errorMessages, focusFirstInvalid } from './form-field.tsx'
import { draftKey, dropDraft, readDraft, saveDraft } from './form-draft.ts'
import { submitContactForm } from './forms.functions.ts'
import { countriesQuery } from './forms-queries.ts'

type Outcome = 'sent' | 'error' | 'captcha' | undefined

export default function CustomerContactForm(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const locale = address.lang
  const id = useId()
  const title = stringProp(props, 'title') ?? m.forms_contact_title({}, { locale })
  const contactEmail = stringProp(props, 'email') ?? 'info@okg.example'
  const countries = useQuery(countriesQuery(locale)).data
  const formRef = useRef<HTMLFormElement>(null)
  const captchaRef = useRef<CaptchaHandle>(null)
  const [altcha, setAltcha] = useState<string>()
  const [outcome, setOutcome] = useState<Outcome>()
  const hydrated = useHydrated()
  const submissionId = useRef<string>(undefined)
  const key = draftKey('contact', `${address.brand}/${address.lang}${address.pagePath}`)

  const form = useForm({
    defaultValues: { ...emptyContactForm, language: locale } satisfies ContactFormValues,
    // errors show from the first press of the button on, and then follow every change
    validators: { onSubmit: contactFormSchema, onChange: contactFormSchema },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      if (!altcha) {
        setOutcome('captcha')
        return
      }
      submissionId.current ??= crypto.randomUUID()
      const result = await submitContactForm({ data: { brand: address.brand, lang: locale, values: value, altcha, id: submissionId.current } }).catch(() => ({ status: 'error' as const }))
      setOutcome(result.status)
      setAltcha(undefined)
      captchaRef.current?.reset()
      if (result.status === 'sent') {
        dropDraft(key)
        submissionId.current = undefined
      }
    },
  })

  useEffect(() => {
    form.reset({ ...form.state.values, ...readDraft(key, emptyContactForm) }, { keepDefaultValues: true })
    return form.store.subscribe(() => saveDraft(key, form.state.values)).unsubscribe
  }, [form, key])

  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const error = (messages: readonly unknown[]) => (attempted ? fieldErrorText(errorMessages(messages), locale) : undefined)

  if (outcome === 'sent') {
    return (
      <section className="contact-form" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p role="status" className="form-success">
          {m.contact_success({}, { locale })}
        </p>
      </section>
    )
  }

  return (
    <section className="contact-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="form-mandatory">{m.forms_mandatory({}, { locale })}</p>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.Field name="name">
          {(field) => (
            <FieldFrame id={`${id}-name`} label={m.forms_field_name({}, { locale })} required error={error(field.state.meta.errors)}>
              {(aria) => <input {...aria} name="name" autoComplete="name" value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />}
            </FieldFrame>
          )}
        </form.Field>
        <form.Field name="company">
          {(field) => (
            <FieldFrame id={`${id}-company`} label={m.forms_field_company({}, { locale })} error={error(field.state.meta.errors)}>
              {(aria) => <input {...aria} name="company" autoComplete="organization" value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />}
            </FieldFrame>
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <FieldFrame id={`${id}-email`} label={m.forms_field_email({}, { locale })} required error={error(field.state.meta.errors)}>
              {(aria) => <input {...aria} type="email" name="email" autoComplete="email" value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />}
            </FieldFrame>
          )}
        </form.Field>
        <form.Field name="phone">
          {(field) => (
            <FieldFrame id={`${id}-phone`} label={m.forms_field_phone({}, { locale })} error={error(field.state.meta.errors)}>
              {(aria) => <input {...aria} type="tel" name="phone" autoComplete="tel" value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />}
            </FieldFrame>
          )}
        </form.Field>
        <form.Field name="callback">
          {(field) => <CheckboxField id={`${id}-callback`} label={m.forms_field_callback({}, { locale })} checked={field.state.value} error={error(field.state.meta.errors)} onChange={field.handleChange} />}
        </form.Field>
        <form.Field name="country">
          {(field) => (
            <FieldFrame id={`${id}-country`} label={m.forms_field_country({}, { locale })} required error={error(field.state.meta.errors)}>
              {(aria) => (
                <select {...aria} name="country" autoComplete="country" value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur}>
                  <option value="">{m.forms_choose({}, { locale })}</option>
                  {countries?.status === 'ok' &&
                    countries.countries.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    ))}
                </select>
              )}
            </FieldFrame>
          )}
        </form.Field>
        <form.Field name="zip">
          {(field) => (
            <FieldFrame id={`${id}-zip`} label={m.forms_field_zip({}, { locale })} required error={error(field.state.meta.errors)}>
              {(aria) => <input {...aria} name="zip" autoComplete="postal-code" value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />}
            </FieldFrame>
          )}
        </form.Field>
        <form.Field name="language">
          {(field) => (
            <FieldFrame id={`${id}-language`} label={m.forms_field_language({}, { locale })} required error={error(field.state.meta.errors)}>
              {(aria) => (
                <select {...aria} name="language" value={field.state.value} onChange={(event) => field.handleChange(languages.find((language) => language === event.currentTarget.value) ?? locale)}>
                  <option value="de">{m.forms_language_de({}, { locale })}</option>
                  <option value="en">{m.forms_language_en({}, { locale })}</option>
                  <option value="zh">{m.forms_language_zh({}, { locale })}</option>
                </select>
              )}
            </FieldFrame>
          )}
        </form.Field>
        <form.Field name="message">
          {(field) => (
            <FieldFrame id={`${id}-message`} label={m.forms_field_message({}, { locale })} required error={error(field.state.meta.errors)}>
              {(aria) => <textarea {...aria} name="message" rows={6} value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />}
            </FieldFrame>
          )}
        </form.Field>
        <form.Field name="privacy">
          {(field) => <CheckboxField id={`${id}-privacy`} label={m.forms_field_privacy({}, { locale })} required checked={field.state.value} error={error(field.state.meta.errors)} onChange={field.handleChange} />}
        </form.Field>
        <Captcha ref={captchaRef} locale={locale} onChange={setAltcha} />
        {outcome === 'captcha' && (
          <p role="alert" className="form-error">
            {m.forms_captcha_required({}, { locale })}
          </p>
        )}
        {outcome === 'error' && (
          <p role="alert" className="form-error">
            {m.contact_error({ email: contactEmail }, { locale })}
          </p>
        )}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <button type="submit" className="button" disabled={!hydrated || submitting}>
              {submitting ? m.forms_sending({}, { locale }) : m.forms_send({}, { locale })}
            </button>
          )}
        </form.Subscribe>
      </form>
    </section>
  )
}
