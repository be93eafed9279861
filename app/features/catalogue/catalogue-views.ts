/**
 * What the product search and a product page show, built from the catalogue in the visitor's
 * language: one page of summaries with every offered option's count and name, or a product with
 * its facet values named.
 */
import type { Language } from '#config/languages.ts'
import { type CatalogueProduct, type ProductFilter, type ProductSummary, productFilters } from './product.ts'
import { type FacetOption, searchProducts } from './product-facets.ts'
import type { ProductSearchParams } from './product-search-params.ts'
import { regionLabel, valueLabel } from './catalogue-labels.ts'

export interface LabeledOption extends FacetOption {
  label: string
}

export interface ProductSearchView {
  /** The params of the view shown: values the catalogue does not have left out, the page shown. */
  params: ProductSearchParams
  total: number
  page: number
  pageCount: number
  products: ProductSummary[]
  region: LabeledOption[]
  /** The filters the catalogue has values for, in the form's order. */
  filters: Array<{ filter: ProductFilter; options: LabeledOption[] }>
}

const collators = new Map<Language, Intl.Collator>()

function labeled(options: readonly FacetOption[], label: (value: string) => string, lang: Language): LabeledOption[] {
  let collator = collators.get(lang)
  if (!collator) collators.set(lang, (collator = new Intl.Collator(lang)))
  return options.map((option) => ({ ...option, label: label(option.value) })).sort((a, b) => collator.compare(a.label, b.label))
}

/** Each catalogue's manufacturers by value name, computed once per catalogue. */
const manufacturersOf = new WeakMap<readonly CatalogueProduct[], Map<string, string>>()

function manufacturerNames(products: readonly CatalogueProduct[]): Map<string, string> {
  const known = manufacturersOf.get(products)
  if (known) return known
  const names = new Map<string, string>()
  for (const product of products) for (const value of product.values.manufacturer) if (!names.has(value)) names.set(value, product.manufacturer)
  manufacturersOf.set(products, names)
  return names
}

/** The search view of a catalogue for the params: one page of summaries and every offered option with its count and name. */
export function productSearchView(products: readonly CatalogueProduct[], params: ProductSearchParams, lang: Language): ProductSearchView {
  const result = searchProducts(products, params)
  const manufacturers = manufacturerNames(products)
  const filterLabel = (filter: ProductFilter) => (value: string) => (filter === 'manufacturer' ? (manufacturers.get(value) ?? value) : valueLabel(value, lang))
  return {
    params: result.params,
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    products: result.products.map(({ id, name, grade, manufacturer, description, image }) => ({ id, name, grade, manufacturer, description, image })),
    region: labeled(result.facets.region, (code) => regionLabel(code, lang), lang),
    filters: productFilters.flatMap((filter) => {
      const options = result.facets.filters[filter]
      return options ? [{ filter, options: labeled(options, filterLabel(filter), lang) }] : []
    }),
  }
}

/** A product as its page shows it: its facet values and regions by name. */
export type ProductDetail = ProductSummary &
  Pick<CatalogueProduct, 'properties' | 'documents'> & { industries: string[]; applications: string[]; regions: string[] }

export function productDetail(product: CatalogueProduct, lang: Language): ProductDetail {
  const { id, name, grade, manufacturer, description, image, properties, documents } = product
  return {
    id,
    name,
    grade,
    manufacturer,
    description,
    image,
    properties,
    documents,
    industries: product.values.industry.map((value) => valueLabel(value, lang)),
    applications: product.values.application.map((value) => valueLabel(value, lang)),
    regions: product.regions.map((code) => regionLabel(code, lang)),
  }
}
