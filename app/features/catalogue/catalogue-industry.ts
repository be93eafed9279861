/**
 * The industries of a product catalogue (albis: `/industries`, an industry at `industries/{id}`, a
 * product group of it at `industries/{id}/{productGroupId}`): each industry names the product
 * groups it buys (Magnolia's `industries` workspace), and its products are the catalogue's products
 * of those groups that the catalogue files under the industry.
 */
import type { ImageSources } from '#app/cms/image-sources.ts'
import type { CatalogueProduct } from './product.ts'

export interface CatalogueIndustry {
  id: string
  title: string
  /** One sentence for the tile. */
  lead: string
  description: string
  image?: ImageSources | undefined
  /** Its industry manager: a path in Magnolia's contacts (`/albis/jan-beispiel`). */
  contact?: string | undefined
  /** The site's page about the market, a page path (`/markets/automotive`). */
  market?: string | undefined
  /** The ids of its product groups, in the editor's order. */
  productGroups: string[]
}

export interface IndustryGroup {
  id: string
  name: string
  /** How many of the industry's products the group has. */
  count: number
}

/** The industry's products, of one of its groups where one is given. */
export function industryProducts<P extends Pick<CatalogueProduct, 'productGroup' | 'values'>>(
  industry: Pick<CatalogueIndustry, 'id' | 'productGroups'>,
  products: readonly P[],
  groupId?: string,
): P[] {
  const groups = groupId === undefined ? industry.productGroups : industry.productGroups.filter((id) => id === groupId)
  return products.filter((product) => groups.includes(product.productGroup.id) && product.values.industry.includes(industry.id))
}

/** The industry's product groups that have products for it, in its order, named as the catalogue names them. */
export function industryGroups(
  industry: Pick<CatalogueIndustry, 'id' | 'productGroups'>,
  products: readonly Pick<CatalogueProduct, 'productGroup' | 'values'>[],
): IndustryGroup[] {
  const shown = industryProducts(industry, products)
  return industry.productGroups.flatMap((id) => {
    const members = shown.filter((product) => product.productGroup.id === id)
    const first = members[0]
    return first ? [{ id, name: first.productGroup.name, count: members.length }] : []
  })
}
