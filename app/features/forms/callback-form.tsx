/**
 * The callback request (docs/decisions/013-forms-captcha-and-outbox.md): sent with the captcha
 * through the outbox as the mail command `callback` (`POST /.rest/commands/v2/mail/mail`). In a
 * contact dialog it is addressed to a contact person.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { callbackSchema, callbackTimes, emptyCallback } from './callback-schema.ts'
import { submitCallback } from './forms.functions.ts'
import type { Addressee } from './customer-contact-form.tsx'
import { CompanyField, MailFormSection, SenderFields, choiceOptions, companyFieldName, senderFieldNames, useMailForm } from './mail-form.tsx'

const timeLabel = { any: m.callback_time_any, morning: m.callback_time_morning, afternoon: m.callback_time_afternoon } as const

export default function CallbackForm(props: MagnoliaComponentProps) {
  return <CallbackRequest props={props} />
}

/** The form: in a section of its own under the component's title, or, with an `addressee`, in a contact dialog (which has the heading). */
export function CallbackRequest({ props, addressee }: { props?: MagnoliaComponentProps; addressee?: Addressee }) {
  const page = useSite().address.pagePath
  const { form, frame } = useMailForm({
    name: addressee ? `callback-from:${addressee.person.email}` : 'callback',
    schema: callbackSchema,
    start: emptyCallback,
    submit: (data) => submitCallback({ data: { ...data, ...(addressee ? { addressee: { contact: addressee.reference, page } } : {}) } }),
  })
  const { locale } = frame.settings
  return (
    <MailFormSection
      form={form}
      frame={frame}
      props={props}
      className="callback-form"
      title={m.callback_title}
      success={m.callback_success}
      frameAs={addressee ? 'dialog' : 'always-headed'}
      contactEmail={addressee?.person.email}
    >
      <SenderFields form={form} fields={senderFieldNames} company={<CompanyField form={form} fields={companyFieldName} />} toCall />
      <form.AppField name="time">
        {(field) => <field.SelectField label={m.callback_time({}, { locale })} options={choiceOptions(callbackTimes, timeLabel, locale)} fallback="any" />}
      </form.AppField>
      <form.AppField name="topic">{(field) => <field.TextField label={m.callback_topic({}, { locale })} rows={3} />}</form.AppField>
      <form.AppField name="privacy">{(field) => <field.CheckboxField label={m.forms_field_privacy({}, { locale })} required />}</form.AppField>
    </MailFormSection>
  )
}
