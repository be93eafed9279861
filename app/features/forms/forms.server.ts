/**
 * The forms' calls to Magnolia on the one upstream client: ALTCHA challenges and
 * their verification (the replay store is Magnolia's, shared by every site instance), and the
 * shape of the mail commands (docs/contracts.md, "Mail and contact"; they go out through the
 * outbox, `app/server/submissions.server.ts`).
 */
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import type { ContactReference } from '#app/cms/contact-person.ts'
import { referencedContact } from '#app/cms/contacts.server.ts'
import { UpstreamError } from '#app/server/upstream.server.ts'
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

const refusalSchema = z.object({ verified: z.literal(false), reason: z.string() })

/**
 * What Magnolia says of the widget's payload: `verified` (solved, signed, not expired and not used
 * before), `expired` (solved, but its challenge ran out before it was sent: the visitor hears so and
 * solves a new one), or `refused` (anything else, Magnolia unreachable included).
 */
export async function captchaVerified(altcha: string): Promise<'verified' | 'expired' | 'refused'> {
  try {
    const answer = await upstream('cms').post('/.rest/altcha/verify', { altcha }, z.object({ verified: z.boolean() }))
    return answer.verified ? 'verified' : 'refused'
  } catch (error) {
    const refusal = error instanceof UpstreamError ? refusalSchema.safeParse(error.data) : undefined
    return refusal?.success && refusal.data.reason === 'expired' ? 'expired' : 'refused'
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

/**
 * The contact person a message from a contact dialog is for, as fields of its mail command
 * (`contactName`, `contactEmail`), so Magnolia can route it; none when the reference names nobody
 * or Magnolia cannot say: the message is still sent, to the site's general address.
 */
export async function addressedTo(lang: Language, reference: ContactReference | undefined): Promise<MailCommand['fields']> {
  const person = reference && (await referencedContact(lang, reference).catch(() => undefined))
  return person ? { contactName: person.name, contactEmail: person.email } : {}
}
