import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../backend/server.ts'
import * as constants from '#config/constants.ts'
import type { MailCommand } from '#app/features/forms/forms.server.ts'
import { fitsMailCommand } from '#app/features/forms/mail-command-size.ts'
import { emailField } from '#app/ui/forms/form-fields.ts'
import { startSeedBackend } from '../helpers/backend.ts'

let backend: RunningBackend
beforeAll(async () => {
  backend = await startSeedBackend()
})
afterAll(() => backend.close())
beforeEach(() => backend.mailbox.clear())

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
const control = () => ({ authorization: `Bearer ${backend.controlToken}` })
const mail = { form: 'contact', site: 'albis', language: 'en', email: 'ada@example.com', fields: { name: 'Ada', message: 'Hello' } }

/** A payload as the widget submits it: the challenge and its solution, base64 JSON. */
async function solvedPayload(): Promise<string> {
  const challenge: unknown = await (await fetch(`${backend.url}/.rest/altcha/challenge`)).json()
  if (typeof challenge !== 'object' || challenge === null || !('parameters' in challenge)) throw new Error('no challenge')
  const typed = challenge as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge: typed, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: typed, solution })).toString('base64')
}

const verify = (altcha: string) => fetch(`${backend.url}/.rest/altcha/verify`, json({ altcha }))

describe('ALTCHA', () => {
  it('verifies a solved challenge once and refuses it replayed', async () => {
    const altcha = await solvedPayload()
    const first = await verify(altcha)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ verified: true })
    const again = await verify(altcha)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ verified: false, reason: 'replayed' })
  })

  it('refuses a tampered solution, garbage and a missing payload', async () => {
    const payload: unknown = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString('utf8'))
    const tampered = { ...(payload as object), solution: { counter: 1, derivedKey: '00' } }
    expect((await verify(Buffer.from(JSON.stringify(tampered)).toString('base64'))).status).toBe(400)
    expect((await verify('not base64 json')).status).toBe(400)
    expect((await fetch(`${backend.url}/.rest/altcha/verify`, json({}))).status).toBe(400)
  })

  it('signs challenges that expire in 10 minutes', async () => {
    const challenge = (await (await fetch(`${backend.url}/.rest/altcha/challenge`)).json()) as { parameters: { expiresAt: number }; signature: string }
    expect(challenge.signature).toMatch(/^[0-9a-f]+$/)
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(590)
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600)
  })

  it('refuses a solution as expired once its clock (a test control, with the token only) moved past the 10 minutes', async () => {
    const clock = (body: unknown, headers = control()) =>
      fetch(`${backend.url}/__backend/altcha/clock`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await clock({ advanceMinutes: 11 }, { authorization: 'Bearer wrong' })).status).toBe(401)
    const late = await solvedPayload()
    const inTime = await solvedPayload()
    expect((await clock({ advanceMinutes: 9 })).status).toBe(200)
    expect(await (await verify(inTime)).json()).toEqual({ verified: true })
    expect((await clock({ advanceMinutes: 2 })).status).toBe(200)
    try {
      const answer = await verify(late)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ verified: false, reason: 'expired' })
    } finally {
      await clock({ reset: true })
    }
    expect(await (await verify(await solvedPayload())).json()).toEqual({ verified: true })
  })
})

