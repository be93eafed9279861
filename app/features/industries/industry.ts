/**
 * The chemicals unit's industries (spec, "Chemicals unit industries"): an id, a tile image and the
 * countries it is available in, with its product groups and their products, as the chemicals API
 * gives them in the visitor's language.
 */

export interface ChemicalsCountry {
  /** ISO 3166-1 alpha-2. */
  code: string
  name: string
}

export interface ProductGroupLink {
  id: string
  name: string
}

export interface Industry {
  id: string
  name: string
  description: string
  /** The tile image: a DAM path (`/dam/…`), absent when the API gives none the site can show. */
  image: string | undefined
  productGroups: ProductGroupLink[]
}

export interface ChemicalProduct {
  name: string
  /** The CAS registry number. */
  cas: string
}

export interface ProductGroup {
  id: string
  industryId: string
  name: string
  description: string
  products: ChemicalProduct[]
}
