/**
 * The customer contact form (docs/decisions/013-forms-captcha-and-outbox.md): TanStack Form with
 * the schema the server function checks too, errors next to their fields in the visitor's
 * language, focus to the first invalid field, a draft in session storage until the message is
 * sent, and ALTCHA before anything leaves the browser. In a contact dialog it is addressed to a
 * contact person and takes the contact finder's question as the sender's country and postcode.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useForm } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { type ReactNode, useId, useRef } from 'react'
import type { ContactActionsProps } from '#app/cms/contact-person.ts'
import { stringProp } from '#app/cms/content.ts'
import { useSectionTitle } from '#app/cms/page-context.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { type ContactFormValues, contactFormSchema, emptyContactForm } from './contact-form-schema.ts'
import { CheckboxField, FieldFrame, TextField, focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { draftKey } from './form-draft.ts'
import { submitContactForm } from './forms.functions.ts'
import { countriesQuery } from './forms-queries.ts'
import { LanguageField, MailFormBody, MailFormEnd, PrivacyField, useFormDraft, useFormFeedback, useMailSubmission } from './mail-form.tsx'

export default function CustomerContactForm(props: MagnoliaComponentProps) {
  const locale = useSite().address.lang
  return <CustomerContact title={stringProp(props, 'title') ?? m.forms_contact_title({}, { locale })} contactEmail={stringProp(props, 'email') ?? 'info@okg.example'} />
}

/** Who a message written in a contact dialog is for. */
export type Addressee = ContactActionsProps

/**
 * The form: in a section of its own under `title`, or, with an `addressee`, in a contact dialog
 * (which has the heading). `contactEmail` is where the error message sends a visitor instead.
 */
export function CustomerContact({ title, contactEmail, addressee }: { title?: string; contactEmail: string; addressee?: Addressee }) {
  const { address } = useSite()
  const locale = address.lang
  const id = useId()
  const countries = useQuery(countriesQuery(locale)).data
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const key = draftKey(addressee ? `contact-to:${addressee.person.email}` : 'contact', `${address.brand}/${address.lang}${address.pagePath}`)
  const { captchaRef, setAltcha, outcome, send } = useMailSubmission(key)

  const form = useForm({
    defaultValues: {
      ...emptyContactForm,
      language: locale,
      // the contact finder's question is the sender's country and postcode
      ...(addressee && 'country' in addressee.reference ? { country: addressee.reference.country, zip: addressee.reference.zip } : {}),
    } satisfies ContactFormValues,
    // errors show from the first press of the button on, and then follow every change
    validators: { onSubmit: contactFormSchema, onChange: contactFormSchema },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) =>
      send((altcha, submissionId) =>
        submitContactForm({
          data: {
            brand: address.brand,
            lang: locale,
            values: value,
            altcha,
            id: submissionId,
            ...(addressee ? { addressee: { contact: addressee.reference, page: address.pagePath } } : {}),
          },
        }),
      ),
  })
  useFormDraft<ContactFormValues>(form, key, emptyContactForm)

  const { submitting, error } = useFormFeedback(form.store, locale)

  // in a dialog, the dialog's heading names the form; on a page of its own the page's h1 may say it already
  const heading = useSectionTitle(title)
  const frame = (content: ReactNode) =>
    addressee ? (
      content
    ) : (
      <section className="contact-form" {...(heading ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': title })}>
        {heading && <h2 id={`${id}-title`}>{heading}</h2>}
        {content}
      </section>
    )

  if (outcome === 'sent') {
    return frame(
      <p role="status" className="form-success">
        {m.contact_success({}, { locale })}
      </p>,
    )
  }

  return frame(
    <>
      <MailFormBody formRef={formRef} locale={locale} onSubmit={() => void form.handleSubmit()}>
        <form.Field name="name">
          {(field) => <TextField field={field} id={`${id}-name`} label={m.forms_field_name({}, { locale })} required autoComplete="name" error={error(field.state.meta.errors)} />}
        </form.Field>
        <form.Field name="company">
          {(field) => <TextField field={field} id={`${id}-company`} label={m.forms_field_company({}, { locale })} autoComplete="organization" error={error(field.state.meta.errors)} />}
        </form.Field>
        <form.Field name="email">
          {(field) => <TextField field={field} id={`${id}-email`} label={m.forms_field_email({}, { locale })} required type="email" autoComplete="email" error={error(field.state.meta.errors)} />}
        </form.Field>
        <form.Field name="phone">
          {(field) => <TextField field={field} id={`${id}-phone`} label={m.forms_field_phone({}, { locale })} type="tel" autoComplete="tel" error={error(field.state.meta.errors)} />}
        </form.Field>
        <form.Field name="callback">
          {(field) => (
            <CheckboxField id={`${id}-callback`} label={m.forms_field_callback({}, { locale })} checked={field.state.value} error={error(field.state.meta.errors)} onChange={field.handleChange} />
          )}
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
          {(field) => <TextField field={field} id={`${id}-zip`} label={m.forms_field_zip({}, { locale })} required autoComplete="postal-code" error={error(field.state.meta.errors)} />}
        </form.Field>
        <form.Field name="language">
          {(field) => <LanguageField field={field} id={`${id}-language`} label={m.forms_field_language({}, { locale })} locale={locale} error={error(field.state.meta.errors)} />}
        </form.Field>
        <form.Field name="message">
          {(field) => <TextField field={field} id={`${id}-message`} label={m.forms_field_message({}, { locale })} required rows={6} error={error(field.state.meta.errors)} />}
        </form.Field>
        <form.Field name="privacy">{(field) => <PrivacyField field={field} id={`${id}-privacy`} locale={locale} error={error(field.state.meta.errors)} />}</form.Field>
        <MailFormEnd captchaRef={captchaRef} onCaptcha={setAltcha} outcome={outcome} locale={locale} contactEmail={contactEmail} enabled={hydrated} submitting={submitting} />
      </MailFormBody>
    </>,
  )
}
