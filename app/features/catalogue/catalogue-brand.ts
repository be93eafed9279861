/**
 * The product brands of a catalogue (Magnolia's `brands` workspace, spec section 3) and the rules of
 * the brands page and a brand's page (pure, table-tested): where a brand's page lives, its products
 * newest first (spec section 9: the default brand-page sort is `created desc`) and how many it shows.
 */
import type { BrandId } from '#config/brands.ts'

export interface BrandLogo {
  /** A DAM path (`/dam/jcr:{uuid}/{file}`), served by the site's own DAM route. */
  src: string
  width: number
  height: number
}

export interface CatalogueBrand {
  /** The node name: the brand's id in URLs. */
  id: string
  title: string
  manufacturer: string
  description: string
  logo?: BrandLogo | undefined
}

/** A brand on the brands page: with the number of its products in the catalogue. */
export interface BrandTile extends CatalogueBrand {
  productCount: number
}

/** The products a brand's page lists, newest first; the rest are in the product search. */
export const brandPageProducts = 24

/** The page below which a site's brand pages live: where site search links its products (albis `products-brands`, the others `products-overview`). */
export function brandPagesPath(brand: BrandId): string {
  return brand === 'albis' ? '/products-brands' : '/products-overview'
}

/** A brand's page in a site: `{brand pages}/{id}`. */
export function brandPath(brand: BrandId, id: string): string {
  return `${brandPagesPath(brand)}/${id}`
}

/** What the newest-first order reads of a product: when it was created (ISO 8601, as Magnolia writes it; empty when unknown) and its name. */
interface Dated {
  created: string
  name: string
}

/** A creation date's time; a missing or unreadable one sorts after every other. */
function createdTime(created: string): number {
  const time = Date.parse(created)
  return Number.isNaN(time) ? -Infinity : time
}

/** Products newest first (`created desc`), those without a date last; those of the same moment (or both undated) by name. */
export function newestFirst<P extends Dated>(products: readonly P[], collator: Intl.Collator): P[] {
  return [...products].sort((a, b) => createdTime(b.created) - createdTime(a.created) || collator.compare(a.name, b.name))
}
