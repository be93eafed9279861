/**
 * The brand's main navigation from the CMS (pagenav): first-level sections as links, a section
 * with pages below it as a disclosure (WAI-ARIA disclosure navigation, ADR 015): a button with
 * `aria-expanded` opens its list on click or Enter, Escape closes it and returns focus to the
 * button, leaving the menu by focus or by a click elsewhere closes it; nothing opens on hover.
 */
import { Link } from '@tanstack/react-router'
import { type FocusEvent, type KeyboardEvent, memo, useEffect, useId, useRef, useState } from 'react'
import type { NavItem, Navigation } from '#app/cms/content.ts'
import { isWithin, navPagePath } from '#app/cms/nav-trail.ts'
import { cmsPathHref, useSite } from '#app/site/site-context.tsx'
import { splatParams } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'

function NavLink({ item, label }: { item: NavItem; label?: string }) {
  const context = useSite()
  const current = navPagePath(item) === context.address.pagePath
  return (
    // only the page itself is current, not the section pages above it
    <Link to="/$" params={splatParams(cmsPathHref(item.path, context))} activeOptions={{ exact: true, includeSearch: false }} aria-current={current ? 'page' : undefined}>
      {label ?? item.title}
    </Link>
  )
}

function Disclosure({ item, open, onToggle, onClose }: { item: NavItem; open: boolean; onToggle: () => void; onClose: () => void }) {
  const { address } = useSite()
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const inSection = isWithin(item, address.pagePath)
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    onClose()
    button.current?.focus()
  }
  const leave = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onClose()
  }
  return (
    <li className="main-nav-section" onKeyDown={escape} onBlur={leave}>
      <button ref={button} type="button" className="main-nav-button" aria-expanded={open} aria-controls={id} aria-current={inSection ? 'true' : undefined} onClick={onToggle}>
        {item.title}
        <span aria-hidden="true" className="main-nav-chevron" />
      </button>
      <ul id={id} className="main-nav-menu" hidden={!open}>
        <li>
          <NavLink item={item} label={m.nav_overview({ section: item.title }, { locale: address.lang })} />
        </li>
        {item.children.map((child) => (
          <li key={child.path}>
            <NavLink item={child} />
          </li>
        ))}
      </ul>
    </li>
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
  // a click elsewhere closes the open menu
  useEffect(() => {
    if (!open) return
    const away = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) setOpen(null)
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open])
  return (
    <nav ref={root} aria-label={m.main_navigation({}, { locale: address.lang })}>
      <ul className="main-nav">
        {navigation.home.children.map((item) =>
          item.children.length > 0 ? (
            <Disclosure
              key={item.path}
              item={item}
              open={open === item.path}
              onToggle={() => setOpen(open === item.path ? null : item.path)}
              onClose={() => setOpen(null)}
            />
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
