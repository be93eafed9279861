import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Delivery, type Order, demoCustomers, seedClientArea } from '../../backend/client-area/client-area-seed.ts'
import type { RunningBackend } from '../../backend/server.ts'
import { startSeedBackend } from '../helpers/backend.ts'
import { expectValidPdf } from '../helpers/pdf.ts'

let backend: RunningBackend
beforeAll(async () => {
  backend = await startSeedBackend()
})
afterAll(() => backend.close())

const { large, small } = demoCustomers
/** The orders the backend seeded today, as the seed gives them. */
const seeded = seedClientArea(new Date().toISOString().slice(0, 10)).ordersOf
const signInPage = 'https://www.example.com/en/orders?next=%2Fen%2Forders%3Fpage%3D2'

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const control = (body: unknown) => post('/__backend/clock', body, { authorization: `Bearer ${backend.controlToken}` })
const get = (path: string, token?: string) => fetch(`${backend.url}${path}`, token === undefined ? {} : { headers: { token } })

interface LoginMail {
  to: string
  subject: string
  text: string
  link: string
}
async function mails(): Promise<LoginMail[]> {
  const answer = await fetch(`${backend.url}/__backend/mailbox`, { headers: { authorization: `Bearer ${backend.controlToken}` } })
  const { messages } = (await answer.json()) as { messages: Array<{ path: string; body: LoginMail }> }
  return messages.filter((message) => message.path === '/.rest/api/auth').map((message) => message.body)
}

const askForLink = (email: string, customerNo: string, extra: Record<string, string> = {}) =>
  post('/.rest/api/auth', { email, customerNo, language: 'en', link: signInPage, ...extra })

/** The code of the newest link mailed to `email`. */
async function codeFor(email: string): Promise<string> {
  const mail = (await mails()).find((candidate) => candidate.to === email)
  return new URL(mail?.link ?? 'http://none.invalid').searchParams.get('code') ?? ''
}

interface Session {
  token: string
  customerNo: string
  orderNumber: string | null
  expiresAt: string
}
async function signIn(customer: { email: string; customerNo: string }, orderNumber?: string, stayLoggedIn = true): Promise<Session> {
  expect((await askForLink(customer.email, customer.customerNo, orderNumber ? { orderNumber } : {})).status).toBe(202)
  const answer = await post('/.rest/api/auth/token', { code: await codeFor(customer.email), stayLoggedIn })
  expect(answer.status).toBe(200)
  return (await answer.json()) as Session
}

// each test starts in a new rate-limit window; the links of earlier tests have expired by then
beforeEach(async () => {
  backend.mailbox.clear()
  expect((await control({ advanceMinutes: 16 })).status).toBe(200)
})

describe('asking for a magic link', () => {
  it('answers 202 {} alike for a customer, an unknown e-mail and a wrong customer number, and mails only the customer', async () => {
    const answers = await Promise.all([
      askForLink('nobody@example.com', large.customerNo),
      askForLink(large.email, small.customerNo),
      askForLink(' Buyer@Example.com ', large.customerNo, { language: 'de' }),
      askForLink('nobody@example.com', '999999'),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202])
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([{}, {}, {}, {}])
    const sent = await mails()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: 'buyer@example.com', subject: 'Ihr Anmeldelink für den Kundenbereich' })
    const link = new URL(sent[0]?.link ?? '')
    expect(`${link.origin}${link.pathname}`).toBe('https://www.example.com/en/orders')
    expect(link.searchParams.get('next')).toBe('/en/orders?page=2')
    expect(link.searchParams.get('code')).toMatch(/^[\w-]{43}$/)
    expect(sent[0]?.text).toContain(sent[0]?.link)
  })

  it.each([
    ['not JSON', '{"email":'],
    ['no e-mail', { customerNo: large.customerNo, language: 'en', link: signInPage }],
    ['an e-mail that is none', { email: 'buyer', customerNo: large.customerNo, language: 'en', link: signInPage }],
    ['another language', { email: large.email, customerNo: large.customerNo, language: 'fr', link: signInPage }],
    ['a link that is not http(s)', { email: large.email, customerNo: large.customerNo, language: 'en', link: 'javascript:alert(1)' }],
    ['a relative link', { email: large.email, customerNo: large.customerNo, language: 'en', link: '/en/orders' }],
  ])('refuses %s with 400', async (_, body) => {
    expect((await post('/.rest/api/auth', body)).status).toBe(400)
    expect(await mails()).toEqual([])
  })

  it('mails at most five links per customer in 15 minutes, still answering 202', async () => {
    const answers = []
    for (let round = 0; round < 7; round++) answers.push((await askForLink(small.email, small.customerNo)).status)
    expect(answers).toEqual([202, 202, 202, 202, 202, 202, 202])
    expect(await mails()).toHaveLength(5)
  })
})

