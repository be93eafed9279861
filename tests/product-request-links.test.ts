import { describe, expect, it } from 'vitest'
import { productRequestPagePath, productRequestQuery, requestedProductSearch } from '#app/features/catalogue/product-request-links.ts'

describe('the links to the product request form page', () => {
  it('lives on the contact page of every brand that sells products', () => {
    expect(productRequestPagePath).toBe('/contact/product-request')
  })

  it('writes the product last, keeps the other params and leaves an unknown one out', () => {
    expect(requestedProductSearch({ utm_source: 'mail', product: 'x' }, 'alcom-pa6')).toEqual({ utm_source: 'mail', product: 'alcom-pa6' })
    expect(requestedProductSearch({ product: 'nope', utm_source: 'mail' }, undefined)).toEqual({ utm_source: 'mail', product: undefined })
  })

  it("is the link's query", () => {
    expect(productRequestQuery('alcom-pa6')).toBe('?product=alcom-pa6')
  })
})
