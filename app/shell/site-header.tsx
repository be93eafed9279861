import { type MouseEvent, lazy, Suspense, useState } from 'react'
import type { Navigation } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { homeHref } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { BrandMark } from '#app/ui/brand-mark.tsx'
import { LanguageLinks, type PageLanguages } from './language-links.tsx'
import { HeaderSearch } from './header-search.tsx'
import { MainNavigation } from './main-navigation.tsx'
import { ServiceNavigation } from './service-navigation.tsx'
import { Menu } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

const loadMenuDrawer = () => import('./menu-drawer.tsx')
const MenuDrawer = lazy(loadMenuDrawer)

/**
 * The header, one row from 64rem: the brand, the navigation, the quick links, the languages and the
 * search (ADR 038). On a narrower screen the brand, the search and a menu button: with script it
 * opens the navigation, quick links, search and languages in a modal drawer (ADR 015), without
 * script it is a link to them (`#site-menu`, shown by the stylesheet while targeted).
 */
export function SiteHeader({ navigation, page }: { navigation: Navigation | null; page: PageLanguages }) {
  const { address, brand, settings } = useSite()
  const locale = address.lang
  const [drawer, setDrawer] = useState<'closed' | 'open'>('closed')
  // a new page closes the drawer
  const [shownPath, setShownPath] = useState(address.pagePath)
  if (shownPath !== address.pagePath) {
    setShownPath(address.pagePath)
    setDrawer('closed')
  }
  // the drawer's code loads when a visitor reaches for the button (pointer, touch or keyboard focus), not with the page
  const preloadDrawer = () => void loadMenuDrawer()
  const openDrawer = (event: MouseEvent) => {
    event.preventDefault()
    setDrawer('open')
  }
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {m.skip_to_content({}, { locale })}
      </a>
      <div className="site-header-inner">
        <a className="brand" href={homeHref(address, settings.productWord)}>
          <BrandMark />
          {brand.name}
        </a>
        <div id="site-menu" className="site-menu">
          {navigation && <MainNavigation navigation={navigation} />}
          {navigation && <ServiceNavigation navigation={navigation} folded />}
          <LanguageLinks page={page} />
          <a className="site-menu-close" href="#content">
            {m.menu_close({}, { locale })}
          </a>
        </div>
        <HeaderSearch />
        <a
          className="menu-button"
          href="#site-menu"
          aria-haspopup="dialog"
          aria-expanded={drawer === 'open'}
          onPointerEnter={preloadDrawer}
          onPointerDown={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={openDrawer}
        >
          <Icon icon={Menu} />
          {m.menu({}, { locale })}
        </a>
      </div>
      {drawer === 'open' && (
        <Suspense fallback={null}>
          <MenuDrawer navigation={navigation} page={page} onClose={() => setDrawer('closed')} />
        </Suspense>
      )}
    </header>
  )
}
