/**
 * The product request (docs/decisions/013-forms-captcha-and-outbox.md): a question about a product
 * with an optional attachment, sent as `FormData` to its server function and from the outbox as
 * `multipart/form-data` to `POST /.rest/api/contact/request/product`. The server answers an
 * attachment over 10 MB with 413 and the spec's upload-failure message, another type with 415;
 * both show next to the file field, which takes focus. The attachment is not kept in the draft.
 * A `requested` product (from a product page's dialog, or the form page's `product` param, which
 * the shell resolves) fills the product fields: name, grade, manufacturer and its id.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useEffect, useMemo, useRef, useState } from 'react'
import { stringProp } from '#app/cms/content.ts'
import type { RequestedProduct } from '#app/cms/product-request.ts'
import { m } from '#app/paraglide/messages.js'
import { FieldFrame } from '#app/ui/forms/form-field.tsx'
import { submitProductRequest } from './forms.functions.ts'
import { MailFormSection, SenderFields, companyField, privacyField, textField, useMailForm } from './mail-form.tsx'
import { type ProductRequestValues, emptyProductRequest, productRequestSchema } from './product-request-schema.ts'
import { uploadAccept } from '#app/site/uploads.ts'

export default function ProductRequestForm(props: MagnoliaComponentProps & { requested?: RequestedProduct; inDialog?: boolean }) {
  const { requested, inDialog = false } = props
  const [file, setFile] = useState<File>()
  const fileRef = useRef<HTMLInputElement>(null)
  const product = requested?.name ?? stringProp(props, 'product') ?? ''
  const empty = useMemo(
    () => ({ ...emptyProductRequest, product, grade: requested?.grade ?? '', manufacturer: requested?.manufacturer ?? '', productId: requested?.id ?? '' }),
    [product, requested?.grade, requested?.manufacturer, requested?.id],
  )
  const { form, frame, locale, error } = useMailForm<ProductRequestValues>({
    name: requested ? `product-request:${requested.id}` : 'product-request',
    schema: productRequestSchema,
    empty,
    submit: (data) => {
      const body = new FormData()
      body.set('submission', JSON.stringify(data))
      if (file) body.set('file', file)
      return submitProductRequest({ data: body })
    },
  })
  const { outcome } = frame.submission
  const fileError = outcome === 'upload' ? m.forms_error_upload({}, { locale }) : outcome === 'file-type' ? m.forms_error_file_type({}, { locale }) : undefined
  useEffect(() => {
    if (outcome === 'upload' || outcome === 'file-type') fileRef.current?.focus()
  }, [outcome])
  return (
    <MailFormSection frame={frame} props={props} className="product-request-form" title={m.product_request_title} intro={m.product_request_text} inDialog={inDialog}>
      <form.Field name="product">{textField(frame, error, m.offer_sample_product({}, { locale }), { required: true })}</form.Field>
      <form.Field name="grade">{textField(frame, error, m.forms_field_grade({}, { locale }))}</form.Field>
      <form.Field name="manufacturer">{textField(frame, error, m.forms_field_manufacturer({}, { locale }))}</form.Field>
      <form.Field name="message">{textField(frame, error, m.product_request_question({}, { locale }), { required: true, rows: 5 })}</form.Field>
      <FieldFrame id={`${frame.id}-file`} label={m.forms_field_attachment({}, { locale })} error={fileError}>
        {(aria) => <input {...aria} ref={fileRef} type="file" name="file" accept={uploadAccept} onChange={(event) => setFile(event.currentTarget.files?.[0])} />}
      </FieldFrame>
      <SenderFields bind={(name, child) => <form.Field name={name}>{child}</form.Field>} frame={frame} error={error} company={<form.Field name="company">{companyField(frame, error, false)}</form.Field>} />
      <form.Field name="privacy">{privacyField(frame, error)}</form.Field>
    </MailFormSection>
  )
}
