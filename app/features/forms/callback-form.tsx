/**
 * The callback request (docs/decisions/013-forms-captcha-and-outbox.md): sent with the captcha
 * through the outbox as the mail command `callback` (`POST /.rest/commands/v2/mail/mail`). In a
 * contact dialog it is addressed to a contact person.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useForm } from '@tanstack/react-form'
import { useHydrated } from '@tanstack/react-router'
import { useId, useRef } from 'react'
import { stringProp } from '#app/cms/content.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { type CallbackValues, callbackSchema, callbackTimes, emptyCallback } from './callback-schema.ts'
import { TextField, focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { draftKey } from './form-draft.ts'
import { submitCallback } from './forms.functions.ts'
import type { Addressee } from './customer-contact-form.tsx'
import { ChoiceField, MailFormBody, MailFormEnd, PrivacyField, useFormDraft, useFormFeedback, useMailSubmission } from './mail-form.tsx'

const timeLabel = { any: m.callback_time_any, morning: m.callback_time_morning, afternoon: m.callback_time_afternoon } as const

export default function CallbackForm(props: MagnoliaComponentProps) {
  const locale = useSite().address.lang
  return <CallbackRequest title={stringProp(props, 'title') ?? m.callback_title({}, { locale })} contactEmail={stringProp(props, 'email') ?? 'info@okg.example'} />
}

/** The form: in a section of its own under `title`, or, with an `addressee`, in a contact dialog (which has the heading). */
export function CallbackRequest({ title, contactEmail, addressee }: { title?: string; contactEmail: string; addressee?: Addressee }) {
  const { address } = useSite()
  const locale = address.lang
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const key = draftKey(addressee ? `callback-from:${addressee.person.email}` : 'callback', `${address.brand}/${address.lang}${address.pagePath}`)
  const { captchaRef, setAltcha, outcome, send } = useMailSubmission(key)

  const form = useForm({
    defaultValues: emptyCallback,
    validators: { onSubmit: callbackSchema, onChange: callbackSchema },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) => send((altcha, submissionId) => submitCallback({ data: { brand: address.brand, lang: locale, values: value, altcha, id: submissionId, ...(addressee ? { addressee: { contact: addressee.reference, page: address.pagePath } } : {}) } })),
  })
  useFormDraft<CallbackValues>(form, key, emptyCallback)

  const { submitting, error } = useFormFeedback(form.store, locale)

  const content = (
    <>
      {outcome === 'sent' ? (
        <p role="status" className="form-success">
          {m.callback_success({}, { locale })}
        </p>
      ) : (
        <MailFormBody formRef={formRef} locale={locale} onSubmit={() => void form.handleSubmit()}>
          <form.Field name="name">
            {(field) => <TextField field={field} id={`${id}-name`} label={m.forms_field_name({}, { locale })} required autoComplete="name" error={error(field.state.meta.errors)} />}
          </form.Field>
          <form.Field name="company">
            {(field) => <TextField field={field} id={`${id}-company`} label={m.forms_field_company({}, { locale })} autoComplete="organization" error={error(field.state.meta.errors)} />}
          </form.Field>
          <form.Field name="phone">
            {(field) => <TextField field={field} id={`${id}-phone`} label={m.forms_field_phone({}, { locale })} required type="tel" autoComplete="tel" error={error(field.state.meta.errors)} />}
          </form.Field>
          <form.Field name="email">
            {(field) => <TextField field={field} id={`${id}-email`} label={m.forms_field_email({}, { locale })} required type="email" autoComplete="email" error={error(field.state.meta.errors)} />}
          </form.Field>
          <form.Field name="time">
            {(field) => <ChoiceField<CallbackValues['time']> field={field} id={id} label={m.callback_time({}, { locale })} locale={locale} error={error} choices={callbackTimes} labels={timeLabel} fallback="any" />}
          </form.Field>
          <form.Field name="topic">{(field) => <TextField field={field} id={`${id}-topic`} label={m.callback_topic({}, { locale })} rows={3} error={error(field.state.meta.errors)} />}</form.Field>
          <form.Field name="privacy">{(field) => <PrivacyField field={field} id={`${id}-privacy`} locale={locale} error={error(field.state.meta.errors)} />}</form.Field>
          <MailFormEnd captchaRef={captchaRef} onCaptcha={setAltcha} outcome={outcome} locale={locale} contactEmail={contactEmail} enabled={hydrated} submitting={submitting} />
        </MailFormBody>
      )}
    </>
  )
  // in a dialog, the dialog's heading names the form
  return addressee ? (
    content
  ) : (
    <section className="contact-form callback-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {content}
    </section>
  )
}
