/**
 * The header's way to search, one icon wide in the header's row: a link to the search page (so it
 * works without script and crawlers find the page), which with script opens the search field in a
 * panel under the header instead, focused. Escape or the link again closes it and returns the focus;
 * a new page closes it. The field's code loads when a visitor reaches for the link (pointer, touch
 * or keyboard focus), as the menu drawer's does, not with the page.
 */
import { type KeyboardEvent, Suspense, lazy, useRef, useState } from 'react'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { Search } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

const panelId = 'header-search'
const loadSiteSearch = () => import('./site-search.tsx')
const SiteSearch = lazy(() => loadSiteSearch().then((module) => ({ default: module.SiteSearch })))
const preloadSiteSearch = () => void loadSiteSearch()

export function HeaderSearch() {
  const { address, settings } = useSite()
  const [open, setOpen] = useState(false)
  const [shownPath, setShownPath] = useState(address.pagePath)
  if (shownPath !== address.pagePath) {
    setShownPath(address.pagePath)
    setOpen(false)
  }
  const toggle = useRef<HTMLAnchorElement>(null)
  // seen before the field's own handling (react-aria keeps its keys to itself); an open list of suggestions closes first
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    if (event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true') return
    event.stopPropagation()
    setOpen(false)
    toggle.current?.focus()
  }
  return (
    <>
      <a
        ref={toggle}
        className="search-toggle"
        href={addressHref({ ...address, pagePath: '/search' }, settings.productWord)}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={preloadSiteSearch}
        onPointerDown={preloadSiteSearch}
        onFocus={preloadSiteSearch}
        onClick={(event) => {
          event.preventDefault()
          setOpen(!open)
        }}
      >
        <Icon icon={Search} className="search-icon" />
        <span className="search-toggle-label">{m.header_search({}, { locale: address.lang })}</span>
      </a>
      <div id={panelId} className="header-search" hidden={!open} onKeyDownCapture={close}>
        {open && (
          <Suspense fallback={null}>
            <SiteSearch autoFocus />
          </Suspense>
        )}
      </div>
    </>
  )
}
