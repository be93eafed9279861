/**
 * The reorder and need-help dialogs of an order or a delivery (react-aria's modal dialog: focus
 * kept inside, Escape closes, focus back on the button that opened it), pre-filled with the
 * order and the signed-in customer's company and e-mail. Sent as multipart with an optional file through the site's outbox; what the customer
 * typed stays in the dialog until it is sent.
 */
import { useId, useRef, useState } from 'react'
import type { BrandId } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { useAppForm } from '#app/ui/forms/app-form.tsx'
import { FileField, focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { ModalDialog } from '#app/ui/modal-dialog.tsx'
import { uploadAccept } from '#app/site/uploads.ts'
import type { Order } from './client-area.server.ts'
import { type ClientRequestResult, sendClientRequest } from './client-requests.functions.ts'
import {
  type NeedHelpValues,
  type ReorderValues,
  type Requester,
  needHelpSchema,
  needHelpStart,
  needHelpTopics,
  reorderSchema,
  reorderStart,
} from './client-request-schema.ts'

/** Both dialogs' fields in one form value (each kind's schema reads its own). */
type RequestValues = ReorderValues & NeedHelpValues
type TextKey = { [K in keyof RequestValues]: RequestValues[K] extends string ? K : never }[keyof RequestValues] & string
type CheckKey = 'phoneRecall' | 'moreProducts'

export type ClientRequestKind = 'reorder' | 'need-help'

interface DialogProps {
  kind: ClientRequestKind
  brand: BrandId
  locale: Language
  order: Order
  requester: Requester
  deliveryNumber: string | undefined
  onClose: () => void
}

const topicLabel = {
  delivery: m.need_help_topic_delivery,
  documents: m.need_help_topic_documents,
  quality: m.need_help_topic_quality,
  invoice: m.need_help_topic_invoice,
  other: m.need_help_topic_other,
} as const

function resultText(result: ClientRequestResult['status'], locale: Language): string {
  if (result === 'sent') return m.client_area_success({}, { locale })
  if (result === 'upload') return m.upload_failed({}, { locale })
  if (result === 'file-type') return m.client_request_file_type({}, { locale })
  if (result === 'rate-limited') return m.send_rate_limited({}, { locale })
  return m.client_area_error({}, { locale })
}

export default function ClientRequestDialog({ kind, brand, locale, order, requester, deliveryNumber, onClose }: DialogProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const [result, setResult] = useState<ClientRequestResult['status'] | undefined>(undefined)
  const [submissionId] = useState(() => crypto.randomUUID())
  const schema = kind === 'reorder' ? reorderSchema(brand) : needHelpSchema
  // each kind's schema reads its own fields of the shared value; its issues' codes go to their fields
  const validate = ({ value }: { value: RequestValues }) => {
    const result = schema.safeParse(value)
    return result.success ? undefined : { fields: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])) }
  }
  const title =
    kind === 'reorder' ? m.reorder_title({ orderNumber: order.orderNumber }, { locale }) : m.need_help_title({ orderNumber: order.orderNumber }, { locale })

  const form = useAppForm({
    defaultValues: {
      ...reorderStart(order.materialName, String(order.amount), requester),
      ...needHelpStart(requester),
    } satisfies RequestValues as RequestValues,
    validators: { onSubmit: validate, onChange: validate },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      const data = new FormData()
      data.set(
        'submission',
        JSON.stringify({ kind, brand, lang: locale, orderNumber: order.orderNumber, deliveryNumber: deliveryNumber ?? null, id: submissionId, values: value }),
      )
      const file = fileRef.current?.files?.[0]
      if (file) data.set('file', file)
      const answer = await sendClientRequest({ data }).catch((): ClientRequestResult => ({ status: 'error' }))
      setResult(answer.status)
    },
  })
  const text = (name: Exclude<TextKey, 'topic'>, label: string, required: boolean, rows?: number) => (
    <form.AppField name={name}>{(field) => <field.TextField label={label} required={required} {...(rows ? { rows } : {})} />}</form.AppField>
  )
  const check = (name: CheckKey, label: string) => <form.AppField name={name}>{(field) => <field.CheckboxField label={label} />}</form.AppField>
  const mocom = brand === 'mocom'

  return (
    <ModalDialog title={title} className="client-request-dialog" onClose={onClose}>
      {deliveryNumber && <p>{m.delivery_heading({ deliveryNumber }, { locale })}</p>}
      {result === 'sent' ? (
        <p role="status" className="form-success">
          {resultText(result, locale)}
        </p>
      ) : (
        <form.AppForm>
          <form.FormElement settings={{ id, locale, errors: 'always' }} formRef={formRef}>
            <p className="form-mandatory">{m.field_mandatory({}, { locale })}</p>
            {kind === 'reorder' ? (
              <>
                {text('company', m.field_company({}, { locale }), true)}
                {text('email', m.field_email({}, { locale }), true)}
                {text('product', m.reorder_product({}, { locale }), true)}
                {text('volume', m.reorder_volume({}, { locale }), true)}
                {text('color', m.reorder_color({}, { locale }), false)}
                {text('application', m.reorder_application({}, { locale }), mocom, 3)}
                {text('technicalRequirements', m.reorder_requirements({}, { locale }), mocom, 3)}
                {check('moreProducts', m.reorder_more_products({}, { locale }))}
                {text('notes', m.reorder_notes({}, { locale }), false, 3)}
              </>
            ) : (
              <>
                <form.AppField name="topic">
                  {(field) => (
                    <field.SelectField
                      label={m.need_help_topic({}, { locale })}
                      options={needHelpTopics.map((topic) => ({ value: topic, label: topicLabel[topic]({}, { locale }) }))}
                      fallback="other"
                    />
                  )}
                </form.AppField>
                {text('message', m.need_help_message({}, { locale }), true, 5)}
                {text('email', m.field_email({}, { locale }), true)}
              </>
            )}
            {check('phoneRecall', m.client_request_phone_recall({}, { locale }))}
            {text('phone', m.field_phone({}, { locale }), false)}
            <FileField id={`${id}-file`} label={m.client_request_file({}, { locale })} accept={uploadAccept} error={undefined} inputRef={fileRef} />
            {result && (
              <p role="alert" className="form-error">
                {resultText(result, locale)}
              </p>
            )}
            <div className="dialog-actions">
              <form.SubmitButton label={m.client_request_send({}, { locale })} />
              <button type="button" className="button button-quiet" onClick={onClose}>
                {m.client_request_cancel({}, { locale })}
              </button>
            </div>
          </form.FormElement>
        </form.AppForm>
      )}
      {result === 'sent' && (
        <button type="button" className="button" onClick={onClose} autoFocus>
          {m.client_request_close({}, { locale })}
        </button>
      )}
    </ModalDialog>
  )
}
