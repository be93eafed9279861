/**
 * The URLs of product search views (docs/contracts.md, "Search params"): a view's own params as
 * strings, lists comma-separated, defaults left out, in the filter form's order. Only the search,
 * its loader and its query import them, so they load with the search, not in the router's entry
 * chunk with the reader (`product-search-params.ts`, ADR 046).
 */
import { withOwnParams } from '#app/site/query-string.ts'
import { type ProductSearchParams, type ProductSearchUrlParams, productSearchUrlParams, productSearchView } from './product-search-params.ts'

/** The view's own params as a URL writes them: strings, lists comma-separated, defaults left out. */
export function productSearchOwnParams(params: ProductSearchParams): Record<keyof ProductSearchParams, string | undefined> {
  return productSearchView.own(productSearchUrlParams(params))
}

/** The URL params of a search view, in the filter form's order: defaults left out, the page's other params kept. */
export function productSearchSearch(search: Record<string, unknown>, params: ProductSearchParams): Record<string, unknown> {
  return withOwnParams(search, productSearchOwnParams(params))
}

/** What a URL (or a typed link) may say of a search view: each param optional, defaults left out. */
type ProductSearchSearch = Partial<{ [Key in keyof ProductSearchUrlParams]: Exclude<ProductSearchUrlParams[Key], undefined> }>

/** A typed link's search for a search view: every param named (a default as `undefined`), so none of the current view's survives. */
export function productSearchLinkSearch(params: ProductSearchParams): ProductSearchSearch {
  return { ...productSearchOwnParams(params), region: params.region, page: params.page === 1 ? undefined : params.page }
}
