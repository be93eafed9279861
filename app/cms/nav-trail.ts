/**
 * Where a page sits in the brand's navigation tree (pagenav): the sections above it, for the
 * breadcrumbs, their structured data and `aria-current` in the main navigation (ADR 015).
 */
import type { NavItem } from './content.ts'

/** The page path of a navigation item: its CMS path without the site (`/albis/career/jobs` → `/career/jobs`). */
export function navPagePath(item: NavItem): string {
  const [, , ...rest] = item.path.split('/')
  return `/${rest.join('/')}`
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

/** Whether `pagePath` is the item's page or lies below it. */
export function isWithin(item: NavItem, pagePath: string): boolean {
  const own = segments(navPagePath(item))
  const page = segments(pagePath)
  return own.length > 0 && own.length <= page.length && own.every((segment, index) => segment === page[index])
}

/** The navigation items from the first level down to the page or its deepest listed parent; the home is not part of it. */
export function navTrail(home: NavItem, pagePath: string): NavItem[] {
  const trail: NavItem[] = []
  let level = home.children
  for (;;) {
    const next = level.find((item) => isWithin(item, pagePath))
    if (!next) return trail
    trail.push(next)
    level = next.children
  }
}

/** The page path of the nearest listed page above a page (a section), else the home (`/`). */
export function parentPagePath(home: NavItem, pagePath: string): string {
  const above = navTrail(home, pagePath).filter((item) => navPagePath(item) !== pagePath)
  const parent = above.at(-1)
  return parent ? navPagePath(parent) : '/'
}
