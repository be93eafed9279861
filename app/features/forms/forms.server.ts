/**
 * The forms' calls to Magnolia on the one upstream client: ALTCHA challenges and
 * their verification (the replay store is Magnolia's, shared by every site instance), and the
 * mail commands (docs/contracts.md, "Mail and contact").
 */
import { z } from 'zod'
import type { Language } from '#app.config.ts'
import { upstream } from '#app/server/upstreams.server.ts'

const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
})

export type CaptchaChallenge = z.infer<typeof challengeSchema>

export function captchaChallenge(): Promise<CaptchaChallenge> {
  return upstream('cms').get('/.rest/altcha/challenge', challengeSchema)
}

/** Whether Magnolia verifies the widget's payload: solved, signed, not expired and not used before. */
export async function captchaVerified(altcha: string): Promise<boolean> {
  try {
    const answer = await upstream('cms').post('/.rest/altcha/verify', { altcha }, z.object({ verified: z.boolean() }))
    return answer.verified
  } catch {
    return false
  }
}

/** A mail command as Magnolia takes it: the form, the site, the language, the sender's address and the fields (a repeated part as a list of records). */
export interface MailCommand {
  form: string
  site: string
  language: Language
  email: string
  fields: Record<string, string | boolean | ReadonlyArray<Record<string, string>>>
}

/** The contact calls Magnolia takes as `multipart/form-data` (docs/contracts.md): the command as `payload`, each upload as a `file`. */
export const multipartPaths: ReadonlySet<string> = new Set(['/.rest/api/contact/request/product', '/.rest/api/contact/start-conversation', '/.rest/api/contact/need-help', '/.rest/api/contact/reorder-product'])

/** An upload on its way to Magnolia. */
export interface CommandFile {
  name: string
  type: string
  bytes: Uint8Array
}

/**
 * Sends a mail command once per `idempotencyKey` (Magnolia stores a repeated key once): as JSON,
 * or to a multipart call as its `payload` with the files.
 */
export async function sendMailCommand(path: string, command: unknown, idempotencyKey: string, files: readonly CommandFile[] = []): Promise<void> {
  const answer = z.object({ id: z.string() })
  const options = { headers: { 'idempotency-key': idempotencyKey } }
  if (!multipartPaths.has(path)) {
    await upstream('cms').post(path, command, answer, options)
    return
  }
  const form = new FormData()
  form.set('payload', JSON.stringify(command))
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  await upstream('cms').postMultipart(path, form, answer, options)
}
