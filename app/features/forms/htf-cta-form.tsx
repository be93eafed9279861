/**
 * The HTF call-to-action mail under a heat transfer fluid's data (`section#htf-cta`): the visitor
 * asks the application engineers about the fluid on the page. Sent with the captcha through the
 * outbox to `POST /.rest/commands/v2/{product}Htf/sendCtaMail` (docs/contracts.md); the fluid is
 * the page's. Renders nothing on the finder itself (the registry shows it on fluids' pages only).
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { m } from '#app/paraglide/messages.js'
import { detailSegment } from '#app/site/cms-path.ts'
import { useSite } from '#app/site/site-context.tsx'
import { submitHtfCta } from './forms.functions.ts'
import { emptyHtfCta, htfCtaSchema } from './htf-cta-schema.ts'
import { MailFormSection, CompanyField, SenderFields, companyFieldName, senderFieldNames, useMailForm } from './mail-form.tsx'

/** The section's id (a link's target) and what its fields' ids start with. */
const anchor = 'htf-cta'

export default function HtfCtaForm(props: MagnoliaComponentProps) {
  const product = detailSegment(useSite().address.pagePath) ?? ''
  const { form, frame } = useMailForm({
    name: 'htf-cta',
    id: anchor,
    schema: htfCtaSchema,
    start: emptyHtfCta,
    submit: (data) => submitHtfCta({ data: { ...data, product } }),
  })
  const { locale } = frame.settings
  return (
    <MailFormSection
      form={form}
      frame={frame}
      props={props}
      className="htf-cta"
      title={m.forms_htf_cta_title}
      intro={m.forms_htf_cta_text}
      frameAs="always-headed"
      anchor={anchor}
    >
      <SenderFields form={form} fields={senderFieldNames} company={<CompanyField form={form} fields={companyFieldName} required />} />
      <form.AppField name="message">{(field) => <field.TextField label={m.forms_htf_cta_question({}, { locale })} rows={4} />}</form.AppField>
      <form.AppField name="privacy">{(field) => <field.CheckboxField label={m.forms_field_privacy({}, { locale })} required />}</form.AppField>
    </MailFormSection>
  )
}
