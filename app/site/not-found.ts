import { type SitePath, sitePathHref, siteRootHref } from './site-path.ts'

export const notFoundPagePath = '/404'

/**
 * Where a visitor goes when a page is missing or its content is an error: the language's 404
 * page, or the site root when already on a 404 path (so the flow can never loop).
 */
export function notFoundTarget(site: SitePath, productWord: string): string {
  if (isNotFoundPath(site.pagePath)) return siteRootHref(site, productWord)
  const target = sitePathHref({ ...site, pagePath: notFoundPagePath }, productWord)
  return `${target}?from=${encodeURIComponent(sitePathHref(site, productWord))}`
}

export function isNotFoundPath(pagePath: string): boolean {
  return pagePath === notFoundPagePath || pagePath.endsWith(notFoundPagePath)
}