describe('trading a code for a token', () => {
  it('answers the token once, with the customer and the order asked for when it is theirs', async () => {
    const [own] = seeded.get(large.customerNo) ?? []
    const session = await signIn(large, own?.orderNumber)
    expect(session).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/) as string,
      customerNo: large.customerNo,
      orderNumber: own?.orderNumber,
      expiresAt: expect.any(String) as string,
    })
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000)
    const [theirs] = seeded.get(small.customerNo) ?? []
    expect((await signIn(large, theirs?.orderNumber)).orderNumber).toBeNull()
  })

  it('refuses a used code with 401', async () => {
    await askForLink(large.email, large.customerNo)
    const code = await codeFor(large.email)
    expect((await post('/.rest/api/auth/token', { code })).status).toBe(200)
    const again = await post('/.rest/api/auth/token', { code })
    expect(again.status).toBe(401)
    expect(await again.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) as string } })
  })

  it('refuses a code after 15 minutes', async () => {
    await askForLink(large.email, large.customerNo)
    const code = await codeFor(large.email)
    await control({ advanceMinutes: 16 })
    expect((await post('/.rest/api/auth/token', { code })).status).toBe(401)
  })

  it('refuses a tampered code and answers 400 without one', async () => {
    await askForLink(large.email, large.customerNo)
    const code = await codeFor(large.email)
    const tampered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`
    expect((await post('/.rest/api/auth/token', { code: tampered })).status).toBe(401)
    expect((await post('/.rest/api/auth/token', { code: '' })).status).toBe(401)
    expect((await post('/.rest/api/auth/token', {})).status).toBe(400)
    expect((await post('/.rest/api/auth/token', { code })).status).toBe(200)
  })

  it('never writes a code or a token into the request log', async () => {
    const session = await signIn(small)
    await get(`/.rest/api/customer/${small.customerNo}/order-history`, session.token)
    const code = await codeFor(small.email)
    const log = backend.requestLog.join('\n')
    expect(log).toContain(`/.rest/api/customer/${small.customerNo}/order-history`)
    expect(log).not.toContain(session.token)
    expect(log).not.toContain(code)
  })
})

describe('the token on the customer calls', () => {
  let largeToken: string
  let smallToken: string
  beforeAll(async () => {
    largeToken = (await signIn(large)).token
    smallToken = (await signIn(small)).token
  })
  const history = (customerNo: string, search: string, token?: string) => get(`/.rest/api/customer/${customerNo}/order-history${search}`, token)
  const page = async (search: string) => {
    const answer = await history(large.customerNo, search, largeToken)
    expect(answer.status).toBe(200)
    return (await answer.json()) as { total: number; orders: Order[] }
  }

  it('answers 401 without a token or with an unknown one, 403 with another customer’s', async () => {
    for (const path of [`/.rest/api/customer/{no}/order-history`, `/.rest/api/deliveries/{no}/4500012345`, `/.rest/api/documents/{no}/8000049380-ds`]) {
      expect((await get(path.replace('{no}', large.customerNo))).status).toBe(401)
      expect((await get(path.replace('{no}', large.customerNo), '')).status).toBe(401)
      expect((await get(path.replace('{no}', large.customerNo), 'forged-token')).status).toBe(401)
      expect((await get(path.replace('{no}', large.customerNo), smallToken)).status).toBe(403)
      expect((await get(path.replace('{no}', small.customerNo), largeToken)).status).toBe(403)
    }
  })

  it('answers the newest 25 orders of all by default', async () => {
    const { total, orders: found } = await page('')
    expect(total).toBe(1200)
    expect(found).toEqual(
      [...(seeded.get(large.customerNo) ?? [])].sort((a, b) => b.date.localeCompare(a.date) || b.orderNumber.localeCompare(a.orderNumber)).slice(0, 25),
    )
  })

  it('pages through a date range, sorted, without gaps or overlaps', async () => {
    const inRange = (seeded.get(large.customerNo) ?? []).filter((order) => order.date >= '2025-01-01' && order.date <= '2025-06-30')
    const first = await page('?fromDate=2025-01-01&toDate=2025-06-30&orderBy=orderNumber&sortingOrder=asc&limit=100')
    const second = await page('?fromDate=2025-01-01&toDate=2025-06-30&orderBy=orderNumber&sortingOrder=asc&limit=100&offset=100')
    expect(first.total).toBe(inRange.length)
    const numbers = [...first.orders, ...second.orders].map((order) => order.orderNumber)
    expect(numbers).toEqual(
      inRange
        .map((order) => order.orderNumber)
        .sort()
        .slice(0, 200),
    )
  })

  it('answers 400 for invalid parameters', async () => {
    for (const search of [
      '?limit=101',
      '?offset=-5',
      '?fromDate=2025-02-30',
      '?orderBy=amount',
      '?sortingOrder=random',
      '?fromDate=2025-07-01&toDate=2025-01-01',
    ]) {
      expect((await history(large.customerNo, search, largeToken)).status).toBe(400)
    }
  })

  it('answers the small customer’s six orders to the small customer', async () => {
    const answer = await history(small.customerNo, '?sortingOrder=asc', smallToken)
    expect(await answer.json()).toEqual({ total: 6, orders: seeded.get(small.customerNo) })
  })

  it('answers an order with its deliveries, and 404 for another customer’s order or an unknown one', async () => {
    const own = (seeded.get(small.customerNo) ?? []).at(-1)
    const answer = await get(`/.rest/api/deliveries/${small.customerNo}/${own?.orderNumber ?? ''}`, smallToken)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { order: Order; deliveries: Delivery[] }
    expect(body.order).toEqual(own)
    expect(body.deliveries.map((delivery) => delivery.deliveryNumber)).toEqual(own?.deliveryNumbers)
    const theirs = seeded.get(large.customerNo)?.[0]?.orderNumber ?? ''
    expect((await get(`/.rest/api/deliveries/${small.customerNo}/${theirs}`, smallToken)).status).toBe(404)
    expect((await get(`/.rest/api/deliveries/${large.customerNo}/${own?.orderNumber ?? ''}`, largeToken)).status).toBe(404)
    expect((await get(`/.rest/api/deliveries/${small.customerNo}/0000000000`, smallToken)).status).toBe(404)
  })

  it('serves a delivery’s document as a PDF download of its stated size, and 404 for another customer’s', async () => {
    const own = (seeded.get(small.customerNo) ?? []).find((order) => order.batchNumbers.length > 0)
    const { deliveries } = (await (await get(`/.rest/api/deliveries/${small.customerNo}/${own?.orderNumber ?? ''}`, smallToken)).json()) as {
      deliveries: Delivery[]
    }
    const certificate = deliveries[0]?.documents.find((document) => document.type === 'certificateOfAnalysis')
    const answer = await get(`/.rest/api/documents/${small.customerNo}/${certificate?.id ?? ''}`, smallToken)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${certificate?.fileName ?? ''}"`)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const pdf = await answer.text()
    expect(pdf.length).toBe(certificate?.size)
    expectValidPdf(pdf)
    expect(pdf).toContain('(Certificate of analysis) Tj')
    expect(pdf).toContain(`(Order: ${own?.orderNumber ?? ''}) Tj`)
    expect(pdf).toContain(`(Batch: ${deliveries[0]?.batches[0]?.batchNumber ?? ''}) Tj`)
    expect((await get(`/.rest/api/documents/${large.customerNo}/${certificate?.id ?? ''}`, largeToken)).status).toBe(404)
    expect((await get(`/.rest/api/documents/${small.customerNo}/no-such-document`, smallToken)).status).toBe(404)
  })

  it('answers who the customer is to their own token only', async () => {
    const answer = await get(`/.rest/api/customer/${small.customerNo}`, smallToken)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ customerNo: small.customerNo, company: small.company, email: small.email })
    expect((await get(`/.rest/api/customer/${small.customerNo}`)).status).toBe(401)
    expect((await get(`/.rest/api/customer/${small.customerNo}`, largeToken)).status).toBe(403)
  })

  it('ends a revoked token at once; revoking is the same for any token', async () => {
    const session = await signIn(small)
    const revoke = (token: string) => post('/.rest/api/auth/revoke', {}, { token })
    expect((await revoke(session.token)).status).toBe(200)
    expect((await history(small.customerNo, '', session.token)).status).toBe(401)
    expect((await revoke(session.token)).status).toBe(200)
    expect((await revoke('never-issued-token')).status).toBe(200)
    expect((await history(small.customerNo, '', smallToken)).status).toBe(200)
  })

  it('without "stay logged in" gives a token of 12 hours', async () => {
    const session = await signIn(small, undefined, false)
    await control({ advanceMinutes: 12 * 60 - 1 })
    expect((await history(small.customerNo, '', session.token)).status).toBe(200)
    await control({ advanceMinutes: 2 })
    expect((await history(small.customerNo, '', session.token)).status).toBe(401)
  })

  it('keeps its token through a clock moved less than 30 days, and loses it after', async () => {
    const session = await signIn(small)
    await control({ advanceMinutes: 29 * 24 * 60 })
    expect((await history(small.customerNo, '', session.token)).status).toBe(200)
    await control({ advanceMinutes: 2 * 24 * 60 })
    expect((await history(small.customerNo, '', session.token)).status).toBe(401)
  })
})

