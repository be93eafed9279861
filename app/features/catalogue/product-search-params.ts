/**
 * Params of the product area (docs/contracts.md, "Search params"): `q`, `region` (one country of
 * the regions list), the filters `industry`, `application`, `solution`, `idea`, `manufacturer`,
 * `lubricant`, `fuel` (comma lists of value names), `page`. Every field falls back to its default
 * and never throws. The one reader of them: the product search's file route validates its search
 * with it (`validateSearch`), the search placed on any other page (the catch-all route) and the page
 * loader read the URL with it, the server function its input. Plain code, not a schema: a route's
 * `validateSearch` runs in the router's entry chunk, which every page loads first (ADR 046).
 */
import { type RegionCode, regionCodes } from '#config/regions.ts'
import { type ProductFilter, byFilter, productFilters } from './product.ts'

/** The longest free text kept. */
export const maxQueryLength = 100
/** The most values one filter keeps. */
export const maxFilterValues = 20

const valueName = /^[a-z0-9][a-z0-9-]{0,63}$/

export type ProductSearchParams = { q: string; region: RegionCode | undefined; page: number } & Record<ProductFilter, string[]>

/** The params in the order of the filter form, in which a view's URL writes them. */
export const productSearchParamKeys = ['q', 'region', ...productFilters, 'page'] as const satisfies ReadonlyArray<keyof ProductSearchParams>

/** A comma list of value names (only text: a list is the text a URL carries): the well-formed ones, each once, at most `maxFilterValues`. */
function valueList(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return [...new Set(value.split(',').map((item) => item.trim().toLowerCase()))].filter((item) => valueName.test(item)).slice(0, maxFilterValues)
}

/** The params of a search view from a URL's search (or a link's typed search): each invalid value its default. */
export function parseProductSearchParams(search: Record<string, unknown>): ProductSearchParams {
  const q = search['q']
  const region = search['region']
  // a number as a URL (text) or a typed link (a number) gives it
  const page = Number(search['page'] ?? 1)
  return {
    q: typeof q === 'string' ? q.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim() : '',
    region: typeof region === 'string' ? regionCodes.find((code) => code === region.trim().toUpperCase()) : undefined,
    ...byFilter((filter) => valueList(search[filter])),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

type ParamKey = keyof ProductSearchParams

/** A search view as its URL says it and a typed link may say it: each filter as its comma-separated text (`industry: 'automotive,medical'`). */
export type ProductSearchUrlParams = { q: string; region: RegionCode | undefined; page: number } & Record<ProductFilter, string>

/** A search view as its URL says it (`ProductSearchUrlParams`). */
export const productSearchUrlParams = (params: ProductSearchParams): ProductSearchUrlParams => ({
  ...params,
  ...byFilter((filter) => params[filter].join(',')),
})

/** The search's params as its file route reads and writes them (`view-search.ts`). */
export const productSearchView = {
  parse: (search: Record<string, unknown>): ProductSearchUrlParams => productSearchUrlParams(parseProductSearchParams(search)),
  own: (params: ProductSearchUrlParams): Record<ParamKey, string | undefined> => ({
    q: params.q || undefined,
    region: params.region,
    ...byFilter((filter) => params[filter] || undefined),
    page: params.page === 1 ? undefined : String(params.page),
  }),
  /** The defaults a search link leaves out. */
  defaults: { q: '', ...byFilter(() => ''), page: 1 },
}
