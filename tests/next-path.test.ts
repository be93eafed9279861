import { describe, expect, it } from 'vitest'
import { safeNextPath } from '#app/features/client-area/next-path.ts'

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