describe('the clock control and faults', () => {
  afterEach(() => backend.faults.clear())

  it('takes only the control token and a valid change', async () => {
    expect((await post('/__backend/clock', { reset: true })).status).toBe(401)
    expect((await control({ advanceMinutes: -5 })).status).toBe(400)
    expect((await control({ reset: false })).status).toBe(400)
    const reset = await control({ reset: true })
    expect(await reset.json()).toMatchObject({ offsetMinutes: 0 })
  })

  it('lets the fault switch break the client-area calls', async () => {
    backend.faults.set({ pathPrefix: '/.rest/api/customer/', mode: 'error', delayMs: 0 })
    backend.faults.set({ pathPrefix: '/.rest/api/auth', mode: 'malformed', delayMs: 0 })
    expect((await get(`/.rest/api/customer/${large.customerNo}/order-history`)).status).toBe(500)
    const malformed = await askForLink(large.email, large.customerNo)
    expect(malformed.status).toBe(200)
    await expect(malformed.json()).rejects.toThrow()
    expect(await mails()).toEqual([])
  })
})

describe('with 10,000 orders', () => {
  let scaled: RunningBackend
  beforeAll(async () => {
    // the scale switch as the start script passes it on: from the environment
    process.env['BACKEND_ORDERS_SCALE'] = '10000'
    try {
      scaled = await startSeedBackend()
    } finally {
      delete process.env['BACKEND_ORDERS_SCALE']
    }
  })
  afterAll(() => scaled.close())

  it('answers a page in under 20 ms (the median of 40 requests)', async () => {
    await fetch(`${scaled.url}/.rest/api/auth`, {
      method: 'POST',
      body: JSON.stringify({ email: large.email, customerNo: large.customerNo, language: 'en', link: signInPage }),
    })
    const mailed = scaled.mailbox.list()[0]?.body as LoginMail | undefined
    const code = new URL(mailed?.link ?? 'http://none.invalid').searchParams.get('code')
    const { token } = (await (await fetch(`${scaled.url}/.rest/api/auth/token`, { method: 'POST', body: JSON.stringify({ code }) })).json()) as Session
    const searches = [
      '',
      '?orderBy=materialName&sortingOrder=asc&limit=100&offset=4000',
      '?orderBy=status&fromDate=2024-01-01&toDate=2025-12-31&limit=50',
      '?orderBy=orderNumber&offset=9900&limit=100',
    ]
    const times: number[] = []
    for (let round = 0; round < 10; round++) {
      for (const search of searches) {
        const started = performance.now()
        const answer = await fetch(`${scaled.url}/.rest/api/customer/${large.customerNo}/order-history${search}`, { headers: { token } })
        const body = (await answer.json()) as { total: number }
        times.push(performance.now() - started)
        if (search === '') expect(body.total).toBe(10_000)
      }
    }
    times.sort((a, b) => a - b)
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(20)
  })
})
