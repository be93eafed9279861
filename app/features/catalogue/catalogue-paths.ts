/**
 * Where the catalogue lives in a site: the product search's page (`/product-search`, and the
 * product pages `/products-overview`, `/products-brands`) and the product paths below it, which the
 * cut-back rules send to the same CMS page (docs/contracts.md, "Paths cut back to a fixed prefix").
 */
import { appDetailPath, appPagePath, detailSegment } from '#app/site/cms-path.ts'

/** A product id as the catalogue names its products (node names). */
export const productIdPattern = /^[a-z0-9][a-z0-9-]{0,127}$/

/** The path's product id, `undefined` on the search's own page; an id that cannot be a product's stays as it is (it is not found). */
export function productIdOf(pagePath: string): string | undefined {
  return detailSegment(pagePath)
}

/** The search's page path from the search's or a product's page path: `/product-search/x` -> `/product-search`. */
export function productSearchPath(pagePath: string): string {
  return appPagePath(pagePath)
}

/** A product's path next to the search: `/product-search` -> `/product-search/{id}`. */
export function productPath(pagePath: string, id: string): string {
  return appDetailPath(pagePath, id)
}
