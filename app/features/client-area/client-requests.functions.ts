/**
 * A signed-in customer's reorder and need-help requests (spec section 7: `POST
 * /.rest/api/contact/reorder-product` and `/need-help`, multipart). The session proves who sends
 * (no captcha), within the limit per address every form has; the order must be the customer's
 * own; the file is checked (413, 415) before anything is stored; the request goes through the
 * site's outbox, once (413 with the upload message when the outbox's upload quota is full).
 */
import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import { brandIds, cmsSiteOf } from '#config/brands.ts'
import { languages } from '#config/languages.ts'
import { input } from '#app/server/input.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { queueSubmission } from '#app/server/submissions.server.ts'
import { checkFormSubmission } from '#app/server/rate-limit.server.ts'
import { setStatus } from '#app/site/response-status.server.ts'
import { UpstreamError } from '#app/server/upstream.server.ts'
import { readUpload, uploadRefusals } from '#app/site/uploads.ts'
import { fetchOrderDetail } from './client-area.server.ts'
import { currentSession } from './client-session.server.ts'
import { needHelpSchema, reorderSchema } from './client-request-schema.ts'

export type ClientRequestResult =
  { status: 'sent' } | { status: 'signed-out' } | { status: 'upload' } | { status: 'file-type' } | { status: 'rate-limited' } | { status: 'error' }

function jsonOf(value: FormDataEntryValue | null): unknown {
  try {
    return JSON.parse(typeof value === 'string' ? value : '')
  } catch {
    return undefined
  }
}

const submission = z.object({
  kind: z.enum(['reorder', 'need-help']),
  brand: z.enum(brandIds),
  lang: z.enum(languages),
  orderNumber: z.string().regex(/^\d{1,20}$/),
  deliveryNumber: z
    .string()
    .regex(/^\d{1,20}$/)
    .nullable(),
  id: z.uuid(),
  values: z.record(z.string(), z.unknown()),
})

const requestForm = z
  .instanceof(FormData)
  .transform((form) => ({ submission: jsonOf(form.get('submission')), file: form.get('file') }))
  .pipe(z.object({ submission, file: z.instanceof(File).nullable() }))

const paths = { reorder: '/.rest/api/contact/reorder-product', 'need-help': '/.rest/api/contact/need-help' } as const

export const sendClientRequest = createServerFn({ method: 'POST' })
  .validator(input(requestForm))
  .handler(async ({ data: { submission: data, file } }): Promise<ClientRequestResult> => {
    const session = currentSession()
    if (!session) return { status: 'signed-out' }
    const upload = await readUpload(file)
    if ('problem' in upload) {
      const refusal = uploadRefusals[upload.problem]
      setResponseStatus(refusal.httpStatus)
      return { status: refusal.status }
    }
    const values = (data.kind === 'reorder' ? reorderSchema(data.brand) : needHelpSchema).safeParse(data.values)
    if (!values.success) {
      setResponseStatus(400)
      return { status: 'error' }
    }
    const verdict = await checkFormSubmission()
    if (!verdict.allowed) {
      setStatus(429, { 'retry-after': String(verdict.retryAfterSeconds) })
      return { status: 'rate-limited' }
    }
    try {
      // the order must be this customer's: the upstream answers 404 for another's
      const { order } = await fetchOrderDetail(session, data.orderNumber)
      const { email, ...fields } = values.data
      const about = {
        customerNo: session.customerNo,
        orderNumber: order.orderNumber,
        materialNumber: order.materialNumber,
        ...(data.deliveryNumber ? { deliveryNumber: data.deliveryNumber } : {}),
      }
      const body = { form: data.kind, site: cmsSiteOf(data.brand), language: data.lang, email: email.trim(), fields: { ...about, ...fields } }
      if (queueSubmission({ id: data.id, path: paths[data.kind], body, files: upload.files }) === 'upload-quota') {
        setResponseStatus(413)
        return { status: 'upload' }
      }
      return { status: 'sent' }
    } catch (error) {
      if (error instanceof UpstreamError && (error.kind === 'unauthorized' || error.kind === 'forbidden')) return { status: 'signed-out' }
      logAppFailure('client-area', data.kind, error)
      return { status: 'error' }
    }
  })
