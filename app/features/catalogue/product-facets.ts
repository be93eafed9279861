/**
 * The product area's facet rules (docs/decisions/017-product-catalogue.md), pure and table-tested in
 * tests/product-facets.test.ts: values within one filter combine with OR, filters with each other
 * and with the free text with AND; every option counts the products it would leave given the other
 * filters; a filter is offered only where the catalogue has values for it; 24 results per page.
 *
 * Sets of products are bit sets over the catalogue's positions (bit `i % 32` of word `i >> 5`), built
 * once per catalogue for every value and kept for recent words of free text, so a search is a few
 * thousand word operations and no allocation per product, whatever the catalogue's size.
 */
import { regionCodes } from '#config/regions.ts'
import { type FacetedProduct, type ProductFilter, byFilter, productFilters, productsPerPage } from './product.ts'
import type { ProductSearchParams } from './product-search-params.ts'

export interface FacetOption {
  value: string
  /** How many products the search would find with this option (alone in its filter) and the other filters as they are. */
  count: number
}

interface ProductFacets {
  region: FacetOption[]
  /** Only the filters the catalogue has values for. */
  filters: Partial<Record<ProductFilter, FacetOption[]>>
}

interface ProductSearchResult<T> {
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
  return q
    .toLowerCase()
    .split(/\s/)
    .filter((term) => term !== '')
}

type CatalogueValues = { region: string[]; filters: Record<ProductFilter, string[]> }

/** Products by position in the catalogue, one bit each. */
type ProductSet = Uint32Array

/** Words of free text whose products a catalogue keeps (the most recently used). */
export const keptTerms = 256

/** A catalogue's values, and for each value the set of products that have it. */
interface CatalogueIndex {
  values: CatalogueValues
  /** Every product of the catalogue. */
  all: ProductSet
  filterSets: Record<ProductFilter, ProductSet[]>
  regionSets: ProductSet[]
  /** Recently searched words and the products whose text holds them, least recently used first. */
  termSets: Map<string, ProductSet>
}

/** Each catalogue's index, built once per catalogue (the server keeps one array per catalogue). */
const indexes = new WeakMap<readonly FacetedProduct[], CatalogueIndex>()

function catalogueIndex(products: readonly FacetedProduct[]): CatalogueIndex {
  const known = indexes.get(products)
  if (known) return known
  const words = Math.ceil(products.length / 32)
  /** By value: the products that have it (one pass over the catalogue; plain loops, it runs on every read of a large catalogue). */
  const filterSets = byFilter(() => new Map<string, ProductSet>())
  const regionSets = new Map<string, ProductSet>()
  const addTo = (sets: Map<string, ProductSet>, value: string, position: number) => {
    let set = sets.get(value)
    if (!set) sets.set(value, (set = new Uint32Array(words)))
    add(set, position)
  }
  const all = new Uint32Array(words)
  for (let position = 0; position < products.length; position++) {
    const product = products[position]
    if (!product) continue
    add(all, position)
    for (const filter of productFilters) for (const value of product.values[filter]) addTo(filterSets[filter], value, position)
    for (const region of product.regions) addTo(regionSets, region, position)
  }
  /** The values in order, and their sets in the same order. */
  const inOrder = (sets: Map<string, ProductSet>) => {
    const names = [...sets.keys()].sort()
    return { names, sets: names.flatMap((name) => sets.get(name) ?? []) }
  }
  const regions = inOrder(regionSets)
  const filters = byFilter((filter) => inOrder(filterSets[filter]))
  const index = {
    values: { region: regions.names, filters: byFilter((filter) => filters[filter].names) },
    all,
    filterSets: byFilter((filter) => filters[filter].sets),
    regionSets: regions.sets,
    termSets: new Map<string, ProductSet>(),
  }
  indexes.set(products, index)
  return index
}

function add(set: ProductSet, position: number): void {
  set[position >>> 5] = (set[position >>> 5] ?? 0) | (1 << (position & 31))
}

/** The products whose text holds the word (kept for the next search). */
function termSet(products: readonly FacetedProduct[], index: CatalogueIndex, term: string): ProductSet {
  const kept = index.termSets.get(term)
  if (kept) {
    index.termSets.delete(term)
    index.termSets.set(term, kept)
    return kept
  }
  const set = new Uint32Array(index.all.length)
  products.forEach((product, position) => {
    if (product.text.includes(term)) add(set, position)
  })
  index.termSets.set(term, set)
  for (const oldest of index.termSets.keys()) {
    if (index.termSets.size <= keptTerms) break
    index.termSets.delete(oldest)
  }
  return set
}

/** The products in every set (all of them for none). */
function intersection(all: ProductSet, sets: readonly ProductSet[]): ProductSet {
  const result = all.slice()
  for (const set of sets) for (let word = 0; word < result.length; word++) result[word] = (result[word] ?? 0) & (set[word] ?? 0)
  return result
}

