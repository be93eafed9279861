import { describe, expect, it } from 'vitest'
import {
  isCalendarDate,
  isKeptRange,
  orderHistoryDefaults,
  orderHistorySearch,
  parseOrderHistoryParams,
} from '#app/features/client-area/order-history-params.ts'
import {
  addDays,
  followAddress,
  lastTwelveMonths,
  orderHistoryQuery,
  pageCount,
  pickerRange,
  quickRange,
  viewRange,
} from '#app/features/client-area/order-history-rules.ts'
import { safeNextPath } from '#app/features/client-area/next-path.ts'
import { clientAreaPage, orderPagePath } from '#app/features/client-area/client-area-paths.ts'
import { signInSearch, withoutCode } from '#app/features/client-area/sign-in-search.ts'
import { orderPageSearch } from '#app/features/client-area/order-page-search.ts'
import { loginSchema } from '#app/features/client-area/login-schema.ts'
import { triedPath } from '#app/site/not-found.ts'
import { needHelpSchema, needHelpStart, reorderSchema, reorderStart } from '#app/features/client-area/client-request-schema.ts'

describe('order history params', () => {
  it('defaults to the last 12 months, newest first, 25 per page', () => {
    expect(orderHistoryDefaults).toEqual({ from: undefined, to: undefined, sort: 'date', order: 'desc', page: 1, perPage: 25 })
  })

  it.each([
    [
      { from: '2025-01-01', to: '2025-06-30', sort: 'date', order: 'asc', page: '2', perPage: '25' },
      { from: '2025-01-01', to: '2025-06-30', sort: 'date', order: 'asc', page: 2, perPage: 25 },
    ],
    [{ from: '2025-02-30' }, { ...orderHistoryDefaults }],
    [{ from: '2025-13-01', to: '2025-00-10' }, { ...orderHistoryDefaults }],
    [{ from: '2025-06-30', to: '2025-01-01' }, { ...orderHistoryDefaults }],
    [
      { from: '2025-06-30', to: '2025-06-30' },
      { ...orderHistoryDefaults, from: '2025-06-30', to: '2025-06-30' },
    ],
    [{ from: '2025-06-01' }, { ...orderHistoryDefaults, from: '2025-06-01' }],
    [{ to: '2024-02-29' }, { ...orderHistoryDefaults, to: '2024-02-29' }],
    [{ to: '2023-02-29' }, { ...orderHistoryDefaults }],
    [{ from: '1899-12-31' }, { ...orderHistoryDefaults }],
    [{ from: '20250101' }, { ...orderHistoryDefaults }],
    [{ from: 20250101 }, { ...orderHistoryDefaults }],
    [{ sort: 'price', order: 'up' }, { ...orderHistoryDefaults }],
    [
      { sort: 'materialName', order: 'asc' },
      { ...orderHistoryDefaults, sort: 'materialName', order: 'asc' },
    ],
    [{ sort: 'orderNumber' }, { ...orderHistoryDefaults, sort: 'orderNumber' }],
    [{ sort: 'status' }, { ...orderHistoryDefaults, sort: 'status' }],
    [{ page: '0' }, { ...orderHistoryDefaults }],
    [{ page: '-3' }, { ...orderHistoryDefaults }],
    [{ page: '1.5' }, { ...orderHistoryDefaults }],
    [{ page: '100000' }, { ...orderHistoryDefaults, page: 100000 }],
    [{ page: '100001' }, { ...orderHistoryDefaults }],
    [{ perPage: '30' }, { ...orderHistoryDefaults }],
    [{ perPage: 'abc' }, { ...orderHistoryDefaults }],
    [{ perPage: '100' }, { ...orderHistoryDefaults, perPage: 100 }],
    [{ perPage: 10 }, { ...orderHistoryDefaults, perPage: 10 }],
    [{ perPage: '50' }, { ...orderHistoryDefaults, perPage: 50 }],
    // a param given twice is a list: no value
    [{ from: ['2025-01-01'], to: ['2025-06-30'] }, { ...orderHistoryDefaults }],
    [{ page: ['2'], perPage: ['50'] }, { ...orderHistoryDefaults }],
    [{ page: true, perPage: null }, { ...orderHistoryDefaults }],
    [{ page: '', perPage: ' ' }, { ...orderHistoryDefaults }],
    [
      { page: 2, order: 'desc' },
      { ...orderHistoryDefaults, page: 2 },
    ],
    [{ page: ' 2 ' }, { ...orderHistoryDefaults, page: 2 }],
    [
      { page: '2.0', perPage: '1e2' },
      { ...orderHistoryDefaults, page: 2, perPage: 100 },
    ],
    [{ order: 'ASC' }, { ...orderHistoryDefaults }],
  ])('%j -> %j', (search, expected) => {
    expect(parseOrderHistoryParams(search)).toEqual(expected)
  })

  it('knows calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2023-02-29')).toBe(false)
    expect(isCalendarDate('2025-04-31')).toBe(false)
    expect(isCalendarDate('2025-12-31')).toBe(true)
    expect(isCalendarDate('1900-01-01')).toBe(true)
    expect(isCalendarDate(' 2025-01-01')).toBe(false)
    expect(isCalendarDate('2025-01-01x')).toBe(false)
    expect(isCalendarDate('2025-00-10')).toBe(false)
    expect(isCalendarDate('2025-13-01')).toBe(false)
    expect(isCalendarDate('2025-01-00')).toBe(false)
    expect(isCalendarDate('2025-12-32')).toBe(false)
    expect(isCalendarDate('2025-01-99')).toBe(false)
    expect(isCalendarDate('0099-12-31')).toBe(false)
    expect(isCalendarDate('9999-12-31')).toBe(true)
  })

  it('writes a view without its defaults', () => {
    expect(orderHistorySearch(orderHistoryDefaults)).toStrictEqual({})
    expect(orderHistorySearch({ from: '2025-01-01', to: '2025-06-30', sort: 'status', order: 'asc', page: 2, perPage: 50 })).toEqual({
      from: '2025-01-01',
      to: '2025-06-30',
      sort: 'status',
      order: 'asc',
      page: 2,
      perPage: 50,
    })
    expect(orderHistorySearch({ ...orderHistoryDefaults, to: '2025-01-01' })).toStrictEqual({ to: '2025-01-01' })
  })

  it.each([
    [{ from: '2025-02-01', to: '2025-02-28' }, true],
    [{ from: '2025-02-28', to: '2025-02-28' }, true],
    [{ from: '2025-03-01', to: '2025-02-28' }, false],
    [{ from: '0002-02-01', to: '2025-12-31' }, false],
    [{ from: '2025-01-01', to: '0202-12-31' }, false],
    [{ from: '2025-02-30', to: '2025-12-31' }, false],
    [{ from: '2025-01-01', to: '2025-02-30' }, false],
  ])('a picked range %j is kept by the URL: %s', (range, kept) => {
    expect(isKeptRange(range)).toBe(kept)
  })
})

