import { describe, expect, it } from 'vitest'
import { signInSearch, withoutCode } from '#app/features/client-area/sign-in-search.ts'
import { orderPageSearch } from '#app/features/client-area/order-page-search.ts'
import { triedPath } from '#app/site/not-found.ts'

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

  it.each([
    ['a code that is no text, even one that reads as a code', { code: 1234567890123456 }, {}],
    ['a login that is no text', { login: 12 }, {}],
    ['a next path of 2,048 characters', { next: `/${'x'.repeat(2047)}` }, { next: `/${'x'.repeat(2047)}` }],
    ['a failed sign-in in another browser', { failed: 'other-browser' }, { failed: 'other-browser' }],
    ['an empty failure', { failed: '' }, {}],
  ])('sign-in params: %s', (_, search, expected) => {
    expect(signInSearch(search)).toStrictEqual(expected)
  })

  it('leaves out of the address what the link did not carry, not even as an empty key', () => {
    expect(Object.keys(withoutCode({ code: 'abcdefghijklmnop' }))).toEqual([])
    expect(Object.keys(withoutCode({ next: '/en/orders' }))).toEqual(['next'])
    expect(Object.keys(withoutCode({ stay: 1 }))).toEqual(['stay'])
    expect(Object.keys(withoutCode({ failed: 'error' }))).toEqual(['failed'])
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
