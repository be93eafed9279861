/**
 * Server functions of the forms: a captcha challenge (so the browser never calls an upstream), and
 * the submission, accepted only after Magnolia verified its captcha and stored in the outbox before
 * the answer. The countries a form offers are the CMS layer's (`app/cms/countries-queries.ts`).
 */
import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import { input } from '#app/server/input.ts'
import { type BrandId, brandIds, cmsSiteOf } from '#config/brands.ts'
import { type Language, languages } from '#config/languages.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { contactFormSchema, contactReferenceSchema } from './contact-form-schema.ts'
import { htfCtaSchema, htfProductIdSchema } from './htf-cta-schema.ts'
import { newsletterSchema } from './newsletter-schema.ts'
import { callbackSchema } from './callback-schema.ts'
import { recyclingSchemas } from './recycling-schema.ts'
import { offerSampleSchema } from './offer-sample-schema.ts'
import { innovationSchema } from './innovation-schema.ts'
import { hrafSchema } from './hraf-schema.ts'
import { productRequestSchema } from './product-request-schema.ts'
import { type Upload, readUpload, uploadRefusals } from '#app/site/uploads.ts'
import { type CaptchaChallenge, type MailCommand, addressedTo, captchaChallenge, captchaVerified } from './forms.server.ts'
import { fitsMailCommand } from './mail-command-size.ts'
import { queueSubmission } from '#app/server/submissions.server.ts'
import { logAppFailure, loggablePath, logger } from '#app/server/logger.server.ts'
import { contactShownOn } from '#app/cms/contacts.server.ts'
import type { ContactReference } from '#app/cms/contact-person.ts'
import { checkFormSubmission } from '#app/server/rate-limit.server.ts'
import { setStatus } from '#app/site/response-status.server.ts'

function failed(what: string, error: unknown): void {
  logAppFailure('forms', what, error)
}

export const getCaptchaChallenge = createServerFn({ method: 'GET' }).handler(async (): Promise<CaptchaChallenge> => captchaChallenge())

/**
 * `captcha`: not solved or refused; `captcha-expired`: solved, but its challenge expired before it
 * was sent; `upload`: the attachment is over the limit, or the outbox's upload quota is full (413
 * both); `file-type`: not a type the form takes (415); `too-long`: the message is larger than
 * Magnolia takes (413); `rate-limited`: too many forms from this address (429).
 */
export type SubmitResult =
  | { status: 'sent' }
  | { status: 'captcha' }
  | { status: 'captcha-expired' }
  | { status: 'error' }
  | { status: 'upload' }
  | { status: 'file-type' }
  | { status: 'too-long' }
  | { status: 'rate-limited' }

const submission = <S extends z.ZodType>(values: S) =>
  z.object({ brand: z.enum(brandIds), lang: z.enum(languages), values, altcha: z.string().min(1).max(10_000), id: z.uuid() })

interface Submission {
  brand: BrandId
  lang: Language
  altcha: string
  id: string
  /** The form's fields; the sender's address is also the command's. */
  values: { email: string } & MailCommand['fields']
}

/** Where a submission goes and what it carries besides the form's values. */
interface Delivery {
  path: string
  form: string
  /** Fields worked out only once the captcha verified (the contact person a message is for). */
  extraFields?: MailCommand['fields'] | (() => Promise<MailCommand['fields']>)
  files?: readonly Upload[]
}

/**
 * Accepted only within the visitor's form limit and after Magnolia verified the captcha; stored
 * in the outbox before the visitor hears it was received, and delivered from there, once.
 */
async function sendVerified(data: Submission, { path, form, extraFields = {}, files = [] }: Delivery): Promise<SubmitResult> {
  const verdict = await checkFormSubmission()
  if (!verdict.allowed) {
    setStatus(429, { 'retry-after': String(verdict.retryAfterSeconds) })
    return { status: 'rate-limited' }
  }
  const captcha = await captchaVerified(data.altcha)
  if (captcha !== 'verified') return { status: captcha === 'expired' ? 'captcha-expired' : 'captcha' }
  const extra = typeof extraFields === 'function' ? await extraFields() : extraFields
  const command: MailCommand = { form, site: cmsSiteOf(data.brand), language: data.lang, email: data.values.email, fields: { ...data.values, ...extra } }
  // Magnolia would refuse it for good: the visitor hears it now
  if (!fitsMailCommand(command)) {
    setResponseStatus(413)
    return { status: 'too-long' }
  }
  try {
    if (queueSubmission({ id: data.id, path, body: command, files }) === 'upload-quota') {
      setResponseStatus(413)
      return { status: 'upload' }
    }
    return { status: 'sent' }
  } catch (error) {
    failed(form, error)
    return { status: 'error' }
  }
}

/** A message from a contact dialog names its contact person and the page the dialog was opened on. */
const addressed = <S extends z.ZodType>(values: S) =>
  submission(values).extend({ addressee: z.object({ contact: contactReferenceSchema, page: z.string().max(4096) }).optional() })

