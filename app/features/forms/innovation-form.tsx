/**
 * The innovation form of the new-business unit (docs/decisions/013-forms-captcha-and-outbox.md):
 * sent with the captcha through the outbox to `POST /.rest/api/contact/request?target=innovation`,
 * the contact request with a target like the newsletter's.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { m } from '#app/paraglide/messages.js'
import { submitInnovation } from './forms.functions.ts'
import { emptyInnovation, innovationSchema } from './innovation-schema.ts'
import { MailFormSection, CompanyField, SenderFields, companyFieldName, senderFieldNames, useMailForm } from './mail-form.tsx'

export default function InnovationForm(props: MagnoliaComponentProps) {
  const { form, frame } = useMailForm({ name: 'innovation', schema: innovationSchema, start: emptyInnovation, submit: (data) => submitInnovation({ data }) })
  const { locale } = frame.settings
  return (
    <MailFormSection form={form} frame={frame} props={props} className="innovation-form" title={m.innovation_title} intro={m.innovation_text}>
      <form.AppField name="topic">{(field) => <field.TextField label={m.innovation_topic({}, { locale })} required />}</form.AppField>
      <form.AppField name="description">{(field) => <field.TextField label={m.innovation_description({}, { locale })} required rows={6} />}</form.AppField>
      <SenderFields form={form} fields={senderFieldNames} company={<CompanyField form={form} fields={companyFieldName} />} />
      <form.AppField name="privacy">{(field) => <field.CheckboxField label={m.forms_field_privacy({}, { locale })} required />}</form.AppField>
    </MailFormSection>
  )
}
