import { Suspense, lazy, useEffect, useState } from 'react'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { whenIdle } from '#app/ui/when-idle.ts'

const SearchCombobox = lazy(() => import('#app/features/search/search-combobox.tsx'))

/**
 * The header search. The server renders a plain search form (it works without script); the
 * combobox with suggestions replaces it once the browser is idle, or at once when the visitor
 * focuses the field, keeping what they typed.
 */
export function SiteSearch() {
  const { address, settings } = useSite()
  const searchHref = addressHref({ ...address, pagePath: '/search' }, settings.productWord)
  const [enhanced, setEnhanced] = useState(false)
  const [typed, setTyped] = useState('')
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    whenIdle(() => setEnhanced(true))
  }, [])

  const plain = (
    <form role="search" className="site-search" action={searchHref} method="get">
      <input
        name="q"
        type="search"
        className="site-search-input"
        aria-label={m.search_site({}, { locale: address.lang })}
        placeholder={m.search_submit({}, { locale: address.lang })}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onFocus={() => {
          setFocused(true)
          setEnhanced(true)
        }}
      />
      <button type="submit" className="site-search-button">
        {m.search_submit({}, { locale: address.lang })}
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