describe('order history rules', () => {
  it('counts days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
  })

  it('covers the last 12 months up to today', () => {
    expect(lastTwelveMonths('2026-11-25')).toEqual({ from: '2025-11-26', to: '2026-11-25' })
    expect(lastTwelveMonths('2026-01-01')).toEqual({ from: '2025-01-02', to: '2026-01-01' })
    expect(lastTwelveMonths('2024-02-29')).toEqual({ from: '2023-03-02', to: '2024-02-29' })
  })

  it('offers quick ranges', () => {
    expect(quickRange('last30Days', '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' })
    expect(quickRange('thisYear', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' })
    expect(quickRange('lastYear', '2026-11-25')).toEqual({ from: '2025-01-01', to: '2025-12-31' })
  })

  it.each([
    [{}, { from: '2025-11-26', to: '2026-11-25' }],
    [
      { from: '2025-01-01', to: '2025-06-30' },
      { from: '2025-01-01', to: '2025-06-30' },
    ],
    [{ from: '2026-01-01' }, { from: '2026-01-01', to: '2026-11-25' }],
    [{ from: '2027-01-01' }, { from: '2027-01-01', to: '2027-01-01' }],
    [{ to: '2026-06-30' }, { from: '2025-11-26', to: '2026-06-30' }],
    [{ to: '2020-06-30' }, { from: '2020-06-30', to: '2020-06-30' }],
  ])('the view of %j covers %j', (params, expected) => {
    expect(viewRange(params, '2026-11-25')).toEqual(expected)
  })

  it('asks the upstream for one page of the range, sorted', () => {
    expect(orderHistoryQuery({ from: '2025-01-01', to: '2025-06-30', sort: 'materialName', order: 'asc', page: 3, perPage: 25 }, '2026-11-25')).toEqual({
      limit: 25,
      offset: 50,
      fromDate: '2025-01-01',
      toDate: '2025-06-30',
      orderBy: 'materialName',
      sortingOrder: 'asc',
    })
    expect(orderHistoryQuery(orderHistoryDefaults, '2026-11-25')).toEqual({
      limit: 25,
      offset: 0,
      fromDate: '2025-11-26',
      toDate: '2026-11-25',
      orderBy: 'date',
      sortingOrder: 'desc',
    })
  })

  describe('the date-range picker follows the address', () => {
    const lastYear = { from: '2025-01-01', to: '2025-12-31' }
    const typed = { from: '2025-02-01', to: '2025-02-28' }
    const started = pickerRange(lastYear)

    it('starts from the address', () => {
      expect(started).toEqual({ address: lastYear, shown: lastYear, generation: 0, sent: null })
    })

    it('stays as it is while the address keeps its range', () => {
      expect(followAddress(started, { ...lastYear })).toBe(started)
    })

    it.each([
      ['both ends', typed],
      ['the start', { from: '2025-02-01', to: '2025-12-31' }],
      ['the end', { from: '2025-01-01', to: '2025-06-30' }],
    ])('starts again from a range from elsewhere that changes %s', (_, address) => {
      expect(followAddress(started, address)).toEqual({ address, shown: address, generation: 1, sent: null })
    })

    it('keeps what is typed when the address takes up the range the picker sent', () => {
      const sending = { ...started, sent: typed }
      expect(followAddress(sending, { ...typed })).toEqual({ address: typed, shown: lastYear, generation: 0, sent: typed })
    })

    it('starts again when the address turns to another range than the one sent, and then follows back and forward', () => {
      const sending = followAddress({ ...started, sent: typed }, typed)
      const quick = { from: '2026-10-27', to: '2026-11-25' }
      const afterQuick = followAddress(sending, quick)
      expect(afterQuick).toEqual({ address: quick, shown: quick, generation: 1, sent: null })
      // back to the typed range: the picker shows the quick range, so it starts again from the typed one
      expect(followAddress(afterQuick, typed)).toEqual({ address: typed, shown: typed, generation: 2, sent: null })
    })
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(25, 25)).toBe(1)
    expect(pageCount(26, 25)).toBe(2)
    expect(pageCount(1200, 10)).toBe(120)
  })
})

