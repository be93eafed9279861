import { describe, expect, it } from 'vitest'
import { productRequestView, requestedProductId } from '#app/features/catalogue/product-request-params.ts'
import { viewRouteSearch, viewSearch } from '#app/site/view-search.ts'

describe("the product request form page's product param", () => {
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
