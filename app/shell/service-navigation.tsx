/**
 * The header's quick links: the pages the site root marks for them (markets, brands, downloads
 * where the brand has them) and, on brands with a client area, the way into it: "Customer login",
 * or "My orders" in a browser that holds a session. Every visitor gets the same HTML (pages are
 * cached), so the label follows the session's readable hint only in the browser.
 * In the header's one row (`folded`) two or more pages share a disclosure menu, so the row fits
 * (ADR 038); the way into the client area always shows. The drawer lists them all.
 */
import { useCallback, useRef, useState, useSyncExternalStore } from 'react'
import type { Navigation } from '#app/cms/content.ts'
import { navPagePath } from '#app/cms/nav-trail.ts'
import { useSite } from '#app/site/site-context.tsx'
import { hasSignedInHint, subscribeSignedInHint } from '#app/site/signed-in-hint.ts'
import { m } from '#app/paraglide/messages.js'
import { DisclosureMenu, useClickAway } from './disclosure-menu.tsx'
import { NavLink } from './main-navigation.tsx'
import { UserRound } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

export function ServiceNavigation({ navigation, folded = false }: { navigation: Navigation; folded?: boolean }) {
  const { address } = useSite()
  const locale = address.lang
  const signedIn = useSyncExternalStore(
    subscribeSignedInHint,
    () => hasSignedInHint(document.cookie),
    () => false,
  )
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useClickAway(root, open, close)
  const { service, clientArea } = navigation
  if (service.length === 0 && !clientArea) return null
  const links = service.map((item) => (
    <li key={item.path}>
      <NavLink item={item} />
    </li>
  ))
  return (
    <nav ref={root} className="service-nav" aria-label={m.service_navigation({}, { locale })}>
      <ul>
        {folded && service.length > 1 ? (
          <DisclosureMenu
            label={m.service_navigation({}, { locale })}
            current={service.some((item) => navPagePath(item) === address.pagePath)}
            open={open}
            onToggle={() => setOpen(!open)}
            onClose={close}
          >
            {links}
          </DisclosureMenu>
        ) : (
          links
        )}
        {clientArea && (
          <li className="service-nav-client-area">
            <NavLink
              item={clientArea}
              label={
                <>
                  <Icon icon={UserRound} />
                  <span className="login-label">{signedIn ? m.client_area_my_orders({}, { locale }) : m.client_area_login({}, { locale })}</span>
                </>
              }
            />
          </li>
        )}
      </ul>
    </nav>
  )
}
