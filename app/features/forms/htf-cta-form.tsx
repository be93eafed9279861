/**
 * The HTF call-to-action mail under a heat transfer fluid's data (`section#htf-cta`): the visitor
 * asks the application engineers about the fluid on the page. Sent with the captcha through the
 * outbox to `POST /.rest/commands/v2/{product}Htf/sendCtaMail` (docs/contracts.md); the fluid is
 * the page's. Renders nothing on the finder itself (the registry shows it on fluids' pages only).
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useForm } from '@tanstack/react-form'
import { useHydrated } from '@tanstack/react-router'
import { useRef } from 'react'
import { stringProp } from '#app/cms/content.ts'
import { m } from '#app/paraglide/messages.js'
import { detailSegment } from '#app/site/cms-path.ts'
import { useSite } from '#app/site/site-context.tsx'
import { TextField, focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { draftKey } from './form-draft.ts'
import { submitHtfCta } from './forms.functions.ts'
import { type HtfCtaValues, emptyHtfCta, htfCtaSchema } from './htf-cta-schema.ts'
import { MailFormBody, MailFormEnd, PrivacyField, useFormDraft, useFormFeedback, useMailSubmission } from './mail-form.tsx'

export default function HtfCtaForm(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const locale = address.lang
  const product = detailSegment(address.pagePath) ?? ''
  const contactEmail = stringProp(props, 'email') ?? 'htf@okg.example'
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const key = draftKey('htf-cta', `${address.brand}/${address.lang}${address.pagePath}`)
  const { captchaRef, setAltcha, outcome, send } = useMailSubmission(key)

  const form = useForm({
    defaultValues: emptyHtfCta,
    validators: { onSubmit: htfCtaSchema, onChange: htfCtaSchema },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) =>
      send((altcha, id) =>
        submitHtfCta({
          data: {
            brand: address.brand,
            lang: locale,
            values: value,
            altcha,
            id,
            product,
          },
        }),
      ),
  })
  useFormDraft<HtfCtaValues>(form, key, emptyHtfCta)

  const { submitting, error } = useFormFeedback(form.store, locale)

  return (
    <section id="htf-cta" className="htf-cta contact-form" aria-labelledby="htf-cta-title">
      <h2 id="htf-cta-title">{stringProp(props, 'title') ?? m.htf_cta_title({}, { locale })}</h2>
      {outcome === 'sent' ? (
        <p role="status" className="form-success">
          {m.contact_success({}, { locale })}
        </p>
      ) : (
        <>
          <p>{m.htf_cta_text({}, { locale })}</p>
          <MailFormBody formRef={formRef} locale={locale} onSubmit={() => void form.handleSubmit()}>
            <form.Field name="name">
              {(field) => <TextField field={field} id="htf-cta-name" label={m.forms_field_name({}, { locale })} required autoComplete="name" error={error(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="company">
              {(field) => <TextField field={field} id="htf-cta-company" label={m.forms_field_company({}, { locale })} required autoComplete="organization" error={error(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="email">
              {(field) => <TextField field={field} id="htf-cta-email" label={m.forms_field_email({}, { locale })} required type="email" autoComplete="email" error={error(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="phone">
              {(field) => <TextField field={field} id="htf-cta-phone" label={m.forms_field_phone({}, { locale })} type="tel" autoComplete="tel" error={error(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="message">
              {(field) => <TextField field={field} id="htf-cta-message" label={m.htf_cta_question({}, { locale })} rows={4} error={error(field.state.meta.errors)} />}
            </form.Field>
            <form.Field name="privacy">{(field) => <PrivacyField field={field} id="htf-cta-privacy" locale={locale} error={error(field.state.meta.errors)} />}</form.Field>
            <MailFormEnd captchaRef={captchaRef} onCaptcha={setAltcha} outcome={outcome} locale={locale} contactEmail={contactEmail} enabled={hydrated} submitting={submitting} />
          </MailFormBody>
        </>
      )}
    </section>
  )
}
