/**
 * The breadcrumb trail of a page: the home, the navigation sections above the page (pagenav) and
 * the page itself, as shown in `<nav aria-label="Breadcrumb">` and as BreadcrumbList structured
 * data; both come from this one list (ADR 015).
 */
import type { Navigation } from '#app/cms/content.ts'
import { navPagePath, navTrail } from '#app/cms/nav-trail.ts'
import { type SiteContextValue, cmsPathHref } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'

export interface Crumb {
  name: string
  href: string
}

/** Home, the sections and the page (titled `pageTitle` unless the navigation lists it); none on the home. */
export function breadcrumbTrail(navigation: Navigation | null, context: SiteContextValue, pageTitle: string): Crumb[] {
  const { address, settings } = context
  if (address.pagePath === '/') return []
  const sections = navigation ? navTrail(navigation.home, address.pagePath) : []
  const crumbs = [
    { name: m.breadcrumb_home({}, { locale: address.lang }), href: cmsPathHref(`/${context.brand.cmsSite}`, context) },
    ...sections.map((item) => ({ name: item.title, href: cmsPathHref(item.path, context) })),
  ]
  const listed = sections.at(-1)
  return listed && navPagePath(listed) === address.pagePath ? crumbs : [...crumbs, { name: pageTitle, href: addressHref(address, settings.productWord) }]
}