/** The products in any of the sets. */
function union(size: number, sets: readonly ProductSet[]): ProductSet {
  const result = new Uint32Array(size)
  for (const set of sets) for (let word = 0; word < size; word++) result[word] = (result[word] ?? 0) | (set[word] ?? 0)
  return result
}

function bitCount(word: number): number {
  const pairs = word - ((word >>> 1) & 0x55555555)
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333)
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

/** How many products are in both sets. */
function countBoth(a: ProductSet, b: ProductSet): number {
  let count = 0
  for (let word = 0; word < a.length; word++) count += bitCount((a[word] ?? 0) & (b[word] ?? 0))
  return count
}

/** The positions in the set from the `skip`-th on, at most `take` of them, ascending. */
function positionsOf(set: ProductSet, skip: number, take: number): number[] {
  const positions: number[] = []
  let seen = 0
  for (let word = 0; word < set.length && positions.length < take; word++) {
    const bits = set[word] ?? 0
    const count = bitCount(bits)
    if (seen + count <= skip) {
      seen += count
      continue
    }
    for (let bit = 0; bit < 32 && positions.length < take; bit++) {
      if ((bits & (1 << bit)) === 0) continue
      if (seen >= skip) positions.push(word * 32 + bit)
      seen += 1
    }
  }
  return positions
}

/** The words of free text whose products the catalogue keeps, least recently searched first. */
export function keptWords(products: readonly FacetedProduct[]): string[] {
  return [...catalogueIndex(products).termSets.keys()]
}

/** The values the catalogue has for each filter and region, sorted. */
export function catalogueValues(products: readonly FacetedProduct[]): CatalogueValues {
  return catalogueIndex(products).values
}

/** The params with what the catalogue does not have left out: unknown filter values, a region it does not sell in. */
export function knownParams(params: ProductSearchParams, values: CatalogueValues): ProductSearchParams {
  return {
    ...params,
    region: regionCodes.find((code) => code === params.region && values.region.includes(code)),
    ...byFilter((filter) => params[filter].filter((value) => values.filters[filter].includes(value))),
  }
}

/** Each option's count: how many products of `base` have it, in the options' order. */
function countOptions(values: readonly string[], sets: readonly ProductSet[], base: ProductSet): FacetOption[] {
  return values.map((value, id) => ({ value, count: sets[id] ? countBoth(base, sets[id]) : 0 }))
}

/**
 * One page of the search: the products that match every filter and the free text, their number,
 * each offered filter's options with counts, and the page (one past the last falls back to 1).
 * A filter's options count over the products that match everything but that filter.
 */
export function searchProducts<T extends FacetedProduct>(products: readonly T[], requested: ProductSearchParams): ProductSearchResult<T> {
  const index = catalogueIndex(products)
  const { values, all, filterSets, regionSets } = index
  const params = knownParams(requested, values)
  const text = queryTerms(params.q).map((term) => termSet(products, index, term))
  /** By filter: the products with any of its chosen values; none chosen: no condition. */
  const chosen = byFilter((filter) =>
    params[filter].length === 0
      ? undefined
      : union(
          all.length,
          params[filter].flatMap((value) => filterSets[filter][values.filters[filter].indexOf(value)] ?? []),
        ),
  )
  const region = params.region === undefined ? undefined : regionSets[values.region.indexOf(params.region)]
  const conditions = (except?: ProductFilter | 'region'): ProductSet[] => [
    ...text,
    ...productFilters.flatMap((filter) => (filter === except ? [] : (chosen[filter] ?? []))),
    ...(except === 'region' || region === undefined ? [] : [region]),
  ]
  const matching = intersection(all, conditions())
  /** What a filter's options count over: everything but that filter; a filter without a choice: the matching products. */
  const baseOf = (filter: ProductFilter | 'region') =>
    (filter === 'region' ? region : chosen[filter]) === undefined ? matching : intersection(all, conditions(filter))

  const filters: Partial<Record<ProductFilter, FacetOption[]>> = {}
  for (const filter of productFilters)
    if (values.filters[filter].length > 0) filters[filter] = countOptions(values.filters[filter], filterSets[filter], baseOf(filter))

  const total = countBoth(matching, matching)
  const pageCount = Math.max(1, Math.ceil(total / productsPerPage))
  const page = params.page <= pageCount ? params.page : 1
  return {
    params: { ...params, page },
    total,
    page,
    pageCount,
    products: positionsOf(matching, (page - 1) * productsPerPage, productsPerPage).flatMap((position) => products[position] ?? []),
    facets: { region: countOptions(values.region, regionSets, baseOf('region')), filters },
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
