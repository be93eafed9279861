import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Order, type OrderStatus, demoCustomers, orderStatuses, seedClientArea } from '../../backend/client-area/client-area-seed.ts'
import { linkWithCode, loginMail } from '../../backend/client-area/login-mail.ts'
import { MagicLinks } from '../../backend/client-area/magic-links.ts'
import { TestClock } from '../../backend/clock.ts'
import { type HistoryQuery, indexOrders, parseHistoryQuery, queryOrders } from '../../backend/client-area/order-history.ts'
import { onePagePdf } from '../../backend/pdf.ts'
import { expectValidPdf } from '../helpers/pdf.ts'

const today = '2026-11-25'

describe('the order history query', () => {
  const parse = (search: string) => parseHistoryQuery(new URLSearchParams(search))

  it('defaults to the newest 25 orders by date, unbounded', () => {
    expect(parse('')).toEqual({ query: { limit: 25, offset: 0, orderBy: 'date', sortingOrder: 'desc' } })
  })

  it('reads every parameter and counts an empty one as absent', () => {
    expect(parse('limit=100&offset=200&fromDate=2025-01-01&toDate=2025-06-30&orderBy=materialName&sortingOrder=asc')).toEqual({
      query: { limit: 100, offset: 200, fromDate: '2025-01-01', toDate: '2025-06-30', orderBy: 'materialName', sortingOrder: 'asc' },
    })
    expect(parse('limit=&fromDate=&orderBy=')).toEqual(parse(''))
    expect(parse('limit=1&fromDate=2025-03-01&toDate=2025-03-01')).toMatchObject({ query: { limit: 1, fromDate: '2025-03-01', toDate: '2025-03-01' } })
    expect(parse('fromDate=2025-03-01')).toMatchObject({ query: { fromDate: '2025-03-01' } })
    expect(parse('toDate=2024-02-29')).toMatchObject({ query: { toDate: '2024-02-29' } })
  })

  it.each([
    'limit=0',
    'limit=101',
    'limit=-1',
    'limit=2.5',
    'limit=ten',
    'offset=-1',
    'offset=1e3',
    'fromDate=2025-02-30',
    'toDate=2025-13-01',
    'fromDate=25-01-01',
    'toDate=2025-1-1',
    'fromDate=2025-07-01&toDate=2025-06-30',
    'orderBy=amount',
    'orderBy=DATE',
    'sortingOrder=up',
  ])('refuses %s', (search) => {
    expect(parse(search)).toHaveProperty('error')
  })

  const order = (orderNumber: string, date: string, materialName: string, status: OrderStatus): Order => ({
    orderNumber,
    date,
    materialName,
    materialNumber: '10021000',
    amount: 25,
    unit: 'kg',
    status,
    estimatedDeliveryDate: null,
    deliveryNumbers: [],
    batchNumbers: [],
  })
  const orders = [
    order('4500000003', '2025-03-01', 'ALTECH PA6 A 2030/109 GF30', 'delivered'),
    order('4500000001', '2025-03-01', 'ALCOM PC 740/4 UV', 'ordered'),
    order('4500000002', '2025-01-15', 'ALCOM PC 1000', 'shipped'),
    order('4500000005', '2025-06-30', 'alcom pc 740/4 uv', 'confirmed'),
    order('4500000004', '2024-12-31', 'ALCOM PBT 710/1 GF20', 'unknown'),
    order('4500000006', '2025-07-01', 'ALFATER XL A75I 2MT0000', 'inProgress'),
  ]
  const index = indexOrders(orders)
  const numbers = (query: Partial<HistoryQuery>) =>
    queryOrders(index, { limit: 25, offset: 0, orderBy: 'date', sortingOrder: 'desc', ...query }).orders.map((found) => found.orderNumber.slice(-1))

  it('sorts by date, ties by order number in the same direction', () => {
    expect(numbers({ sortingOrder: 'asc' })).toEqual(['4', '2', '1', '3', '5', '6'])
    expect(numbers({})).toEqual(['6', '5', '3', '1', '2', '4'])
  })

  it('sorts by order number, by material name (numbers by value, case ignored) and by status in the order of an order’s life', () => {
    expect(numbers({ orderBy: 'orderNumber', sortingOrder: 'asc' })).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(numbers({ orderBy: 'orderNumber' })).toEqual(['6', '5', '4', '3', '2', '1'])
    expect(numbers({ orderBy: 'materialName', sortingOrder: 'asc' })).toEqual(['4', '1', '5', '2', '6', '3'])
    expect(numbers({ orderBy: 'status', sortingOrder: 'asc' })).toEqual(['1', '5', '6', '2', '3', '4'])
    expect(orderStatuses).toEqual(['ordered', 'confirmed', 'scheduled', 'inProgress', 'shipped', 'delivered', 'unknown'])
  })

  it('keeps the days from fromDate to toDate, both included, and counts them all', () => {
    expect(numbers({ fromDate: '2025-01-15', toDate: '2025-06-30', sortingOrder: 'asc' })).toEqual(['2', '1', '3', '5'])
    expect(numbers({ fromDate: '2025-03-01', sortingOrder: 'asc' })).toEqual(['1', '3', '5', '6'])
    expect(numbers({ toDate: '2025-01-15', sortingOrder: 'asc' })).toEqual(['4', '2'])
    expect(queryOrders(index, { limit: 1, offset: 0, orderBy: 'date', sortingOrder: 'asc', fromDate: '2025-03-01', toDate: '2025-03-01' })).toEqual({
      total: 2,
      orders: [orders[1]],
    })
  })

  it('pages with offset and limit, the total counting every match', () => {
    expect(numbers({ orderBy: 'orderNumber', sortingOrder: 'asc', offset: 2, limit: 3 })).toEqual(['3', '4', '5'])
    expect(numbers({ orderBy: 'orderNumber', sortingOrder: 'asc', offset: 5, limit: 3 })).toEqual(['6'])
    expect(queryOrders(index, { limit: 2, offset: 6, orderBy: 'date', sortingOrder: 'desc' })).toEqual({ total: 6, orders: [] })
  })

  it('leaves the index as it was', () => {
    numbers({})
    expect(numbers({ sortingOrder: 'asc' })).toEqual(['4', '2', '1', '3', '5', '6'])
  })
})

