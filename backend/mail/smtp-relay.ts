/**
 * The optional SMTP relay of the embedded backend (`SMTP_URL`, e.g. `smtp://127.0.0.1:1025` for a
 * local mail catcher): every message the mailbox stores is also sent as an e-mail through
 * nodemailer; a repeated submission (one idempotency key) is stored, and so sent, once. A relay
 * that fails is logged and changes nothing for the caller: the mailbox has the message.
 */
import { createTransport } from 'nodemailer'
import type { MailMessage } from './mailbox.ts'

/** Where a message goes that names nobody (a mail command without a contact person). */
export const defaultRecipient = 'mailbox@localhost'
const sender = 'Embedded backend <backend@localhost>'

interface RelayedMail {
  to: string
  replyTo?: string
  subject: string
  text: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

function fieldLines(fields: Record<string, unknown>): string[] {
  return Object.entries(fields).flatMap(([name, value]) =>
    Array.isArray(value)
      ? value.map(
          (entry, index) =>
            `${name} ${index + 1}: ${
              isRecord(entry)
                ? Object.entries(entry)
                    .map(([key, part]) => `${key}=${String(part)}`)
                    .join(', ')
                : String(entry)
            }`,
        )
      : [`${name}: ${String(value)}`],
  )
}

/**
 * The e-mail a stored message becomes: a mail the backend wrote itself (a sign-in link: `to`,
 * `subject`, `text`) as it is; a mail command to the contact person it names (`contactEmail`),
 * else to `defaultRecipient`, answerable to its sender, with its fields and files as plain text.
 */
export function relayedMail(message: Pick<MailMessage, 'path' | 'body' | 'files'>): RelayedMail {
  const body = isRecord(message.body) ? message.body : {}
  const to = text(body['to'])
  const subject = text(body['subject'])
  const own = text(body['text'])
  if (to && subject && own) return { to, subject, text: own }
  const fields = isRecord(body['fields']) ? body['fields'] : {}
  const author = text(fields['name']) ?? text(body['email']) ?? 'a visitor'
  const lines = [message.path, '', ...fieldLines(fields), ...message.files.map((file) => `file: ${file.name} (${file.type}, ${file.size} bytes)`)]
  return {
    to: text(fields['contactEmail']) ?? defaultRecipient,
    ...(text(body['email']) ? { replyTo: text(body['email']) } : {}),
    subject: `${text(body['form']) ?? 'message'} from ${author} (${text(body['site']) ?? 'site'}, ${text(body['language']) ?? '-'})`,
    text: lines.join('\n'),
  }
}

/** A relay to the SMTP server at `url`: `send` returns at once, the e-mail goes out in the background. */
export function smtpRelay(url: string): { send(message: MailMessage): void; close(): void } {
  const transport = createTransport(url)
  return {
    send(message) {
      transport
        .sendMail({ from: sender, ...relayedMail(message) })
        .catch((error: unknown) => console.error(`[backend] SMTP relay of message ${message.id} failed:`, error instanceof Error ? error.message : error))
    },
    close: () => transport.close(),
  }
}
