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

type CatalogueValues = { region: string[]; filters: Record<ProductFilter, string[]> }

/** A catalogue's values, and each product's values as their positions in them (counting adds up numbers, not names). */
interface CatalogueIndex {
  values: CatalogueValues
  filterIds: Record<ProductFilter, number[][]>
  regionIds: number[][]
}

const emptyProduct: FacetedProduct = { text: '', regions: [], values: byFilter(() => []) }

/** Each catalogue's index, built once per catalogue (the server keeps one array per catalogue). */
const indexes = new WeakMap<readonly FacetedProduct[], CatalogueIndex>()

function catalogueIndex(products: readonly FacetedProduct[]): CatalogueIndex {
  const known = indexes.get(products)
  if (known) return known
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort()
  const values = {
    region: sorted(products.flatMap((product) => product.regions)),
    filters: byFilter((filter) => sorted(products.flatMap((product) => product.values[filter]))),
  }
  const positions = (names: readonly string[]) => {
    const position = new Map(names.map((name, index) => [name, index]))
    return (items: readonly string[]) => items.map((item) => position.get(item) ?? -1)
  }
  const regionPosition = positions(values.region)
  const index = {
    values,
    filterIds: byFilter((filter) => products.map((product) => positions(values.filters[filter])(product.values[filter]))),
    regionIds: products.map((product) => regionPosition(product.regions)),
  }
  indexes.set(products, index)
  return index
}

/** The values the catalogue has for each filter and region, sorted. */
export function catalogueValues(products: readonly FacetedProduct[]): CatalogueValues {
  return catalogueIndex(products).values
}

/** The params with what the catalogue does not have left out: unknown filter values, a region it does not sell in. */
export function knownParams(params: ProductSearchParams, values: CatalogueValues): ProductSearchParams {
  return {
    ...params,
    region: catalogueRegions.find((code) => code === params.region && values.region.includes(code)),
    ...byFilter((filter) => params[filter].filter((value) => values.filters[filter].includes(value))),
  }
}

/** Each option's count over the given products (by position), in the options' order. */
function countOptions(values: readonly string[], ids: readonly number[][], groups: ReadonlyArray<readonly number[]>): FacetOption[] {
  const counts = new Int32Array(values.length)
  for (const group of groups) for (const product of group) for (const id of ids[product] ?? []) counts[id] = (counts[id] ?? 0) + 1
  return values.map((value, id) => ({ value, count: counts[id] ?? 0 }))
}

/**
 * One page of the search: the products that match every filter and the free text, their number,
 * each offered filter's options with counts, and the page (one past the last falls back to 1).
 * One pass over the catalogue: a product that fails exactly one check counts for that check's
 * options (it would match if that filter allowed it), one that fails none counts everywhere.
 */
export function searchProducts<T extends FacetedProduct>(products: readonly T[], requested: ProductSearchParams): ProductSearchResult<T> {
  const { values, filterIds, regionIds } = catalogueIndex(products)
  const params = knownParams(requested, values)
  const terms = queryTerms(params.q)
  /** By filter: which of its values are chosen (by position); none chosen: no check. */
  const chosen = byFilter((filter) => (params[filter].length === 0 ? undefined : new Set(params[filter].map((value) => values.filters[filter].indexOf(value)))))
  const region = params.region === undefined ? undefined : values.region.indexOf(params.region)
  const checks: Array<(product: number) => boolean> = [
    (product) => matchesText(products[product] ?? emptyProduct, terms),
    ...productFilters.map((filter) => {
      const wanted = chosen[filter]
      return (product: number) => wanted === undefined || (filterIds[filter][product] ?? []).some((id) => wanted.has(id))
    }),
    (product) => region === undefined || (regionIds[product] ?? []).includes(region),
  ]
  const regionCheck = checks.length - 1
  const matching: number[] = []
  /** By check: the products that fail that check alone. */
  const failingOnly: number[][] = checks.map(() => [])
  for (let product = 0; product < products.length; product++) {
    const failed: number[] = []
    for (const [position, check] of checks.entries()) {
      if (!check(product)) failed.push(position)
      if (failed.length > 1) break
    }
    const [only, other] = failed
    if (only === undefined) matching.push(product)
    else if (other === undefined) failingOnly[only]?.push(product)
  }

  const filters: Partial<Record<ProductFilter, FacetOption[]>> = {}
  productFilters.forEach((filter, index) => {
    if (values.filters[filter].length > 0) filters[filter] = countOptions(values.filters[filter], filterIds[filter], [matching, failingOnly[index + 1] ?? []])
  })

  const pageCount = Math.max(1, Math.ceil(matching.length / productsPerPage))
  const page = params.page <= pageCount ? params.page : 1
  return {
    params: { ...params, page },
    total: matching.length,
    page,
    pageCount,
    products: matching.slice((page - 1) * productsPerPage, page * productsPerPage).flatMap((product) => products[product] ?? []),
    facets: { region: countOptions(values.region, regionIds, [matching, failingOnly[regionCheck] ?? []]), filters },
  }
}

/**
 * The page numbers the paging links show: every page up to seven, else the first, the last and the
 * pages next to the current one, with `gap` where numbers are left out.
 */
export function pageLinks(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1)
  // ascending already: page - 1 is dropped when it is 0, page + 1 when it is past the last
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((number) => number >= 1 && number <= pageCount)
  return shown.flatMap((number, index) => (number - (shown[index - 1] ?? number) > 1 ? ['gap' as const, number] : [number]))
}
