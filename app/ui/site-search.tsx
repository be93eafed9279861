import { Suspense, lazy, useEffect, useState } from 'react'
import { useSite } from '../site/site-context.tsx'
import { sitePathHref } from '../site/site-path.ts'
import { m } from '../paraglide/messages.js'

const SearchCombobox = lazy(() => import('../features/search/search-combobox.tsx'))

/**
 * The header search. The server renders a plain search form (it works without script); the
 * combobox with suggestions replaces it once the browser is idle, or at once when the visitor
 * focuses the field, keeping what they typed.
 */
export function SiteSearch() {
  const { site, settings } = useSite()
  const searchHref = sitePathHref({ ...site, pagePath: '/search' }, settings.productWord)
  const [enhanced, setEnhanced] = useState(false)
  const [typed, setTyped] = useState('')
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
    idle(() => setEnhanced(true))
  }, [])

  const plain = (
    <form role="search" className="site-search" action={searchHref} method="get">
      <input
        name="q"
        type="search"
        className="site-search-input"
        aria-label={m.search_site({}, { locale: site.lang })}
        placeholder={m.search_submit({}, { locale: site.lang })}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onFocus={() => {
          setFocused(true)
          setEnhanced(true)
        }}
      />
      <button type="submit" className="site-search-button">
        {m.search_submit({}, { locale: site.lang })}
      </button>
    </form>
  )
  if (!enhanced) return plain
  return (
    <Suspense fallback={plain}>
      <SearchCombobox searchHref={searchHref} initialValue={typed} autoFocus={focused} />
    </Suspense>
  )
}
