/**
 * "Request this product" without JavaScript: a link to the brand's product request form page
 * (`/contact/product-request`) with the product's id in its `product` param (docs/contracts.md,
 * "Search params"). On that page an id that is not a node name is dropped before anything is
 * asked; one the catalogue does not have is dropped by the page's loader. The links to the page
 * are written by `product-request-links.ts`, which loads with the catalogue.
 */
import { productIdPattern } from './catalogue-paths.ts'

/** The `product` param's id, when it can be a product's. */
export function requestedProductId(search: Record<string, unknown>): string | undefined {
  const value = search['product']
  return typeof value === 'string' && productIdPattern.test(value) ? value : undefined
}

/** The form page's one param as its file route reads and writes it (`view-search.ts`): the product when it can be one. */
export const productRequestView = {
  parse: (search: Record<string, unknown>) => ({ product: requestedProductId(search) }),
  own: (params: { product: string | undefined }) => ({ product: params.product }),
  defaults: {},
}