/**
 * A contact or callback form: on its own, a mail command; from a contact dialog, a conversation
 * with the person the dialog names (ADR 034), as multipart like Magnolia's other contact calls.
 * A dialog may address only a person its page shows: another is refused with 400; when Magnolia
 * cannot say, the message goes to the site's general address, naming nobody.
 */
async function sendForm(data: Submission & { addressee?: { contact: ContactReference; page: string } | undefined }, form: string): Promise<SubmitResult> {
  const { addressee } = data
  if (!addressee) return sendVerified(data, { path: '/.rest/commands/v2/mail/mail', form })
  const shown = await contactShownOn(data.brand, data.lang, addressee.page, addressee.contact)
  if (shown === 'not shown') {
    logger().warn({ form, page: loggablePath(addressee.page) }, 'contact dialog names a contact its page does not show')
    setResponseStatus(400)
    return { status: 'error' }
  }
  const extraFields = shown === 'shown' ? () => addressedTo(data.lang, addressee.contact) : {}
  return sendVerified(data, { path: '/.rest/api/contact/start-conversation', form, extraFields })
}

export const submitContactForm = createServerFn({ method: 'POST' })
  .validator(input(addressed(contactFormSchema)))
  .handler(({ data }): Promise<SubmitResult> => sendForm(data, 'contact'))

export const submitHtfCta = createServerFn({ method: 'POST' })
  .validator(input(submission(htfCtaSchema).extend({ product: htfProductIdSchema })))
  .handler(({ data }): Promise<SubmitResult> =>
    sendVerified(data, {
      path: `/.rest/commands/v2/${serverEnv().PUBLIC_PRODUCT_WORD}Htf/sendCtaMail`,
      form: 'htf-cta',
      extraFields: { product: data.product },
    }),
  )

export const submitNewsletter = createServerFn({ method: 'POST' })
  .validator(input(submission(newsletterSchema)))
  .handler(({ data }): Promise<SubmitResult> => sendVerified(data, { path: '/.rest/api/contact/request?target=newsletter', form: 'newsletter' }))

export const submitCallback = createServerFn({ method: 'POST' })
  .validator(input(addressed(callbackSchema)))
  .handler(({ data }): Promise<SubmitResult> => sendForm(data, 'callback'))

/** The recycling waste request: a wipag or mocom site's variant, to that brand's `sendWasteMail` command. */
export const submitRecycling = createServerFn({ method: 'POST' })
  .validator(
    input(
      z.discriminatedUnion('brand', [
        submission(recyclingSchemas.wipag).extend({ brand: z.literal('wipag') }),
        submission(recyclingSchemas.mocom).extend({ brand: z.literal('mocom') }),
      ]),
    ),
  )
  .handler(({ data }): Promise<SubmitResult> => sendVerified(data, { path: `/.rest/commands/v2/${data.brand}/sendWasteMail`, form: 'recycling' }))

/** The offer and the sample request: the mail command with the kind as its form. */
export const submitOfferSample = createServerFn({ method: 'POST' })
  .validator(input(submission(offerSampleSchema)))
  .handler(({ data }): Promise<SubmitResult> => sendVerified(data, { path: '/.rest/commands/v2/mail/mail', form: data.values.kind }))

export const submitInnovation = createServerFn({ method: 'POST' })
  .validator(input(submission(innovationSchema)))
  .handler(({ data }): Promise<SubmitResult> => sendVerified(data, { path: '/.rest/api/contact/request?target=innovation', form: 'innovation' }))

export const submitHraf = createServerFn({ method: 'POST' })
  .validator(input(submission(hrafSchema)))
  .handler(({ data }): Promise<SubmitResult> => sendVerified(data, { path: '/.rest/commands/v2/mail/mail', form: 'hraf' }))

function jsonOf(value: FormDataEntryValue | null): unknown {
  try {
    return JSON.parse(typeof value === 'string' ? value : '')
  } catch {
    return undefined
  }
}

/** The product request as the browser sends it: `FormData` with the submission as JSON and an optional attachment. */
const productRequestForm = z
  .instanceof(FormData)
  .transform((form) => ({ submission: jsonOf(form.get('submission')), file: form.get('file') }))
  .pipe(z.object({ submission: submission(productRequestSchema), file: z.instanceof(File).nullable() }))

/**
 * The product request: an attachment over 10 MB is answered with 413, one that is not a PDF, PNG
 * or JPEG by type, name and content with 415, before the captcha is spent; the rest goes through
 * the outbox as multipart.
 */
export const submitProductRequest = createServerFn({ method: 'POST' })
  .validator(input(productRequestForm))
  .handler(async ({ data: { submission: data, file } }): Promise<SubmitResult> => {
    const upload = await readUpload(file)
    if ('problem' in upload) {
      const refusal = uploadRefusals[upload.problem]
      setResponseStatus(refusal.httpStatus)
      return { status: refusal.status }
    }
    return sendVerified(data, { path: '/.rest/api/contact/request/product', form: 'product', files: upload.files })
  })