describe('the seeded client area', () => {
  const data = seedClientArea(today)
  const large = data.ordersOf.get(demoCustomers.large.customerNo) ?? []
  const small = data.ordersOf.get(demoCustomers.small.customerNo) ?? []
  const daysAgo = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

  it('is the same for the same day', () => {
    expect(seedClientArea(today).ordersOf.get('100200')).toEqual(large)
  })

  it('gives the large customer 1,200 orders over three years, with every status, the old ones mostly delivered', () => {
    expect(large).toHaveLength(1200)
    expect(large.every((order) => order.date >= daysAgo(3 * 365) && order.date <= today)).toBe(true)
    expect(large.filter((order) => order.date >= daysAgo(365)).length).toBeGreaterThan(350)
    expect(new Set(large.map((order) => order.status))).toEqual(new Set(orderStatuses))
    const old = large.filter((order) => order.date < daysAgo(60))
    expect(old.filter((order) => order.status === 'delivered').length / old.length).toBeGreaterThan(0.9)
  })

  it('gives the small customer six orders in the last twelve months', () => {
    expect(small).toHaveLength(6)
    expect(small.every((order) => order.date > daysAgo(365) && order.date <= today)).toBe(true)
  })

  it('numbers orders with ten digits, unique across customers, and knows each by its number', () => {
    const all = [...large, ...small]
    expect(all.every((order) => /^\d{10}$/.test(order.orderNumber))).toBe(true)
    expect(new Set(all.map((order) => order.orderNumber)).size).toBe(all.length)
    expect(data.orders.get(small[0]?.orderNumber ?? '')?.customerNo).toBe('100300')
  })

  it('ships nothing before an order is scheduled, else one to three deliveries that add up to its amount', () => {
    for (const { order, deliveries } of data.orders.values()) {
      if (order.status === 'ordered' || order.status === 'confirmed') expect(deliveries).toEqual([])
      else {
        expect(deliveries.length).toBeGreaterThanOrEqual(1)
        expect(deliveries.length).toBeLessThanOrEqual(3)
        expect(deliveries.reduce((sum, delivery) => sum + delivery.amount, 0)).toBe(order.amount)
      }
      expect(order.deliveryNumbers).toEqual(deliveries.map((delivery) => delivery.deliveryNumber))
      expect(order.batchNumbers).toEqual(deliveries.flatMap((delivery) => delivery.batches.map((batch) => batch.batchNumber)))
    }
  })

  it('keeps each delivery’s history in order, on no day after today, with its batches adding up', () => {
    for (const { deliveries } of data.orders.values()) {
      for (const delivery of deliveries) {
        const days = delivery.statusHistory.map((step) => step.date)
        expect(days).toEqual([...days].sort())
        expect(days.every((day) => day <= today)).toBe(true)
        if (delivery.batches.length > 0) expect(delivery.batches.reduce((sum, batch) => sum + batch.amount, 0)).toBe(delivery.amount)
        expect(delivery.deliveredDate === null).toBe(delivery.status !== 'delivered')
      }
    }
  })

  it('files each delivery’s documents under their ids: data sheets, and a certificate of analysis per batch', () => {
    const { deliveries } = [...data.orders.values()].find((entry) => entry.deliveries.some((delivery) => delivery.batches.length === 2)) ?? { deliveries: [] }
    const delivery = deliveries.find((candidate) => candidate.batches.length === 2)
    expect(delivery?.documents.map((document) => document.type)).toEqual(['dataSheet', 'safetyDataSheet', 'certificateOfAnalysis', 'certificateOfAnalysis'])
    const certificate = delivery?.documents[3]
    expect(data.documents.get(certificate?.id ?? '')).toMatchObject({ delivery, batchNumbers: [delivery?.batches[1]?.batchNumber] })
  })

  it('grows the large customer with the scale switch', () => {
    expect(seedClientArea(today, 3000).ordersOf.get('100200')).toHaveLength(3000)
  })
})

