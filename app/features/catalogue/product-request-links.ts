/**
 * The links to the product request form page (`product-request-params.ts` reads its param). Only the
 * catalogue's product page and loader import them, so they load with the catalogue, not in the
 * router's entry chunk with the reader (ADR 046).
 */
import { stringifyQueryString, withOwnParams } from '#app/site/query-string.ts'

/** Where the product request form lives in every brand that sells products. */
export const productRequestPagePath = '/contact/product-request'

/** The form page's params with the product it shows (none: the param left out), the page's other params kept. */
export function requestedProductSearch(search: Record<string, unknown>, id: string | undefined): Record<string, unknown> {
  return withOwnParams(search, { product: id })
}

/** The query of the form page's link for a product: `?product={id}`. */
export function productRequestQuery(id: string): string {
  return stringifyQueryString({ product: id })
}
