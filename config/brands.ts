/** The nine brands (docs/contracts.md, "Brands"): ids, names with the configured product word, path prefixes, Magnolia sites, languages and colours. */
import { type Language, languages } from './languages.ts'

export const brandIds = ['albis', 'mocom', 'ceramics', 'group', 'htf', 'wipag', 'plgrd', 'chemie', 'newBusiness'] as const
export type BrandId = (typeof brandIds)[number]

export const defaultBrand: BrandId = 'albis'

export interface Brand {
  id: BrandId
  /** Display name, with the configured product word. */
  name: string
  /** First path segment that selects the brand on a shared origin. */
  prefix: string
  /** Name of the brand's site root node in Magnolia's `website` workspace. */
  cmsSite: string
  languages: readonly Language[]
  /** The brand's colour (the stylesheet's `--color-primary`, tests/design-tokens.test.ts): its icon and the browser's theme colour. */
  color: string
}

const twoLanguages: readonly Language[] = ['de', 'en']

/** Name of each brand's site root node in Magnolia's `website` workspace. */
const cmsSites: Record<BrandId, string> = {
  albis: 'albis',
  mocom: 'mocom',
  ceramics: 'ceramics',
  group: 'group',
  htf: 'htf',
  wipag: 'wipag',
  plgrd: 'plgrd',
  chemie: 'chemie',
  newBusiness: 'new-business',
}

const brandColors: Record<BrandId, string> = {
  albis: '#00557f',
  mocom: '#6a1b4d',
  ceramics: '#8a4b14',
  group: '#1f3a5f',
  htf: '#b23200',
  wipag: '#2e6b2e',
  plgrd: '#3d3d8f',
  chemie: '#0b6e6e',
  newBusiness: '#5b3f8c',
}

/** The Magnolia site (root node name) of a brand: `newBusiness` -> `new-business`. */
export function cmsSiteOf(brand: BrandId): string {
  return cmsSites[brand]
}

/** The `{product}` word as names write it: `acme` -> `Acme`. */
export function productName(productWord: string): string {
  return productWord.charAt(0).toUpperCase() + productWord.slice(1)
}

const brandTables = new Map<string, Record<BrandId, Brand>>()

/** The brand table (docs/contracts.md, "Brands"), written with the configured `{product}` word (built once per word). */
export function brandTable(productWord: string): Record<BrandId, Brand> {
  const known = brandTables.get(productWord)
  if (known) return known
  const table = buildBrandTable(productWord)
  brandTables.set(productWord, table)
  return table
}

function buildBrandTable(productWord: string): Record<BrandId, Brand> {
  const Product = productName(productWord)
  const brand = (id: BrandId, name: string, prefix: string, brandLanguages = twoLanguages): Brand => ({
    id,
    name,
    prefix,
    cmsSite: cmsSites[id],
    languages: brandLanguages,
    color: brandColors[id],
  })
  return {
    albis: brand('albis', 'ALBIS Distribution', 'albis-distribution', ['de', 'en', 'zh']),
    mocom: brand('mocom', 'MOCOM', 'mocom'),
    ceramics: brand('ceramics', `${Product} Ceramics`, `${productWord}-ceramics`),
    group: brand('group', `Otto ${Product} Group`, `otto-${productWord}-group`),
    htf: brand('htf', `${Product} Heat Transfer Fluids`, 'htf'),
    wipag: brand('wipag', 'WIPAG', 'wipag'),
    plgrd: brand('plgrd', 'PLGRD', 'plgrd'),
    chemie: brand('chemie', `${Product} Chemie`, `${productWord}-chemie`),
    newBusiness: brand('newBusiness', `Otto ${Product} New Business`, `otto-${productWord}-new-business`),
  }
}

export const defaultProductWord = 'acme'

/** The languages of a Magnolia site, by its root node name (`cmsSite`). */
export function cmsSiteLanguages(cmsSite: string): readonly Language[] {
  return Object.values(brandTable(defaultProductWord)).find((brand) => brand.cmsSite === cmsSite)?.languages ?? languages
}
