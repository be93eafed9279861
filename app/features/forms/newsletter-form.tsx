/**
 * The newsletter sign-up (docs/decisions/013-forms-captcha-and-outbox.md): sent with the captcha
 * through the outbox to `POST /.rest/api/contact/request?target=newsletter`; the letters come in
 * the language chosen (the visitor's by default) once the visitor confirms the e-mail Magnolia sends.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useForm } from '@tanstack/react-form'
import { useHydrated } from '@tanstack/react-router'
import { useId, useRef } from 'react'
import { stringProp } from '#app/cms/content.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { TextField, focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { draftKey } from './form-draft.ts'
import { submitNewsletter } from './forms.functions.ts'
import { LanguageField, MailFormBody, MailFormEnd, PrivacyField, useFormDraft, useFormFeedback, useMailSubmission } from './mail-form.tsx'
import { type NewsletterValues, emptyNewsletter, newsletterSchema } from './newsletter-schema.ts'

export default function NewsletterForm(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const locale = address.lang
  const id = useId()
  const contactEmail = stringProp(props, 'email') ?? 'info@okg.example'
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const key = draftKey('newsletter', `${address.brand}/${address.lang}${address.pagePath}`)
  const { captchaRef, setAltcha, outcome, send } = useMailSubmission(key)

  const form = useForm({
    defaultValues: { ...emptyNewsletter, language: locale } satisfies NewsletterValues,
    validators: { onSubmit: newsletterSchema, onChange: newsletterSchema },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) => send((altcha, submissionId) => submitNewsletter({ data: { brand: address.brand, lang: locale, values: value, altcha, id: submissionId } })),
  })
  useFormDraft<NewsletterValues>(form, key, emptyNewsletter)

  const { submitting, error } = useFormFeedback(form.store, locale)

  return (
    <section className="contact-form newsletter-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{stringProp(props, 'title') ?? m.newsletter_title({}, { locale })}</h2>
      {outcome === 'sent' ? (
        <p role="status" className="form-success">
          {m.newsletter_success({}, { locale })}
        </p>
      ) : (
        <>
          <p>{m.newsletter_text({}, { locale })}</p>
          <MailFormBody formRef={formRef} locale={locale} onSubmit={() => void form.handleSubmit()}>
            <form.Field name="email">
              {(field) => <TextField field={field} id={`${id}-email`} label={m.forms_field_email({}, { locale })} required type="email" autoComplete="email" error={error(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="name">
              {(field) => <TextField field={field} id={`${id}-name`} label={m.forms_field_name({}, { locale })} autoComplete="name" error={error(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="company">
              {(field) => <TextField field={field} id={`${id}-company`} label={m.forms_field_company({}, { locale })} autoComplete="organization" error={error(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="language">
              {(field) => <LanguageField field={field} id={`${id}-language`} label={m.newsletter_language({}, { locale })} locale={locale} error={error(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="privacy">{(field) => <PrivacyField field={field} id={`${id}-privacy`} locale={locale} error={error(field.state.meta.errors)} />}</form.Field>
            <MailFormEnd captchaRef={captchaRef} onCaptcha={setAltcha} outcome={outcome} locale={locale} contactEmail={contactEmail} enabled={hydrated} submitting={submitting} />
          </MailFormBody>
        </>
      )}
    </section>
  )
}
