/**
 * Where the industries live in a site: the page whose path ends in an `industries` segment shows
 * the tiles; `industries/{id}` an industry and `industries/{id}/{productGroupId}` a product group,
 * which the cut-back rules send to the same CMS page (docs/contracts.md, "Paths cut back to a fixed
 * prefix"). The spec's exceptions (`industries/scientific-instruments`,
 * `industries/{product}-specialty-fluids`) keep their full path: they are CMS pages of their own,
 * with their own page metadata, and the app there shows the industry the path names.
 */
import { cutBackCmsPath } from '#app/site/cms-path.ts'

/** An industry's or product group's id as the chemicals API names them. */
export const industryIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/

export type IndustriesView =
  | { kind: 'tiles' }
  | { kind: 'industry'; industryId: string }
  | { kind: 'product-group'; industryId: string; productGroupId: string }
  /** A path no industry or product group can have: an id of other characters, more segments. */
  | { kind: 'not-found' }

function segmentsOf(pagePath: string): string[] {
  return pagePath.split('/').filter((segment) => segment !== '')
}

/** What a page path asks the app for: the segments after its first `industries` segment. */
export function industriesViewOf(pagePath: string): IndustriesView {
  const segments = segmentsOf(pagePath)
  const start = segments.indexOf('industries')
  const [industryId, productGroupId, ...rest] = start < 0 ? [] : segments.slice(start + 1)
  if (industryId === undefined) return { kind: 'tiles' }
  if (rest.length > 0 || !industryIdPattern.test(industryId)) return { kind: 'not-found' }
  if (productGroupId === undefined) return { kind: 'industry', industryId }
  return industryIdPattern.test(productGroupId) ? { kind: 'product-group', industryId, productGroupId } : { kind: 'not-found' }
}

/** The industries page of a page path: `/industries/automotive/solvents` -> `/industries`; a path without that segment is the page itself. */
export function industriesPagePath(pagePath: string): string {
  const segments = segmentsOf(pagePath)
  const start = segments.indexOf('industries')
  return start < 0 ? pagePath : `/${segments.slice(0, start + 1).join('/')}`
}

/** An industry's path (`/industries/{id}`), or its product group's (`/industries/{id}/{productGroupId}`), next to the tiles. */
export function industryPath(pagePath: string, industryId: string, productGroupId?: string): string {
  const industry = `${industriesPagePath(pagePath)}/${industryId}`
  return productGroupId === undefined ? industry : `${industry}/${productGroupId}`
}

/**
 * True for a path that is a CMS page of its own (the spec's exceptions keep their full path): its
 * title, description and canonical are the page's metadata, and nothing below it is the app's.
 */
export function isOwnCmsPage(pagePath: string): boolean {
  const segments = segmentsOf(pagePath)
  const start = segments.indexOf('industries')
  return start >= 0 && start < segments.length - 1 && segmentsOf(cutBackCmsPath(pagePath)).length === segments.length
}
