import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../backend/server.ts'
import { startSeedBackend } from '../helpers/backend.ts'

let backend: RunningBackend
beforeAll(async () => {
  backend = await startSeedBackend()
})
afterAll(() => backend.close())
beforeEach(() => backend.mailbox.clear())

type Body = Record<string, string | undefined>
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
const replies = (kind: string) => backend.mailbox.list().filter((message) => (message.body as Body)['kind'] === kind)
const signUp = (language: string, email = 'reader@example.com', headers: Record<string, string> = {}) =>
  post(
    '/.rest/api/contact/request?target=newsletter',
    { form: 'newsletter', site: 'wipag', language, email, fields: { email, language: 'en', privacy: true } },
    headers,
  )

describe("Magnolia's replies to the newsletter sign-up and the callback request", () => {
  it('sends the double opt-in mail in the language of the form, and its link confirms once', async () => {
    expect((await signUp('de')).status).toBe(200)
    const [optIn] = replies('newsletter-opt-in')
    const body = optIn?.body as Body
    expect(body).toMatchObject({ to: 'reader@example.com', subject: 'Bitte bestätigen Sie Ihr Abonnement des Newsletters von WIPAG', site: 'wipag' })
    expect(body['text']).toContain(body['link'])
    expect(body['link']).toMatch(new RegExp(`^${backend.url}/\\.rest/api/newsletter/confirm\\?token=[\\w-]{32}&lang=de$`))
    const first = await fetch(body['link'] ?? '')
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('Vielen Dank! Ihr Abonnement des Newsletters von WIPAG ist bestätigt.')
    expect(replies('newsletter-confirmed').map((message) => message.body)).toEqual([
      expect.objectContaining({ to: 'reader@example.com', confirms: optIn?.id, subject: 'Ihr Abonnement des Newsletters von WIPAG ist bestätigt' }),
    ])
    const again = await fetch(body['link'] ?? '')
    expect(await again.text()).toContain('war bereits bestätigt')
    expect(replies('newsletter-confirmed')).toHaveLength(1)
  })

  it.each([
    ['token=forged&lang=en', 'This confirmation link is not valid.'],
    ['lang=zh', '此确认链接无效。'],
    ['token=&lang=xx', 'This confirmation link is not valid.'],
  ])('answers an unknown link (%s) with 404 and a page in its language, storing nothing', async (query, text) => {
    await signUp('en')
    const answer = await fetch(`${backend.url}/.rest/api/newsletter/confirm?${query}`)
    expect(answer.status).toBe(404)
    expect(await answer.text()).toContain(text)
    expect(replies('newsletter-confirmed')).toEqual([])
  })

  it('writes one opt-in mail for a sign-up repeated with its idempotency key, none for other forms', async () => {
    const key = { 'idempotency-key': 'sign-up-0001' }
    await signUp('en', 'once@example.com', key)
    await signUp('en', 'once@example.com', key)
    expect(replies('newsletter-opt-in')).toHaveLength(1)
    await post('/.rest/commands/v2/mail/mail', { form: 'contact', site: 'albis', language: 'en', email: 'ada@example.com', fields: { name: 'Ada' } })
    expect(backend.mailbox.list()).toHaveLength(3)
  })

  it.each([
    [
      'en',
      'morning',
      'We will call you back: your request to ALBIS Distribution',
      'We will call you on +49 40 7654321 on a working day between 8 am and 12 noon.',
    ],
    ['de', 'any', 'Wir rufen Sie zurück: Ihre Anfrage an ALBIS Distribution', 'Wir rufen Sie unter +49 40 7654321 an einem der nächsten Werktage an.'],
    ['zh', 'afternoon', '我们将给您回电：您向 ALBIS Distribution 提交的请求', '我们将在工作日下午 1 点至 5 点之间拨打 +49 40 7654321 与您联系。'],
  ])('confirms a callback request in %s: when and on which number', async (language, time, subject, line) => {
    await post('/.rest/commands/v2/mail/mail', {
      form: 'callback',
      site: 'albis',
      language,
      email: 'caller@example.com',
      fields: { name: 'Ada Lovelace', phone: '+49 40 7654321', email: 'caller@example.com', time, topic: '', privacy: true },
    })
    const [reply] = replies('callback-confirmation')
    expect(reply?.body).toMatchObject({ to: 'caller@example.com', subject })
    expect((reply?.body as Body)['text']).toContain(line)
    expect((reply?.body as Body)['text']).not.toMatch(/topic|Thema|主题/)
  })
})
