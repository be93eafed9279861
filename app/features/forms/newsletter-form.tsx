/**
 * The newsletter sign-up (docs/decisions/013-forms-captcha-and-outbox.md): sent with the captcha
 * through the outbox to `POST /.rest/api/contact/request?target=newsletter`; the letters come in
 * the language chosen (the visitor's by default) once the visitor confirms the e-mail Magnolia sends.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useMemo } from 'react'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { submitNewsletter } from './forms.functions.ts'
import { CompanyField, MailFormSection, companyFieldName, languageOptions, useMailForm } from './mail-form.tsx'
import { type NewsletterValues, emptyNewsletter, newsletterSchema } from './newsletter-schema.ts'

export default function NewsletterForm(props: MagnoliaComponentProps) {
  const locale = useSite().address.lang
  const start = useMemo((): NewsletterValues => ({ ...emptyNewsletter, language: locale }), [locale])
  const { form, frame } = useMailForm({ name: 'newsletter', schema: newsletterSchema, start, submit: (data) => submitNewsletter({ data }) })
  return (
    <MailFormSection
      form={form}
      frame={frame}
      props={props}
      className="newsletter-form"
      title={m.newsletter_title}
      intro={m.newsletter_text}
      success={m.newsletter_success}
      frameAs="always-headed"
    >
      <form.AppField name="email">
        {(field) => <field.TextField label={m.field_email({}, { locale })} required type="email" autoComplete="email" />}
      </form.AppField>
      <form.AppField name="name">{(field) => <field.TextField label={m.forms_field_name({}, { locale })} autoComplete="name" />}</form.AppField>
      <CompanyField form={form} fields={companyFieldName} />
      <form.AppField name="language">
        {(field) => <field.SelectField label={m.newsletter_language({}, { locale })} options={languageOptions(locale)} fallback={locale} />}
      </form.AppField>
      <form.AppField name="privacy">{(field) => <field.CheckboxField label={m.forms_field_privacy({}, { locale })} required />}</form.AppField>
    </MailFormSection>
  )
}