describe('where a magic link leads', () => {
  const fallback = '/en/orders'
  it.each([
    [
      '/en/orders?from=2025-01-01&to=2025-06-30&sort=date&order=asc&page=2&perPage=25',
      '/en/orders?from=2025-01-01&to=2025-06-30&sort=date&order=asc&page=2&perPage=25',
    ],
    ['/albis-distribution/en/orders', '/albis-distribution/en/orders'],
    ['/mocom/de/orders/4500012345', '/mocom/de/orders/4500012345'],
    ['/orders', '/orders'],
    ['/en/orders/4500012345/deliveries/8000012', '/en/orders/4500012345/deliveries/8000012'],
    ['//evil.example', fallback],
    ['//evil.example/en/orders', fallback],
    ['/\\evil.example', fallback],
    ['/\tevil.example/en/orders', fallback],
    ['https://evil.example/en/orders', fallback],
    ['javascript:alert(1)', fallback],
    ['/en/about', fallback],
    ['/en/orders/sign-in?code=x', fallback],
    ['/en/ordersx', fallback],
    ['/en/orders/../about', fallback],
    ['/en/orders\u007f', fallback],
    [`/en/orders?${'a'.repeat(2040)}`, fallback],
    [undefined, fallback],
    [42, fallback],
    ['', fallback],
  ])('%j -> %j', (next, expected) => {
    expect(safeNextPath(next, fallback)).toBe(expected)
  })

  // each of these would lead off the site, or to another page than the one named, if read as a
  // browser reads it; all fall back to the client area's own page
  it.each([
    // protocol-relative and doubled
    '//',
    '//evil.example/en/orders/4500012345',
    '///evil.example/en/orders/4500012345',
    '////evil.example/en/orders/4500012345',
    '//evil.example:80/en/orders/4500012345',
    '/en/orders//4500012345',
    // backslashed
    '/\\/evil.example/en/orders/4500012345',
    '\\\\evil.example/en/orders/4500012345',
    '/en/orders\\4500012345',
    '/en/orders?page=2\\',
    // control characters: tabs and newlines vanish, leading and trailing ones are cut
    '/\t/evil.example/en/orders/4500012345',
    '/\n/evil.example/en/orders/4500012345',
    '/\r\n/evil.example/en/orders/4500012345',
    '/en/orders/4500\t012345',
    '/en/orders/4500012345\n',
    '/en/orders/4500012345\u001f',
    '/en/orders/4500012345\u0000',
    '/en/orders?page=2\u007f',
    // encoded
    '/%2F%2Fevil.example/en/orders/4500012345',
    '/%2f/evil.example/en/orders/4500012345',
    '/%5Cevil.example/en/orders/4500012345',
    '/en/orders/%2e%2e/about',
    '/en/orders/%2E%2E/%2E%2E/about',
    '/en/%6Frders/4500012345',
    '/en/orders%2F4500012345',
    // relative, absolute, other schemes
    'en/orders/4500012345',
    'evil.example/en/orders/4500012345',
    'http://site.invalid/en/orders/4500012345',
    'HTTPS://evil.example/en/orders/4500012345',
    'data:text/html,<a href=//evil.example>',
    '/en/orders/sign-in',
    '/mocom/en/orders/sign-in?next=/en/orders/4500012345',
  ])('%j falls back', (next) => {
    expect(safeNextPath(next, fallback)).toBe(fallback)
  })

  it.each([
    // the path as the site reads it: a space and query text encoded, no hash
    ['/en/orders?ref=a b', '/en/orders?ref=a%20b'],
    ['/en/orders?next=//evil.example', '/en/orders?next=//evil.example'],
    ['/en/orders#top', '/en/orders'],
    ['/en/orders/./4500012345', '/en/orders/4500012345'],
  ])('%j -> %j', (next, expected) => {
    expect(safeNextPath(next, fallback)).toBe(expected)
  })

  it('keeps a long path that still fits', () => {
    const next = `/en/orders?${'a'.repeat(2037)}`
    expect(next.length).toBe(2048)
    expect(safeNextPath(next, fallback)).toBe(next)
  })
})

