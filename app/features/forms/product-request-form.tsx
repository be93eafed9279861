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
import { uploadAccept } from '#app/site/uploads.ts'
import { FileField } from '#app/ui/forms/form-field.tsx'
import { submitProductRequest } from './forms.functions.ts'
import { MailFormSection, CompanyField, SenderFields, companyFieldName, senderFieldNames, useMailForm } from './mail-form.tsx'
import { emptyProductRequest, productRequestSchema } from './product-request-schema.ts'

/** The form; `inDialog`, the dialog's heading names it. */
export default function ProductRequestForm(props: MagnoliaComponentProps & { requested?: RequestedProduct; inDialog?: boolean }) {
  const { requested, inDialog = false } = props
  const [file, setFile] = useState<File>()
  const fileRef = useRef<HTMLInputElement>(null)
  const product = requested?.name ?? stringProp(props, 'product') ?? ''
  const start = useMemo(
    () => ({ ...emptyProductRequest, product, grade: requested?.grade ?? '', manufacturer: requested?.manufacturer ?? '', productId: requested?.id ?? '' }),
    [product, requested?.grade, requested?.manufacturer, requested?.id],
  )
  const { form, frame } = useMailForm({
    name: requested ? `product-request:${requested.id}` : 'product-request',
    schema: productRequestSchema,
    start,
    submit: (data) => {
      const body = new FormData()
      body.set('submission', JSON.stringify(data))
      if (file) body.set('file', file)
      return submitProductRequest({ data: body })
    },
  })
  const { id, locale } = frame.settings
  const { outcome } = frame
  const fileError = outcome === 'upload' ? m.forms_error_upload({}, { locale }) : outcome === 'file-type' ? m.forms_error_file_type({}, { locale }) : undefined
  useEffect(() => {
    if (outcome === 'upload' || outcome === 'file-type') fileRef.current?.focus()
  }, [outcome])
  return (
    <MailFormSection
      form={form}
      frame={frame}
      props={props}
      className="product-request-form"
      title={m.product_request_title}
      intro={m.product_request_text}
      frameAs={inDialog ? 'dialog' : 'section'}
    >
      <form.AppField name="product">{(field) => <field.TextField label={m.offer_sample_product({}, { locale })} required />}</form.AppField>
      <form.AppField name="grade">{(field) => <field.TextField label={m.forms_field_grade({}, { locale })} />}</form.AppField>
      <form.AppField name="manufacturer">{(field) => <field.TextField label={m.forms_field_manufacturer({}, { locale })} />}</form.AppField>
      <form.AppField name="message">{(field) => <field.TextField label={m.product_request_question({}, { locale })} required rows={5} />}</form.AppField>
      <FileField
        id={`${id}-file`}
        label={m.forms_field_attachment({}, { locale })}
        accept={uploadAccept}
        error={fileError}
        inputRef={fileRef}
        onChange={setFile}
      />
      <SenderFields form={form} fields={senderFieldNames} company={<CompanyField form={form} fields={companyFieldName} />} />
      <form.AppField name="privacy">{(field) => <field.CheckboxField label={m.forms_field_privacy({}, { locale })} required />}</form.AppField>
    </MailFormSection>
  )
}
