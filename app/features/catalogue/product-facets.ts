/**
 * The product area's facet rules (docs/decisions/017-product-catalogue.md), pure and table-tested in
 * tests/product-facets.test.ts: values within one filter combine with OR, filters with each other
 * and with the free text with AND; every option counts the products it would leave given the other
 * filters; a filter is offered only where the catalogue has values for it; 24 results per page.
 */
import { type FacetedProduct, type ProductFilter, byFilter, catalogueRegions, productFilters, productsPerPage } from './product.ts'
import type { ProductSearchParams } from './product-search-params.ts'

export interface FacetOption {
  value: string
  /** How many products the search would find with this option (alone in its filter) and the other filters as they are. */
  count: number
}

export interface ProductFacets {
  region: FacetOption[]
  /** Only the filters the catalogue has values for. */
  filters: Partial<Record<ProductFilter, FacetOption[]>>
}

export interface ProductSearchResult<T> {
  /** The params with the values the catalogue does not have left out, and the page that is shown. */
  params: ProductSearchParams
  total: number
  page: number
  pageCount: number
  products: T[]
  facets: ProductFacets
}

/** The free text's words, lower case. */
export function queryTerms(q: string): string[] {
  return q.toLowerCase().split(/\s/).filter((term) => term !== '')
}

/** True when the product's text holds every word. */
export function matchesText(product: FacetedProduct, terms: readonly string[]): boolean {
  return terms.every((term) => product.text.includes(term))
}

/** True when the product has at least one of the chosen values (no choice: any product). */
function matchesAny(values: readonly string[], chosen: readonly string[]): boolean {
  return chosen.length === 0 || chosen.some((value) => values.includes(value))
}

/** The values the catalogue has for each filter and region, sorted. */
export function catalogueValues(products: readonly FacetedProduct[]): { region: string[]; filters: Record<ProductFilter, string[]> } {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort()
  return {
    region: sorted(products.flatMap((product) => product.regions)),
    filters: byFilter((filter) => sorted(products.flatMap((product) => product.values[filter]))),
  }
}

/** The params with what the catalogue does not have left out: unknown filter values, a region it does not sell in. */
export function knownParams(params: ProductSearchParams, values: ReturnType<typeof catalogueValues>): ProductSearchParams {
  return {
    ...params,
    region: catalogueRegions.find((code) => code === params.region && values.region.includes(code)),
    ...byFilter((filter) => params[filter].filter((value) => values.filters[filter].includes(value))),
  }
}

function countOptions(values: readonly string[], products: readonly FacetedProduct[], valuesOf: (product: FacetedProduct) => readonly string[]): FacetOption[] {
  const counts = new Map<string, number>()
  for (const product of products) for (const value of valuesOf(product)) counts.set(value, (counts.get(value) ?? 0) + 1)
  return values.map((value) => ({ value, count: counts.get(value) ?? 0 }))
}

/**
 * One page of the search: the products that match every filter and the free text, their number,
 * each offered filter's options with counts, and the page (one past the last falls back to 1).
 */
export function searchProducts<T extends FacetedProduct>(products: readonly T[], requested: ProductSearchParams): ProductSearchResult<T> {
  const values = catalogueValues(products)
  const params = knownParams(requested, values)
  const terms = queryTerms(params.q)
  type Check = 'text' | 'region' | ProductFilter
  const checks: Check[] = ['text', 'region', ...productFilters]
  const passes = (product: T, check: Check): boolean => {
    if (check === 'text') return matchesText(product, terms)
    if (check === 'region') return params.region === undefined || product.regions.includes(params.region)
    return matchesAny(product.values[check], params[check])
  }
  /** The products that pass every check but `skipped`. */
  const passingAllBut = (skipped: Check | undefined) => products.filter((product) => checks.every((check) => check === skipped || passes(product, check)))

  const matching = passingAllBut(undefined)
  const filters: Partial<Record<ProductFilter, FacetOption[]>> = {}
  for (const filter of productFilters) {
    if (values.filters[filter].length > 0) filters[filter] = countOptions(values.filters[filter], passingAllBut(filter), (product) => product.values[filter])
  }
  const region = countOptions(values.region, passingAllBut('region'), (product) => product.regions)

  const pageCount = Math.max(1, Math.ceil(matching.length / productsPerPage))
  const page = params.page <= pageCount ? params.page : 1
  return {
    params: { ...params, page },
    total: matching.length,
    page,
    pageCount,
    products: matching.slice((page - 1) * productsPerPage, page * productsPerPage),
    facets: { region, filters },
  }
}

/**
 * The page numbers the paging links show: every page up to seven, else the first, the last and the
 * pages next to the current one, with `gap` where numbers are left out.
 */
export function pageLinks(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1)
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((number) => number >= 1 && number <= pageCount).sort((a, b) => a - b)
  return shown.flatMap((number, index) => {
    const previous = shown[index - 1]
    return previous !== undefined && number - previous > 1 ? ['gap' as const, number] : [number]
  })
}
