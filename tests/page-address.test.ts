import { describe, expect, it } from 'vitest'
import { resolvePageAddress, addressHref, homeHref, splatParams } from '#app/site/page-address.ts'
import { notFoundTarget } from '#app/site/not-found.ts'

const options = { productWord: 'acme' }

describe('resolvePageAddress', () => {
  it.each([
    // [path, search, originBrand, expected]
    ['/', '', undefined, { kind: 'home', brand: 'albis', brandInPath: false }],
    ['/mocom', '', undefined, { kind: 'home', brand: 'mocom', brandInPath: true }],
    ['/otto-acme-group', '', undefined, { kind: 'home', brand: 'group', brandInPath: true }],
    ['/acme-ceramics', '', undefined, { kind: 'home', brand: 'ceramics', brandInPath: true }],
    ['/', '', 'wipag', { kind: 'home', brand: 'wipag', brandInPath: false }],
    ['/en/about', '', undefined, { kind: 'page', address: { brand: 'albis', brandInPath: false, lang: 'en', langInPath: true, pagePath: '/about' } }],
    ['/de', '', undefined, { kind: 'page', address: { brand: 'albis', brandInPath: false, lang: 'de', langInPath: true, pagePath: '/' } }],
    ['/about', '', undefined, { kind: 'page', address: { brand: 'albis', brandInPath: false, lang: 'en', langInPath: false, pagePath: '/about' } }],
    ['/fr/about', '', undefined, { kind: 'page', address: { brand: 'albis', brandInPath: false, lang: 'en', langInPath: false, pagePath: '/fr/about' } }],
    ['/mocom/de/about', '', undefined, { kind: 'page', address: { brand: 'mocom', brandInPath: true, lang: 'de', langInPath: true, pagePath: '/about' } }],
    ['/de/about', '', 'mocom', { kind: 'page', address: { brand: 'mocom', brandInPath: false, lang: 'de', langInPath: true, pagePath: '/about' } }],
    // a prefix beats the origin
    ['/htf/en/about', '', 'mocom', { kind: 'page', address: { brand: 'htf', brandInPath: true, lang: 'en', langInPath: true, pagePath: '/about' } }],
    ['/zh/about', '', undefined, { kind: 'page', address: { brand: 'albis', brandInPath: false, lang: 'zh', langInPath: true, pagePath: '/about' } }],
    ['/en/%C3%BCber', '', undefined, { kind: 'page', address: { brand: 'albis', brandInPath: false, lang: 'en', langInPath: true, pagePath: '/über' } }],
    ['/en/%E0%A4%A', '', undefined, { kind: 'page', address: { brand: 'albis', brandInPath: false, lang: 'en', langInPath: true, pagePath: '/%E0%A4%A' } }],
    // redirects
    ['/en/about/', '?a=1', undefined, { kind: 'redirect', status: 301, href: '/en/about?a=1' }],
    ['/mocom/', '', undefined, { kind: 'redirect', status: 301, href: '/mocom' }],
    ['/en//', '', undefined, { kind: 'redirect', status: 301, href: '/en' }],
    ['/mocom/zh/about', '?x=1', undefined, { kind: 'redirect', status: 302, href: '/mocom/en/about?x=1' }],
    ['/zh/about', '', 'mocom', { kind: 'redirect', status: 302, href: '/en/about' }],
    ['/wipag/zh', '', undefined, { kind: 'redirect', status: 302, href: '/wipag/en' }],
    // a trailing slash never turns the path into a protocol-relative URL
    ['//evil.example/', '', undefined, { kind: 'redirect', status: 301, href: '/evil.example' }],
    ['///evil.example//x/', '?q=1', undefined, { kind: 'redirect', status: 301, href: '/evil.example//x?q=1' }],
  ] as const)('%s%s (origin %s)', (path, search, originBrand, expected) => {
    expect(resolvePageAddress(path, search, { ...options, originBrand })).toEqual(expected)
  })

  it('uses the configured product word in prefixes', () => {
    expect(resolvePageAddress('/otto-kunst-group', '', { productWord: 'kunst' })).toEqual({ kind: 'home', brand: 'group', brandInPath: true })
  })
})

describe('links keep the visitor form', () => {
  it('writes the brand prefix only when the visitor used it', () => {
    expect(addressHref({ brand: 'mocom', brandInPath: true, lang: 'de', pagePath: '/about' }, 'acme')).toBe('/mocom/de/about')
    expect(addressHref({ brand: 'mocom', brandInPath: false, lang: 'de', pagePath: '/about' }, 'acme')).toBe('/de/about')
    expect(addressHref({ brand: 'albis', brandInPath: false, lang: 'en', pagePath: '/' }, 'acme')).toBe('/en')
    expect(addressHref({ brand: 'albis', brandInPath: false, lang: 'de', pagePath: '/über uns' }, 'acme')).toBe('/de/%C3%BCber%20uns')
    expect(homeHref({ brand: 'ceramics', brandInPath: true }, 'acme')).toBe('/acme-ceramics')
    expect(homeHref({ brand: 'ceramics', brandInPath: false }, 'acme')).toBe('/')
  })
})

describe('notFoundTarget', () => {
  const address = { brand: 'mocom', brandInPath: true, lang: 'de', langInPath: true, pagePath: '/nope' } as const
  it('sends a missing page to the language 404 page, remembering where the visitor wanted to go', () => {
    expect(notFoundTarget(address, 'acme')).toBe('/mocom/de/404?from=%2Fmocom%2Fde%2Fnope')
  })
  it('sends a failing 404 page to the site root, so there is no loop', () => {
    expect(notFoundTarget({ ...address, pagePath: '/404' }, 'acme')).toBe('/mocom')
    expect(notFoundTarget({ ...address, brandInPath: false, pagePath: '/404' }, 'acme')).toBe('/')
  })
})

describe('splatParams', () => {
  it('hands the router a decoded path, so it is encoded once', () => {
    expect(splatParams('/de/info-center/press~new-plant~s%3Dabc~')).toEqual({ _splat: 'de/info-center/press~new-plant~s=abc~' })
    expect(splatParams('/de/%C3%BCber')).toEqual({ _splat: 'de/über' })
  })
})