describe('client area pages', () => {
  it.each([
    ['/orders', { kind: 'history' }],
    ['/orders/sign-in', { kind: 'sign-in' }],
    ['/orders/4500012345', { kind: 'order', orderNumber: '4500012345' }],
    ['/orders/4500012345/deliveries/8000012', { kind: 'delivery', orderNumber: '4500012345', deliveryNumber: '8000012' }],
    ['/orders/sign-in/x', null],
    ['/orders/abc', null],
    ['/orders/4500012345/deliveries', null],
    ['/orders/4500012345/deliveries/x', null],
    ['/orders/4500012345/other/8000012', null],
    ['/orders/4500012345/deliveries/8000012/more', null],
    ['/orders/123456789012345678901', null],
    ['/about', null],
  ])('%s -> %j', (path, expected) => {
    expect(clientAreaPage(path)).toEqual(expected)
  })

  it('writes order and delivery paths', () => {
    expect(orderPagePath('4500012345')).toBe('/orders/4500012345')
    expect(orderPagePath('4500012345', '8000012')).toBe('/orders/4500012345/deliveries/8000012')
  })
})

describe('sign-in and order page params', () => {
  it('keeps a well-formed code, the next path and the stay flag', () => {
    const code = 'abcdefghijklmnop_-12'
    expect(signInSearch({ code, next: '/en/orders', stay: 1 })).toEqual({ code, next: '/en/orders', stay: 1 })
    expect(signInSearch({ code, stay: '1' })).toEqual({ code, stay: 1 })
    expect(signInSearch({ code: 'short', next: 5, stay: 2 })).toEqual({})
    expect(signInSearch({ code: `${code}<`, next: 'x'.repeat(2049) })).toEqual({})
    expect(signInSearch({ code: 'a'.repeat(200) })).toEqual({ code: 'a'.repeat(200) })
    expect(signInSearch({ code: 'a'.repeat(201) })).toEqual({})
    expect(withoutCode({ code, next: '/en/orders', stay: 1 })).toEqual({ next: '/en/orders', stay: 1 })
    expect(withoutCode({ code })).toEqual({})
    const login = 'x'.repeat(43)
    expect(signInSearch({ code, login, failed: 'error' })).toEqual({ code, login, failed: 'error' })
    expect(signInSearch({ login: 'a b', failed: 'other' })).toEqual({})
    expect(withoutCode({ code, login, next: '/en/orders', failed: 'other-browser' })).toEqual({ next: '/en/orders', failed: 'other-browser' })
  })

  it('knows a failed download only', () => {
    expect(orderPageSearch({ download: 'failed' })).toEqual({ download: 'failed' })
    expect(orderPageSearch({ download: 'yes' })).toEqual({})
  })

  it('reads the tried path of the 404 page only as a site path', () => {
    expect(triedPath({ from: '/en/removed' })).toBe('/en/removed')
    expect(triedPath({ from: '2024-01-01' })).toBeUndefined()
    expect(triedPath({ from: 5 })).toBeUndefined()
    expect(triedPath({ from: `/${'a'.repeat(2048)}` })).toBeUndefined()
  })
})

