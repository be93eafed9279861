/**
 * Where the HTF catalogue lives in a site: the finder's page (`/htf-products`) and the product data
 * paths below it (`/htf-products/{id}`), which the cut-back rules send to the same CMS page
 * (docs/contracts.md, "Paths cut back to a fixed prefix").
 */
import { appDetailPath, appPagePath, detailSegment } from '#app/site/cms-path.ts'

/** The product id of a product data path, `undefined` on the finder's own page. */
export function htfProductId(pagePath: string): string | undefined {
  return detailSegment(pagePath)
}

/** The finder's page path from the finder's or a product's page path: `/htf-products/x` -> `/htf-products`. */
export function htfFinderPath(pagePath: string): string {
  return appPagePath(pagePath)
}

/** A product's data path next to the finder: `/htf-products` -> `/htf-products/{id}`. */
export function htfProductPath(pagePath: string, id: string): string {
  return appDetailPath(pagePath, id)
}
