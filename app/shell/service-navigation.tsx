/**
 * The header's quick links: the pages the site root marks for them (markets, brands, downloads
 * where the brand has them) and, on brands with a client area, the way into it: "Customer login",
 * or "My orders" in a browser that holds a session. Every visitor gets the same HTML (pages are
 * cached), so the label follows the session's readable hint only in the browser.
 */
import { Link } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { NavItem, Navigation } from '#app/cms/content.ts'
import { navPagePath } from '#app/cms/nav-trail.ts'
import { cmsPathHref, useSite } from '#app/site/site-context.tsx'
import { splatParams } from '#app/site/page-address.ts'
import { hasSignedInHint, subscribeSignedInHint } from '#app/site/signed-in-hint.ts'
import { m } from '#app/paraglide/messages.js'

function QuickLink({ item, children }: { item: NavItem; children?: string }) {
  const context = useSite()
  const href = cmsPathHref(item.path, context)
  return (
    <Link to="/$" params={splatParams(href)} activeOptions={{ exact: true, includeSearch: false }} aria-current={navPagePath(item) === context.address.pagePath ? 'page' : undefined}>
      {children ?? item.title}
    </Link>
  )
}

export function ServiceNavigation({ navigation }: { navigation: Navigation }) {
  const { address } = useSite()
  const locale = address.lang
  const signedIn = useSyncExternalStore(subscribeSignedInHint, () => hasSignedInHint(document.cookie), () => false)
  const { service, clientArea } = navigation
  if (service.length === 0 && !clientArea) return null
  return (
    <nav className="service-nav" aria-label={m.service_navigation({}, { locale })}>
      <ul>
        {service.map((item) => (
          <li key={item.path}>
            <QuickLink item={item} />
          </li>
        ))}
        {clientArea && (
          <li className="service-nav-client-area">
            <QuickLink item={clientArea}>{signedIn ? m.client_area_my_orders({}, { locale }) : m.client_area_login({}, { locale })}</QuickLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
