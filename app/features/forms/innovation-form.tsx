/**
 * The innovation form of the new-business unit (docs/decisions/013-forms-captcha-and-outbox.md):
 * sent with the captcha through the outbox to `POST /.rest/api/contact/request?target=innovation`,
 * the contact request with a target like the newsletter's.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { m } from '#app/paraglide/messages.js'
import { submitInnovation } from './forms.functions.ts'
import { type InnovationValues, emptyInnovation, innovationSchema } from './innovation-schema.ts'
import { MailFormSection, SenderFields, companyField, privacyField, textField, useMailForm } from './mail-form.tsx'

export default function InnovationForm(props: MagnoliaComponentProps) {
  const { form, frame, locale, error } = useMailForm<InnovationValues>({ name: 'innovation', schema: innovationSchema, empty: emptyInnovation, submit: (data) => submitInnovation({ data }) })
  return (
    <MailFormSection frame={frame} props={props} className="innovation-form" title={m.innovation_title} intro={m.innovation_text}>
      <form.Field name="topic">{textField(frame, error, m.innovation_topic({}, { locale }), { required: true })}</form.Field>
      <form.Field name="description">{textField(frame, error, m.innovation_description({}, { locale }), { required: true, rows: 6 })}</form.Field>
      <SenderFields bind={(name, child) => <form.Field name={name}>{child}</form.Field>} frame={frame} error={error} company={<form.Field name="company">{companyField(frame, error, false)}</form.Field>} />
      <form.Field name="privacy">{privacyField(frame, error)}</form.Field>
    </MailFormSection>
  )
}
