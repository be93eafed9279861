/**
 * Magnolia's mail commands and contact API as the sites call them (docs/contracts.md, "Mail and
 * contact"): each request validated, stored in the mailbox and answered `{ id }`; an
 * `Idempotency-Key` seen before is answered with the first id and stored once. A newly stored
 * newsletter sign-up or callback request gets its reply mail (`form-replies.ts`). The mailbox is
 * readable through the test controls (`GET /__backend/mailbox`, `DELETE /__backend/mailbox`) and
 * as a page for people (`/__backend/mailbox.html`: a form that posts the control token, then the
 * messages), which never renders stored text as HTML.
 */
import { z } from 'zod'
import { controlRefusal, tokenRefusal } from '../controls.ts'
import { type EndpointAnswer, badRequest, errorAnswer, parseJson } from '../http.ts'
import { type Route, type RouteContext, type RouteOptions, route } from '../routes.ts'
import type { Mailbox, MailFile } from './mailbox.ts'
import { mailboxPage, mailboxSignIn } from './mailbox-page.ts'
import type { FormReplies } from './form-replies.ts'

/** The largest upload a multipart request may carry (all files and fields together a little more). */
const uploadLimit = 10 * 1024 * 1024
const multipartLimit = uploadLimit + 256 * 1024
/** The largest mail command (JSON, UTF-8) the mail API takes; the site's `constants.mail.maxCommandBytes` agrees (tests/backend/mail-endpoints.test.ts). */
const mailCommandLimit = 48 * 1024

const text = (max: number) => z.string().max(max)
const fieldValue = z.union([
  text(10_000),
  z.boolean(),
  z.number(),
  z.array(z.record(z.string().max(100), z.union([text(10_000), z.number(), z.boolean()]))).max(50),
])

/** A mail command: which form, for which site and language, its fields. */
const mailPayload = z.object({
  form: z.string().regex(/^[a-z][a-z-]{1,40}$/),
  site: z.string().regex(/^[a-z][a-z-]{0,40}$/),
  language: z.enum(['de', 'en', 'zh']),
  email: z.email().max(254),
  fields: z.record(z.string().max(100), fieldValue),
})

const allowedUploads = new Set(['application/pdf', 'image/png', 'image/jpeg'])

function idempotencyKey(context: RouteContext): string | undefined {
  const key = context.headers['idempotency-key']
  return typeof key === 'string' && /^[\w-]{8,100}$/.test(key) ? key : undefined
}

export function mailRoutes(mailbox: Mailbox, controlToken: string, replies: FormReplies): Route[] {
  /** Stores a command and, the first time it is stored, the reply it asks for (a repeat with its idempotency key gets none). */
  const store = (context: RouteContext, body: z.output<typeof mailPayload>, files: MailFile[]): string => {
    const key = idempotencyKey(context)
    const repeated = key !== undefined && mailbox.seen(key)
    const id = mailbox.receive({ path: context.url.pathname, body, files, idempotencyKey: key })
    if (!repeated) replies.reply(body, context)
    return id
  }
  const jsonCommand = (pathname: string) =>
    route('POST', pathname, async (context) => {
      if (!/^application\/json(;|$)/.test(context.headers['content-type'] ?? '')) return errorAnswer(415, 'UNSUPPORTED_MEDIA_TYPE', 'application/json only')
      if (Number(context.headers['content-length'] ?? 0) > mailCommandLimit) return errorAnswer(413, 'PAYLOAD_TOO_LARGE', `At most ${mailCommandLimit} bytes`)
      const parsed = mailPayload.safeParse(parseJson(await context.body()))
      if (!parsed.success) return badRequest(parsed.error)
      const id = store(context, parsed.data, [])
      return { status: 200, body: { id } }
    })

  const multipartCommand = (pathname: string) =>
    route('POST', pathname, async (context) => {
      const form = await context.formData(multipartLimit)
      if (form === 'too large') return errorAnswer(413, 'PAYLOAD_TOO_LARGE', `At most ${uploadLimit} bytes per file`)
      if (form === 'invalid') return badRequest('multipart/form-data expected')
      const payload = form.get('payload')
      const parsed = mailPayload.safeParse(typeof payload === 'string' ? parseJson(payload) : undefined)
      if (!parsed.success) return badRequest(parsed.error)
      const files: MailFile[] = []
      for (const value of form.getAll('file')) {
        if (typeof value === 'string') return badRequest('file must be a file')
        if (value.size > uploadLimit) return errorAnswer(413, 'PAYLOAD_TOO_LARGE', `At most ${uploadLimit} bytes per file`)
        if (!allowedUploads.has(value.type)) return errorAnswer(415, 'UNSUPPORTED_MEDIA_TYPE', 'PDF, PNG or JPEG only')
        files.push({ name: value.name.slice(0, 200), size: value.size, type: value.type })
      }
      const id = store(context, parsed.data, files)
      return { status: 200, body: { id } }
    })

  const control: RouteOptions = { log: 'nothing', faults: false }
  const messages = (): EndpointAnswer => ({ status: 200, body: { messages: mailbox.list() } })
  return [
    jsonCommand('/.rest/commands/v2/mail/mail'),
    jsonCommand('/.rest/commands/v2/:product([a-z]+Htf)/sendCtaMail'),
    jsonCommand('/.rest/commands/v2/wipag/sendWasteMail'),
    jsonCommand('/.rest/commands/v2/mocom/sendWasteMail'),
    jsonCommand('/.rest/api/contact/request'),
    multipartCommand('/.rest/api/contact/request/product'),
    multipartCommand('/.rest/api/contact/start-conversation'),
    multipartCommand('/.rest/api/contact/need-help'),
    multipartCommand('/.rest/api/contact/reorder-product'),
    ...replies.routes(),
    route('GET', '/__backend/mailbox', (context) => controlRefusal(context, 'GET', controlToken) ?? messages(), control),
    route(
      'DELETE',
      '/__backend/mailbox',
      (context) => {
        const refusal = controlRefusal(context, 'DELETE', controlToken)
        if (refusal) return refusal
        mailbox.clear()
        return messages()
      },
      control,
    ),
    route('GET', '/__backend/mailbox.html', () => mailboxSignIn(), control),
    route(
      'POST',
      '/__backend/mailbox.html',
      async (context) => {
        // the page's own form: the token in its body, the same token and Origin rule as the JSON mailbox
        if (!/^application\/x-www-form-urlencoded(;|$)/.test(context.headers['content-type'] ?? ''))
          return errorAnswer(415, 'UNSUPPORTED_MEDIA_TYPE', 'The sign-in form only')
        const token = new URLSearchParams(await context.body()).get('token') ?? ''
        const refusal = tokenRefusal(context, token, controlToken)
        return refusal ? mailboxSignIn(401, 'That is not the control token, or the form was not sent from this page.') : mailboxPage(mailbox.list(), token)
      },
      control,
    ),
  ]
}
