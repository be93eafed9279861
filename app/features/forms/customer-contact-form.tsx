/**
 * The customer contact form (docs/decisions/013-forms-captcha-and-outbox.md): the schema the server
 * function checks too, errors next to their fields in the visitor's language, focus to the first
 * invalid field, a draft in session storage until the message is sent, and ALTCHA before anything
 * leaves the browser. In a contact dialog it is addressed to a contact person and takes the contact
 * finder's question as the sender's country and postcode. While the countries cannot be loaded the
 * country is a text field under the list's retry notice, so the form can still be sent (ADR 055);
 * once the list is there a written country becomes its code, or is chosen again.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { ContactActionsProps } from '#app/cms/contact-person.ts'
import { countriesQuery } from '#app/cms/countries-queries.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { QueryState } from '#app/ui/query-state.tsx'
import { type ContactFormValues, contactFormSchema, emptyContactForm, listedCountry } from './contact-form-schema.ts'
import { submitContactForm } from './forms.functions.ts'
import { CompanyField, MailFormSection, SenderFields, companyFieldName, languageOptions, senderFieldNames, useMailForm } from './mail-form.tsx'

export default function CustomerContactForm(props: MagnoliaComponentProps) {
  return <CustomerContact props={props} />
}

/** Who a message written in a contact dialog is for. */
export type Addressee = ContactActionsProps

/** The form: in a section of its own under the component's title, or, with an `addressee`, in a contact dialog (which has the heading). */
export function CustomerContact({ props, addressee }: { props?: MagnoliaComponentProps; addressee?: Addressee }) {
  const { address } = useSite()
  const locale = address.lang
  const countries = useQuery(countriesQuery(locale))
  const listed = countries.data?.status === 'ok' ? countries.data.countries : undefined
  // the list did not come (an error answer, a failed call): the visitor writes the country
  const written = !listed && (countries.data !== undefined || countries.isError)
  const reference = addressee?.reference
  const start = useMemo(
    (): ContactFormValues => ({
      ...emptyContactForm,
      language: locale,
      // the contact finder's question is the sender's country and postcode
      ...(reference && 'country' in reference ? { country: reference.country, zip: reference.zip } : {}),
    }),
    [locale, reference],
  )
  const { form, frame } = useMailForm({
    name: addressee ? `contact-to:${addressee.person.email}` : 'contact',
    schema: contactFormSchema,
    start,
    submit: (data) => submitContactForm({ data: { ...data, ...(addressee ? { addressee: { contact: addressee.reference, page: address.pagePath } } : {}) } }),
  })
  // a country written while the list was missing (or a draft's, a dialog's) is one of the list's once it is there
  useEffect(() => {
    if (!listed) return
    const value = form.getFieldValue('country')
    const code = listedCountry(value, listed)
    if (code !== value) form.setFieldValue('country', code)
  }, [form, listed])
  const countryOptions = (listed ?? []).map((country) => ({ value: country.code, label: country.name }))
  return (
    <MailFormSection
      form={form}
      frame={frame}
      props={props}
      title={m.forms_contact_title}
      frameAs={addressee ? 'dialog' : 'section'}
      contactEmail={addressee?.person.email}
    >
      <SenderFields form={form} fields={senderFieldNames} company={<CompanyField form={form} fields={companyFieldName} />} />
      <form.AppField name="callback">{(field) => <field.CheckboxField label={m.forms_field_callback({}, { locale })} />}</form.AppField>
      <form.AppField name="country">
        {(field) =>
          written ? (
            <field.TextField label={m.field_country({}, { locale })} required autoComplete="country-name" />
          ) : (
            <field.SelectField
              label={m.field_country({}, { locale })}
              options={countryOptions}
              fallback=""
              unchosen={m.field_choose({}, { locale })}
              autoComplete="country"
            />
          )
        }
      </form.AppField>
      {!listed && <QueryState query={countries} lang={locale} error={<p>{m.forms_contact_countries_error({}, { locale })}</p>} />}
      <form.AppField name="zip">{(field) => <field.TextField label={m.field_zip({}, { locale })} required autoComplete="postal-code" />}</form.AppField>
      <form.AppField name="language">
        {(field) => <field.SelectField label={m.forms_field_language({}, { locale })} options={languageOptions(locale)} fallback={locale} />}
      </form.AppField>
      <form.AppField name="message">{(field) => <field.TextField label={m.forms_field_message({}, { locale })} required rows={6} />}</form.AppField>
      <form.AppField name="privacy">{(field) => <field.CheckboxField label={m.forms_field_privacy({}, { locale })} required />}</form.AppField>
    </MailFormSection>
  )
}
