/**
 * The product catalogue's domain (docs/decisions/017-product-catalogue.md): a product of a brand's
 * catalogue and the filters of the product area (docs/contracts.md, "Search params"; the regions
 * list is config/regions.ts).
 */
import type { ImageSources } from '#app/cms/image-sources.ts'

/** The filters that take several values (checkbox groups), in the filter form's order. */
export const productFilters = ['industry', 'application', 'solution', 'idea', 'manufacturer', 'lubricant', 'fuel'] as const
export type ProductFilter = (typeof productFilters)[number]

/** A value for each filter. */
export function byFilter<T>(make: (filter: ProductFilter) => T): Record<ProductFilter, T> {
  return {
    industry: make('industry'),
    application: make('application'),
    solution: make('solution'),
    idea: make('idea'),
    manufacturer: make('manufacturer'),
    lubricant: make('lubricant'),
    fuel: make('fuel'),
  }
}

/** Results per page. */
export const productsPerPage = 24

/** What the facet rules read of a product: its searchable text (lower case), regions and each filter's values. */
export interface FacetedProduct {
  text: string
  regions: readonly string[]
  values: Readonly<Record<ProductFilter, readonly string[]>>
}

export interface ProductProperty {
  name: string
  value: string
  unit: string
  standard: string
}

export interface ProductDocument {
  title: string
  href: string
  fileName: string
  /** Bytes. */
  fileSize: number
}

export interface CatalogueProduct extends FacetedProduct {
  id: string
  name: string
  grade: string
  manufacturer: string
  /** Its brand's id in the `brands` workspace; empty when it names none. */
  brand: string
  /** When it was created (`mgnl:created`); empty when unknown. */
  created: string
  description: string
  /** Its product group (`pa66`) and the group's name in the language; empty when it names none. */
  productGroup: { id: string; name: string }
  /** Its family's picture, where the catalogue names one. */
  image?: ImageSources | undefined
  properties: ProductProperty[]
  documents: ProductDocument[]
}

/** A product as the result list shows it. */
export type ProductSummary = Pick<CatalogueProduct, 'id' | 'name' | 'grade' | 'manufacturer' | 'description' | 'image'>
