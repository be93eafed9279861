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

/**
 * Home, the sections and the page (titled `pageTitle` unless the navigation lists it); none on the
 * home. `holder` is the page an app shows a detail on (an industry on the industries page): it
 * stands above the detail even where the menus do not list it, so the trail offers the way up.
 */
export function breadcrumbTrail(navigation: Navigation | null, context: SiteContextValue, pageTitle: string, holder?: Crumb): Crumb[] {
  const { address, settings } = context
  if (address.pagePath === '/') return []
  const sections = navigation ? navTrail(navigation.home, address.pagePath) : []
  const crumbs = [
    { name: m.breadcrumb_home({}, { locale: address.lang }), href: cmsPathHref(`/${context.brand.cmsSite}`, context) },
    ...sections.map((item) => ({ name: item.title, href: cmsPathHref(item.path, context) })),
  ]
  const listed = sections.at(-1)
  if (listed && navPagePath(listed) === address.pagePath) return crumbs
  const page = { name: pageTitle, href: addressHref(address, settings.productWord) }
  const above = holder && holder.href !== page.href && !crumbs.some((crumb) => crumb.href === holder.href) ? [holder] : []
  return [...crumbs, ...above, page]
}
