import { describe, expect, it } from 'vitest'
import {
  productRequestPagePath,
  productRequestQuery,
  productRequestView,
  requestedProductId,
  requestedProductSearch,
} from '#app/features/catalogue/product-request-params.ts'
import { viewRouteSearch, viewSearch } from '#app/site/view-search.ts'

describe("the product request form page's product param", () => {
  it('lives on the contact page of every brand that sells products', () => {
    expect(productRequestPagePath).toBe('/contact/product-request')
  })

  it.each([
    [{ product: 'ultramid-a3k-gf30' }, 'ultramid-a3k-gf30'],
    [{ product: 'a' }, 'a'],
    [{ product: '9' }, '9'],
    [{ product: 'a'.repeat(128) }, 'a'.repeat(128)],
    [{ product: 'a'.repeat(129) }, undefined],
    [{ product: '' }, undefined],
    [{ product: '-a' }, undefined],
    [{ product: 'Ultramid' }, undefined],
    [{ product: '../secret' }, undefined],
    [{ product: 'a/b' }, undefined],
    [{ product: 'a%2Fb' }, undefined],
    [{ product: ' a' }, undefined],
    [{ product: ['a'] }, undefined],
    [{ product: 7 }, undefined],
    [{}, undefined],
  ])('%j names %j', (search, id) => {
    expect(requestedProductId(search)).toBe(id)
  })

  it('writes the product last, keeps the other params and leaves an unknown one out', () => {
    expect(requestedProductSearch({ utm_source: 'mail', product: 'x' }, 'alcom-pa6')).toEqual({ utm_source: 'mail', product: 'alcom-pa6' })
    expect(requestedProductSearch({ product: 'nope', utm_source: 'mail' }, undefined)).toEqual({ utm_source: 'mail', product: undefined })
  })

  it("is the link's query", () => {
    expect(productRequestQuery('alcom-pa6')).toBe('?product=alcom-pa6')
  })
})

describe("the product request form page's route", () => {
  it.each([
    [{ product: 'alcom-pa6', utm_source: 'mail' }, { product: 'alcom-pa6' }],
    [{ product: 'Alcom' }, {}],
    [{ utm_source: 'mail' }, {}],
  ])('keeps of %j %j', (search, kept) => {
    expect(viewRouteSearch(productRequestView, search)).toStrictEqual(kept)
  })

  it("writes a changed product after the page's other params, and none when the product is dropped", () => {
    const middleware = viewSearch(productRequestView)
    expect(middleware({ search: { product: 'alcom-pa6', utm_source: 'mail' }, next: (next) => ({ ...next, product: 'ultramid-a3k' }) })).toStrictEqual({
      utm_source: 'mail',
      product: 'ultramid-a3k',
    })
    expect(middleware({ search: { product: 'alcom-pa6' }, next: () => ({}) })).toStrictEqual({ product: undefined })
  })
})
