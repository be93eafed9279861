import { describe, expect, it } from 'vitest'
import { type PageRequest, pageOutcome } from '#app/site/page-outcome.ts'
import type { PageAddress } from '#app/site/page-address.ts'

const address = (pagePath: string, brandInPath = false): PageAddress => ({ brand: 'mocom', brandInPath, lang: 'de', langInPath: true, pagePath })
const request = (overrides: Partial<PageRequest>): PageRequest => ({
  lookup: 'found',
  address: address('/about'),
  editor: false,
  productWord: 'acme',
  ...overrides,
})

describe('pageOutcome: what a page request comes to', () => {
  it.each<[string, Partial<PageRequest>, ReturnType<typeof pageOutcome>]>([
    ['a page renders', {}, { kind: 'render', status: 200 }],
    ['the 404 page renders with status 404', { address: address('/404') }, { kind: 'render', status: 404 }],
    ['a nested 404 page too', { address: address('/career/404') }, { kind: 'render', status: 404 }],
    ['a home page renders', { address: address('/') }, { kind: 'render', status: 200 }],
    ['a redirect page goes to its internal target', { internalRedirect: '/de/about' }, { kind: 'redirect', status: 302, href: '/de/about' }],
    ['a redirect page stays in the editor', { internalRedirect: '/de/about', editor: true }, { kind: 'render', status: 200 }],
    ['a missing page goes to the 404 page', { lookup: 'missing' }, { kind: 'redirect', status: 302, href: '/de/404?from=%2Fde%2Fabout' }],
    [
      'in the visitor form',
      { lookup: 'missing', address: address('/about', true) },
      { kind: 'redirect', status: 302, href: '/mocom/de/404?from=%2Fmocom%2Fde%2Fabout' },
    ],
    ['a missing 404 page goes to the root', { lookup: 'missing', address: address('/404') }, { kind: 'redirect', status: 302, href: '/' }],
    ['with the brand prefix', { lookup: 'missing', address: address('/404', true) }, { kind: 'redirect', status: 302, href: '/mocom' }],
    ['an unreachable CMS is no missing page: 503 at the URL', { lookup: 'unavailable' }, { kind: 'unavailable', status: 503 }],
    ['on the 404 page too', { lookup: 'unavailable', address: address('/404') }, { kind: 'unavailable', status: 503 }],
    ['a home page never redirects: missing', { lookup: 'missing', address: address('/') }, { kind: 'unavailable', status: 503 }],
    ['a home page never redirects: unavailable', { lookup: 'unavailable', address: address('/') }, { kind: 'unavailable', status: 503 }],
    ['with the brand prefix either', { lookup: 'missing', address: address('/', true) }, { kind: 'unavailable', status: 503 }],
  ])('%s', (_, overrides, expected) => {
    expect(pageOutcome(request(overrides))).toEqual(expected)
  })
})
