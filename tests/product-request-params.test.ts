import { describe, expect, it } from 'vitest'
import { productRequestPagePath, productRequestQuery, requestedProductId, requestedProductSearch } from '#app/features/catalogue/product-request-params.ts'

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