describe('magic links', () => {
  afterEach(() => vi.useRealTimers())
  const grant = { customerNo: '100200', orderNumber: null }

  it('trades a code once for a token of 30 days, which then names the customer', () => {
    const clock = new TestClock()
    const links = new MagicLinks(clock)
    const code = links.issue(grant) ?? ''
    expect(code).toMatch(/^[\w-]{43}$/)
    const session = links.redeem(code, true)
    expect(session).toMatchObject({ customerNo: '100200', orderNumber: null, token: expect.stringMatching(/^[\w-]{43}$/) })
    expect(Date.parse(session?.expiresAt ?? '') - clock.now()).toBeGreaterThan(30 * 86_400_000 - 1000)
    expect(links.redeem(code, true)).toBeUndefined()
    expect(links.grantOf(session?.token ?? '')).toEqual(grant)
    expect(links.grantOf(code)).toBeUndefined()
  })

  it('lets a code expire after 15 minutes and a token after 30 days', () => {
    const clock = new TestClock()
    const links = new MagicLinks(clock)
    const late = links.issue(grant) ?? ''
    const early = links.issue(grant) ?? ''
    clock.advance(14)
    const token = links.redeem(early, true)?.token ?? ''
    clock.advance(1)
    expect(links.redeem(late, true)).toBeUndefined()
    clock.advance(30 * 24 * 60 - 2)
    expect(links.grantOf(token)).toEqual(grant)
    clock.advance(1)
    expect(links.grantOf(token)).toBeUndefined()
    expect(clock.offsetMinutes).toBe(30 * 24 * 60 + 14)
    clock.reset()
    expect(clock.offsetMinutes).toBe(0)
  })

  it('issues nothing without a customer, and at most five links per customer in 15 minutes', () => {
    const clock = new TestClock()
    const links = new MagicLinks(clock)
    expect(links.issue(undefined)).toBeUndefined()
    const codes = Array.from({ length: 6 }, () => links.issue(grant))
    expect(codes.filter(Boolean)).toHaveLength(5)
    expect(codes[5]).toBeUndefined()
    expect(links.issue({ customerNo: '100300', orderNumber: null })).toBeDefined()
    clock.advance(15)
    expect(links.issue(grant)).toBeDefined()
  })

  it('forgets the links it issued ahead of a clock set back', () => {
    const clock = new TestClock()
    const links = new MagicLinks(clock)
    clock.advance(60)
    for (let round = 0; round < 5; round++) links.issue(grant)
    expect(links.issue(grant)).toBeUndefined()
    clock.reset()
    expect(links.issue(grant)).toBeDefined()
  })

  it('keeps every code and token until it expires, to the millisecond', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00Z') })
    const clock = new TestClock()
    const links = new MagicLinks(clock)
    const codes = Array.from({ length: 5 }, () => links.issue(grant))
    const tokens = codes.slice(0, 2).map((code) => links.redeem(code ?? '', true)?.token ?? '')
    expect(tokens.map((token) => links.grantOf(token))).toEqual([grant, grant])
    vi.advanceTimersByTime(15 * 60_000 - 1)
    expect(links.issue(grant)).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(links.redeem(codes[2] ?? '', true)).toBeUndefined()
    expect(links.issue(grant)).toBeDefined()
    vi.advanceTimersByTime(30 * 86_400_000 - 15 * 60_000)
    expect(tokens.map((token) => links.grantOf(token))).toEqual([undefined, undefined])
  })

  it('does not take a token for a code', () => {
    const links = new MagicLinks(new TestClock())
    const token = links.redeem(links.issue(grant) ?? '', false)?.token ?? ''
    expect(links.redeem(token, false)).toBeUndefined()
  })

  it('without "stay logged in" a token lasts 12 hours; a revoked token ends at once', () => {
    const clock = new TestClock()
    const links = new MagicLinks(clock)
    const session = links.redeem(links.issue(grant) ?? '', false)?.token ?? ''
    const lasting = links.redeem(links.issue(grant) ?? '', true)?.token ?? ''
    const revoked = links.redeem(links.issue(grant) ?? '', true)?.token ?? ''
    links.revoke(revoked)
    links.revoke('never-issued')
    expect(links.grantOf(revoked)).toBeUndefined()
    clock.advance(12 * 60 - 1)
    expect(links.grantOf(session)).toEqual(grant)
    clock.advance(1)
    expect(links.grantOf(session)).toBeUndefined()
    expect(links.grantOf(lasting)).toEqual(grant)
  })
})