describe('mail commands and the mailbox', () => {
  it('stores a mail command and lists it newest first with its path', async () => {
    const first = await fetch(`${backend.url}/.rest/commands/v2/mail/mail`, json(mail))
    expect(first.status).toBe(200)
    await fetch(`${backend.url}/.rest/commands/v2/wipag/sendWasteMail`, json({ ...mail, form: 'recycling' }))
    const box = (await (await fetch(`${backend.url}/__backend/mailbox`, { headers: control() })).json()) as {
      messages: Array<{ path: string; body: unknown; files: unknown[] }>
    }
    expect(box.messages.map((message) => message.path)).toEqual(['/.rest/commands/v2/wipag/sendWasteMail', '/.rest/commands/v2/mail/mail'])
    expect(box.messages[1]?.body).toEqual(mail)
  })

  it('stores a request once per idempotency key', async () => {
    const headers = { 'idempotency-key': 'key-0123456789' }
    const answers = await Promise.all(
      [1, 2, 3].map(() => fetch(`${backend.url}/.rest/api/contact/request`, json(mail, headers)).then((answer) => answer.json())),
    )
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(backend.mailbox.list()).toHaveLength(1)
  })

  it('answers the HTF call to action per product and 404 for other commands', async () => {
    expect((await fetch(`${backend.url}/.rest/commands/v2/thermofluidHtf/sendCtaMail`, json(mail))).status).toBe(200)
    expect((await fetch(`${backend.url}/.rest/commands/v2/other/sendCtaMail`, json(mail))).status).toBe(404)
  })

  it.each([
    ['a 10 kB e-mail address', { ...mail, email: `${'a'.repeat(10_000)}@example.com` }],
    ['no e-mail', { ...mail, email: 'nobody' }],
    ['an unknown language', { ...mail, language: 'fr' }],
    ['a field of 20 kB', { ...mail, fields: { message: 'x'.repeat(20_000) } }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    expect((await fetch(`${backend.url}/.rest/commands/v2/mail/mail`, json(body))).status).toBe(400)
    expect(backend.mailbox.list()).toEqual([])
  })

  it('refuses a body over 64 KiB with 413 without storing it', async () => {
    const answer = await fetch(`${backend.url}/.rest/commands/v2/mail/mail`, json({ ...mail, fields: { message: 'x'.repeat(5_000_000) } }))
    expect(answer.status).toBe(413)
    expect(backend.mailbox.list()).toEqual([])
  })

  it('takes a multipart product request with a PDF and refuses other types and files over 10 MB', async () => {
    const form = (file: Blob, name: string) => {
      const data = new FormData()
      data.set('payload', JSON.stringify({ ...mail, form: 'product-request' }))
      data.set('file', file, name)
      return { method: 'POST', body: data }
    }
    const ok = await fetch(`${backend.url}/.rest/api/contact/request/product`, form(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'drawing.pdf'))
    expect(ok.status).toBe(200)
    expect(backend.mailbox.list()[0]?.files).toEqual([{ name: 'drawing.pdf', size: 8, type: 'application/pdf' }])
    const html = await fetch(`${backend.url}/.rest/api/contact/request/product`, form(new Blob(['<script>'], { type: 'text/html' }), 'page.html'))
    expect(html.status).toBe(415)
    const large = await fetch(
      `${backend.url}/.rest/api/contact/request/product`,
      form(new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'application/pdf' }), 'large.pdf'),
    )
    expect(large.status).toBe(413)
    expect(backend.mailbox.list()).toHaveLength(1)
  })

  it('requires the control token for the mailbox', async () => {
    expect((await fetch(`${backend.url}/__backend/mailbox`)).status).toBe(401)
    expect((await fetch(`${backend.url}/__backend/mailbox`, { headers: { ...control(), origin: 'http://attacker.example' } })).status).toBe(401)
    expect((await fetch(`${backend.url}/__backend/mailbox`, { headers: control() })).status).toBe(200)
  })

  it('shows its page of messages only to who posts the control token from the page itself, every stored text escaped', async () => {
    await fetch(`${backend.url}/.rest/commands/v2/mail/mail`, json({ ...mail, fields: { message: '<script>alert(1)</script><img src=x onerror=alert(1)>' } }))
    const pageUrl = `${backend.url}/__backend/mailbox.html`
    const signIn = await fetch(pageUrl)
    expect(signIn.status).toBe(200)
    expect(signIn.headers.get('content-security-policy')).toContain("form-action 'self'")
    const form = await signIn.text()
    expect(form).toContain('<form method="post">')
    expect(form).not.toContain('alert(1)')
    // a token in the URL opens nothing: URLs end up in logs and histories
    expect(await (await fetch(`${pageUrl}?token=${backend.controlToken}`)).text()).not.toContain('alert(1)')
    const post = (token: string, headers: Record<string, string> = {}) =>
      fetch(pageUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ token }).toString(),
      })
    for (const refused of [await post('wrong-token'), await post(backend.controlToken, { origin: 'http://attacker.example' })]) {
      expect(refused.status).toBe(401)
      expect(await refused.text()).not.toContain('alert(1)')
    }
    expect((await fetch(pageUrl, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: `token=${backend.controlToken}` })).status).toBe(415)
    const opened = await post(backend.controlToken, { origin: backend.url })
    expect(opened.status).toBe(200)
    const page = await opened.text()
    expect(page).toContain('Mailbox (1)')
    expect(page).not.toContain('<script>alert')
    expect(page).not.toContain('<img')
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})

