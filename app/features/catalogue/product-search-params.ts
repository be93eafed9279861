/**
 * Params of the product area (docs/contracts.md, "Search params"): `q`, `region` (one country of
 * the regions list), the filters `industry`, `application`, `solution`, `idea`, `manufacturer`,
 * `lubricant`, `fuel` (comma lists of value names), `page`. Every field falls back to its default
 * and never throws. zod/mini: this schema ships to the browser with the product search.
 */
import * as z from 'zod/mini'
import { withOwnParams } from '#app/site/query-string.ts'
import { type CatalogueRegion, byFilter, catalogueRegions } from './product.ts'

/** The longest free text kept. */
export const maxQueryLength = 100
/** The most values one filter keeps. */
export const maxFilterValues = 20

const valueName = /^[a-z0-9][a-z0-9-]{0,63}$/

/** A comma list of value names: the well-formed ones, each once, at most `maxFilterValues`. */
const valueList = z.catch(
  z._default(
    z.pipe(
      z.string(),
      z.transform((text) => [...new Set(text.split(',').map((item) => item.trim().toLowerCase()))].filter((item) => valueName.test(item)).slice(0, maxFilterValues)),
    ),
    [],
  ),
  [],
)

const region = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((text): CatalogueRegion | undefined => catalogueRegions.find((code) => code === text.trim().toUpperCase())),
    ),
  ),
  undefined,
)

export const productSearchParamsSchema = z.object({
  q: z.catch(z._default(z.pipe(z.string(), z.transform((text) => text.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim())), ''), ''),
  region,
  industry: valueList,
  application: valueList,
  solution: valueList,
  idea: valueList,
  manufacturer: valueList,
  lubricant: valueList,
  fuel: valueList,
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
})
export type ProductSearchParams = z.output<typeof productSearchParamsSchema>

export function parseProductSearchParams(search: Record<string, unknown>): ProductSearchParams {
  return productSearchParamsSchema.parse(search)
}

type ParamKey = keyof ProductSearchParams

/** The view's own params as a URL writes them: strings, lists comma-separated, defaults left out. */
export function productSearchOwnParams(params: ProductSearchParams): Record<ParamKey, string | undefined> {
  return {
    q: params.q || undefined,
    region: params.region,
    ...byFilter((filter) => params[filter].join(',') || undefined),
    page: params.page === 1 ? undefined : String(params.page),
  }
}

/** The URL params of a search view, in the filter form's order: defaults left out, the page's other params kept. */
export function productSearchSearch(search: Record<string, unknown>, params: ProductSearchParams): Record<string, unknown> {
  return withOwnParams(search, productSearchOwnParams(params))
}
