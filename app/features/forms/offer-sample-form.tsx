/**
 * The offer and the sample request of albis's product world
 * (docs/decisions/013-forms-captcha-and-outbox.md): sent with the captcha through the outbox as the
 * mail command `offer` or `sample` (`POST /.rest/commands/v2/mail/mail`). The product is prefilled
 * with the component's `product` property where an editor set one (a form placed on a product's
 * page), and the visitor may change it.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useMemo } from 'react'
import { stringProp } from '#app/cms/content.ts'
import { m } from '#app/paraglide/messages.js'
import { submitOfferSample } from './forms.functions.ts'
import { MailFormSection, CompanyField, SenderFields, companyFieldName, senderFieldNames, useMailForm } from './mail-form.tsx'
import { type OfferSampleKind, emptyOfferSample, offerSampleSchema } from './offer-sample-schema.ts'

const texts = {
  offer: { title: m.offer_title, intro: m.offer_text },
  sample: { title: m.sample_title, intro: m.sample_text },
} as const

function ProductRequestForm({ props, kind }: { props: MagnoliaComponentProps; kind: OfferSampleKind }) {
  const product = stringProp(props, 'product')
  const start = useMemo(() => emptyOfferSample(kind, product), [kind, product])
  const { form, frame } = useMailForm({ name: kind, schema: offerSampleSchema, start, submit: (data) => submitOfferSample({ data }) })
  const { locale } = frame.settings
  return (
    <MailFormSection form={form} frame={frame} props={props} className={`${kind}-form`} title={texts[kind].title} intro={texts[kind].intro}>
      <form.AppField name="product">{(field) => <field.TextField label={m.offer_sample_product({}, { locale })} required />}</form.AppField>
      <form.AppField name="quantity">{(field) => <field.TextField label={m.offer_sample_quantity({}, { locale })} required />}</form.AppField>
      {kind === 'offer' && (
        <form.AppField name="desiredDate">{(field) => <field.TextField label={m.offer_sample_date({}, { locale })} type="date" />}</form.AppField>
      )}
      <form.AppField name="application">{(field) => <field.TextField label={m.offer_sample_application({}, { locale })} rows={3} />}</form.AppField>
      <SenderFields form={form} fields={senderFieldNames} company={<CompanyField form={form} fields={companyFieldName} required />} />
      <form.AppField name="message">{(field) => <field.TextField label={m.forms_field_message({}, { locale })} rows={4} />}</form.AppField>
      <form.AppField name="privacy">{(field) => <field.CheckboxField label={m.forms_field_privacy({}, { locale })} required />}</form.AppField>
    </MailFormSection>
  )
}

export function OfferForm(props: MagnoliaComponentProps) {
  return <ProductRequestForm props={props} kind="offer" />
}

export function SampleForm(props: MagnoliaComponentProps) {
  return <ProductRequestForm props={props} kind="sample" />
}
