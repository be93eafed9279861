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
import { MailFormSection, SenderFields, companyField, privacyField, textField, useMailForm } from './mail-form.tsx'
import { type OfferSampleKind, type OfferSampleValues, emptyOfferSample, offerSampleSchema } from './offer-sample-schema.ts'

const texts = {
  offer: { title: m.offer_title, intro: m.offer_text },
  sample: { title: m.sample_title, intro: m.sample_text },
} as const

function ProductRequestForm({ props, kind }: { props: MagnoliaComponentProps; kind: OfferSampleKind }) {
  const product = stringProp(props, 'product')
  const empty = useMemo(() => emptyOfferSample(kind, product), [kind, product])
  const { form, frame, locale, error } = useMailForm<OfferSampleValues>({ name: kind, schema: offerSampleSchema, empty, submit: (data) => submitOfferSample({ data }) })
  return (
    <MailFormSection frame={frame} props={props} className={`${kind}-form`} title={texts[kind].title} intro={texts[kind].intro}>
      <form.Field name="product">{textField(frame, error, m.offer_sample_product({}, { locale }), { required: true })}</form.Field>
      <form.Field name="quantity">{textField(frame, error, m.offer_sample_quantity({}, { locale }), { required: true })}</form.Field>
      {kind === 'offer' && <form.Field name="desiredDate">{textField(frame, error, m.offer_sample_date({}, { locale }), { type: 'date' })}</form.Field>}
      <form.Field name="application">{textField(frame, error, m.offer_sample_application({}, { locale }), { rows: 3 })}</form.Field>
      <SenderFields bind={(name, child) => <form.Field name={name}>{child}</form.Field>} frame={frame} error={error} company={<form.Field name="company">{companyField(frame, error, true)}</form.Field>} />
      <form.Field name="message">{textField(frame, error, m.forms_field_message({}, { locale }), { rows: 4 })}</form.Field>
      <form.Field name="privacy">{privacyField(frame, error)}</form.Field>
    </MailFormSection>
  )
}

export function OfferForm(props: MagnoliaComponentProps) {
  return <ProductRequestForm props={props} kind="offer" />
}

export function SampleForm(props: MagnoliaComponentProps) {
  return <ProductRequestForm props={props} kind="sample" />
}