describe('login form', () => {
  const valid = { email: 'buyer@example.com', customerNo: '100200', orderNumber: '', stayLoggedIn: false }
  const codes = (values: typeof valid) => {
    const result = loginSchema.safeParse(values)
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)
  }
  it('needs an e-mail and a customer number; the order number is optional', () => {
    expect(codes(valid)).toEqual([])
    expect(codes({ ...valid, orderNumber: ' 4500012345 ' })).toEqual([])
    expect(codes({ ...valid, email: '' })).toEqual(['email:required'])
    expect(codes({ ...valid, email: 'buyer' })).toEqual(['email:email'])
    expect(codes({ ...valid, customerNo: ' ' })).toEqual(['customerNo:required'])
    expect(codes({ ...valid, customerNo: 'AB-1' })).toEqual(['customerNo:customer-number'])
    expect(codes({ ...valid, orderNumber: 'x1' })).toEqual(['orderNumber:order-number'])
  })
})

describe('reorder and need-help requests', () => {
  const reorder = {
    company: 'Example Plastics GmbH',
    email: 'buyer@example.com',
    product: 'ALCOM PC 740/4 UV',
    volume: '1000',
    color: '',
    application: '',
    technicalRequirements: '',
    phoneRecall: false,
    phone: '',
    moreProducts: false,
    notes: '',
  }
  const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`)

  it('asks mocom for application and technical requirements, albis not', () => {
    expect(issues(reorderSchema('albis').safeParse(reorder))).toEqual([])
    expect(issues(reorderSchema('mocom').safeParse(reorder))).toEqual(['application:required', 'technicalRequirements:required'])
    expect(issues(reorderSchema('mocom').safeParse({ ...reorder, application: 'Housings', technicalRequirements: 'UL 94 V-0' }))).toEqual([])
  })

  it('needs a company, a product and a volume, and a phone number for a call back', () => {
    expect(issues(reorderSchema('albis').safeParse({ ...reorder, company: ' ', product: '', volume: 'lots' }))).toEqual([
      'company:required',
      'product:required',
      'volume:number',
    ])
    expect(issues(reorderSchema('albis').safeParse({ ...reorder, phoneRecall: true }))).toEqual(['phone:required'])
    expect(issues(reorderSchema('albis').safeParse({ ...reorder, phoneRecall: true, phone: '+49 40 123456' }))).toEqual([])
    // spaces are no number to call; the phone field's own rule lets a blank through
    expect(issues(reorderSchema('albis').safeParse({ ...reorder, phoneRecall: true, phone: '   ' }))).toEqual(['phone:required'])
  })

  it('starts a reorder from the order and the customer, everything else empty and unticked, valid for albis as it is', () => {
    const start = reorderStart('PA6', '25', { company: 'Example Plastics GmbH', email: 'buyer@example.com' })
    expect(start).toEqual({
      company: 'Example Plastics GmbH',
      email: 'buyer@example.com',
      product: 'PA6',
      volume: '25',
      color: '',
      application: '',
      technicalRequirements: '',
      phoneRecall: false,
      phone: '',
      moreProducts: false,
      notes: '',
    })
    expect(issues(reorderSchema('albis').safeParse(start))).toEqual([])
  })

  it("needs a topic and a message for help; the e-mail starts as the customer's", () => {
    expect(issues(needHelpSchema.safeParse(needHelpStart({ company: '', email: '' })))).toEqual(['message:required', 'email:required'])
    const start = needHelpStart({ company: 'Example Plastics GmbH', email: 'buyer@example.com' })
    expect(start.email).toBe('buyer@example.com')
    expect(issues(needHelpSchema.safeParse({ ...start, message: 'The delivery is late.', topic: 'weather' }))).toEqual(['topic:choice'])
    expect(issues(needHelpSchema.safeParse({ ...start, message: 'The delivery is late.', phoneRecall: true }))).toEqual(['phone:required'])
    expect(issues(needHelpSchema.safeParse({ ...start, message: 'The delivery is late.', phoneRecall: true, phone: ' \t ' }))).toEqual(['phone:required'])
    expect(issues(needHelpSchema.safeParse({ ...start, message: 'The delivery is late.' }))).toEqual([])
  })
})