describe('the login mail', () => {
  it('adds the code to the link, keeping its query', () => {
    expect(linkWithCode('https://www.example.com/en/orders?next=%2Fen%2Forders%3Fpage%3D2', 'abc_-1')).toBe(
      'https://www.example.com/en/orders?next=%2Fen%2Forders%3Fpage%3D2&code=abc_-1',
    )
    expect(linkWithCode('http://localhost:3000/de/orders?code=old', 'new')).toBe('http://localhost:3000/de/orders?code=new')
  })

  it('speaks the language of the login', () => {
    expect(loginMail('de', 'Example Plastics GmbH', 'https://x.example/?code=1')).toEqual({
      subject: 'Ihr Anmeldelink für den Kundenbereich',
      text: expect.stringContaining('Guten Tag Example Plastics GmbH,') as string,
    })
    expect(loginMail('en', 'Small Parts Ltd', 'https://x.example/?code=1').text).toContain('https://x.example/?code=1')
    expect(loginMail('zh', 'Small Parts Ltd', 'https://x.example/?code=1')).toEqual({
      subject: '您的客户专区登录链接',
      text: expect.stringMatching(/^Small Parts Ltd，您好：[^]*https:\/\/x\.example\/\?code=1/) as string,
    })
  })
})

describe('one-page PDFs', () => {
  it('are valid, with the lines escaped as text', () => {
    const pdf = onePagePdf(['Certificate of analysis', 'Material: PA6 (black) 50\\50 – grün'])
    expectValidPdf(pdf)
    expect(pdf).toContain('Td (Certificate of analysis) Tj T* (Material: PA6 \\(black\\) 50\\\\50 ? gr?n) Tj T* ET')
  })

  const lines = ['Data sheet', 'Order: 4500012345']
  const natural = onePagePdf(lines).length

  it.each([0, natural, natural + 2, 12_000, 99_995, 100_003, 1_500_000])('are padded to %i bytes where that is more than they need', (size) => {
    const pdf = onePagePdf(lines, size)
    expectValidPdf(pdf)
    expect(pdf.length).toBe(Math.max(size, natural))
  })

  it('stay as they are one byte short, where no comment line fits', () => {
    expect(onePagePdf(lines, natural + 1)).toBe(onePagePdf(lines))
  })
})
