/**
 * The brand's main navigation from the CMS (pagenav): first-level sections as links, a section
 * with pages below it as a disclosure menu (`DisclosureMenu`, ADR 015) whose list starts with the
 * section page itself.
 */
import { Link } from '@tanstack/react-router'
import { type ReactNode, memo, useCallback, useRef, useState } from 'react'
import type { NavItem, Navigation } from '#app/cms/content.ts'
import { isWithin, navPagePath } from '#app/cms/nav-trail.ts'
import { cmsPathHref, useSite } from '#app/site/site-context.tsx'
import { splatParams } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { DisclosureMenu, useClickAway } from './disclosure-menu.tsx'

export function NavLink({ item, label }: { item: NavItem; label?: ReactNode }) {
  const context = useSite()
  const current = navPagePath(item) === context.address.pagePath
  return (
    // only the page itself is current, not the section pages above it
    <Link
      to="/$"
      params={splatParams(cmsPathHref(item.path, context))}
      activeOptions={{ exact: true, includeSearch: false }}
      aria-current={current ? 'page' : undefined}
    >
      {label ?? item.title}
    </Link>
  )
}

/** Memoized: a view change on the page (its search params) leaves the navigation alone; its links follow the location themselves. */
export const MainNavigation = memo(function MainNavigation({ navigation }: { navigation: Navigation }) {
  const { address } = useSite()
  const [open, setOpen] = useState<string | null>(null)
  // a new page closes the open menu
  const [shownPath, setShownPath] = useState(address.pagePath)
  if (shownPath !== address.pagePath) {
    setShownPath(address.pagePath)
    setOpen(null)
  }
  const root = useRef<HTMLElement>(null)
  const close = useCallback(() => setOpen(null), [])
  useClickAway(root, open !== null, close)
  return (
    <nav ref={root} aria-label={m.main_navigation({}, { locale: address.lang })}>
      <ul className="main-nav">
        {navigation.home.children.map((item) =>
          item.children.length > 0 ? (
            <DisclosureMenu
              key={item.path}
              label={item.title}
              current={isWithin(item, address.pagePath)}
              open={open === item.path}
              onToggle={() => setOpen(open === item.path ? null : item.path)}
              onClose={close}
            >
              <li>
                <NavLink item={item} label={m.nav_overview({ section: item.title }, { locale: address.lang })} />
              </li>
              {item.children.map((child) => (
                <li key={child.path}>
                  <NavLink item={child} />
                </li>
              ))}
            </DisclosureMenu>
          ) : (
            <li key={item.path}>
              <NavLink item={item} />
            </li>
          ),
        )}
      </ul>
    </nav>
  )
})
