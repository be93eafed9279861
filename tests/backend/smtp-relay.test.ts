import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRecipient, relayedMail } from '../../backend/mail/smtp-relay.ts'
import type { RunningBackend } from '../../backend/server.ts'
import { startSeedBackend } from '../helpers/backend.ts'

/** What the SMTP server in the test received: envelope and raw message. */
interface Received {
  from: string
  to: string[]
  raw: string
}

let smtp: SMTPServer
let smtpPort: number
const received: Received[] = []
let backend: RunningBackend

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom
        received.push({ from: from ? from.address : '', to: session.envelope.rcptTo.map((to) => to.address), raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpPort = (smtp.server.address() as AddressInfo).port
  backend = await startSeedBackend({ smtpUrl: `smtp://127.0.0.1:${smtpPort}` })
})
afterAll(async () => {
  await backend.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

const post = (path: string, body: unknown, key: string) =>
  fetch(`${backend.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) })

describe('the SMTP relay', () => {
  it('sends every message the mailbox stores to the SMTP server once, to the contact person it names', async () => {
    const key = `relay-${Date.now()}`
    const command = {
      form: 'contact',
      site: 'albis',
      language: 'en',
      email: 'ada@example.com',
      fields: { name: 'Ada Relay', message: 'Please call me.', contactName: 'Jan Beispiel', contactEmail: 'sales@albis.example' },
    }
    expect((await post('/.rest/commands/v2/mail/mail', command, key)).status).toBe(200)
    expect((await post('/.rest/commands/v2/mail/mail', command, key)).status).toBe(200)
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1)
    // a repeat would have arrived by now
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail?.to).toEqual(['sales@albis.example'])
    expect(mail?.from).toBe('backend@localhost')
    expect(mail?.raw).toMatch(/^Subject: contact from Ada Relay \(albis, en\)$/m)
    expect(mail?.raw).toMatch(/^Reply-To: ada@example\.com$/m)
    expect(mail?.raw).toContain('message: Please call me.')
    expect(backend.mailbox.list()).toHaveLength(1)
  })
})

describe('the e-mail a stored message becomes', () => {
  it('is a sign-in mail as the backend wrote it', () => {
    expect(
      relayedMail({
        path: '/.rest/api/auth',
        body: { to: 'buyer@example.com', subject: 'Your sign-in link', text: 'Use this link', link: 'http://x' },
        files: [],
      }),
    ).toEqual({
      to: 'buyer@example.com',
      subject: 'Your sign-in link',
      text: 'Use this link',
    })
  })

  it('is a mail command without a contact person to the default recipient, with its list fields and files as text', () => {
    const mail = relayedMail({
      path: '/.rest/commands/v2/wipag/sendWasteMail',
      body: {
        form: 'recycling',
        site: 'wipag',
        language: 'de',
        email: 'eve@example.com',
        fields: { company: 'Eve AG', wastes: [{ polymer: 'PP', amount: '12' }] },
      },
      files: [{ name: 'sheet.pdf', size: 1234, type: 'application/pdf' }],
    })
    expect(mail).toEqual({
      to: defaultRecipient,
      replyTo: 'eve@example.com',
      subject: 'recycling from eve@example.com (wipag, de)',
      text: '/.rest/commands/v2/wipag/sendWasteMail\n\ncompany: Eve AG\nwastes 1: polymer=PP, amount=12\nfile: sheet.pdf (application/pdf, 1234 bytes)',
    })
  })
})