describe('what the site accepts, the mail API accepts (issue 32: nothing the visitor was thanked for is refused later)', () => {
  const post = (body: unknown) => fetch(`${backend.url}/.rest/commands/v2/mail/mail`, json(body))

  it.each([
    ' ada@example.com ',
    'ada@müller.de',
    'Ada.Lovelace@Example.COM',
    "o'brien+news@mail.example.ie",
    'müller@müller.de',
    'x@y.z',
    'a"b"@x.de',
    'ada@example',
    'ada..b@example.com',
    'ada@example.com.',
  ])('the e-mail address %j: taken by both, or refused by the site before the mail API sees it', async (typed) => {
    const checked = emailField.safeParse(typed)
    const answer = await post({ ...mail, email: checked.success ? checked.data : typed.trim() })
    expect(answer.status).toBe(checked.success ? 200 : 400)
  })

  /** A contact mail command whose JSON has exactly `bytes` bytes. */
  function commandOf(bytes: number): MailCommand {
    const command: MailCommand = { form: 'contact', site: 'albis', language: 'en', email: 'ada@example.com', fields: { name: 'Ada' } }
    const room = bytes - Buffer.byteLength(JSON.stringify(command))
    // fields of at most 10,000 characters each, as the mail API takes them
    for (let index = 0, left = room; left > 0; index++) {
      const key = `note${index}`
      const overhead = Buffer.byteLength(JSON.stringify({ [key]: '' })) - 1
      const length = Math.min(10_000, left - overhead)
      command.fields[key] = 'x'.repeat(length)
      left -= overhead + length
    }
    expect(Buffer.byteLength(JSON.stringify(command))).toBe(bytes)
    return command
  }

  it('a mail command of the largest size the site sends is taken, one byte more is refused by both', async () => {
    const largest = commandOf(constants.mail.maxCommandBytes)
    expect(fitsMailCommand(largest)).toBe(true)
    expect((await post(largest)).status).toBe(200)
    const over = commandOf(constants.mail.maxCommandBytes + 1)
    expect(fitsMailCommand(over)).toBe(false)
    expect((await post(over)).status).toBe(413)
  })
})

describe('contact finder', () => {
  const contact = (country: string, zip: string, language = 'en') =>
    fetch(`${backend.url}/.rest/api/countries/${country}/contact?zipCode=${zip}&language=${language}`)

  it('lists the countries in de, en and zh', async () => {
    for (const [language, germany] of [
      ['de', 'Deutschland'],
      ['en', 'Germany'],
      ['zh', '德国'],
    ]) {
      const list = (await (await fetch(`${backend.url}/.rest/api/countries?language=${language}`)).json()) as Array<{ code: string; name: string }>
      expect(list.find((country) => country.code === 'DE')?.name).toBe(germany)
      expect(list.map((country) => country.code)).toContain('IS')
    }
  })

  it.each([
    ['DE', '10115', 'de-north'],
    ['DE', '50667', 'de-west'],
    ['DE', '80331', 'de-south'],
    ['AT', '1010', 'at'],
    ['CH', '8001', 'ch'],
  ])('finds the person for %s %s', async (country, zip, id) => {
    const answer = await contact(country, zip)
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { id: string }).id).toBe(id)
  })

  it.each([
    ['IS', '101'],
    ['DE', '1011'],
    ['DE', 'abcde'],
    ['XX', '10115'],
  ])('answers NOT_FOUND for %s %s', async (country, zip) => {
    const answer = await contact(country, zip)
    expect(answer.status).toBe(404)
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND')
  })

  it('names the role in the language asked for', async () => {
    expect(((await (await contact('AT', '1010', 'de')).json()) as { role: string }).role).toBe('Vertriebsleitung')
  })
})
