import { useState } from 'react'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { preloadable } from '#app/ui/preloadable.tsx'

const SearchCombobox = preloadable(async () => (await import('#app/features/search/search-combobox.tsx')).default, 'SearchCombobox')

/**
 * The header search. The server renders a plain search form (it works without script); the
 * combobox with suggestions replaces it when the visitor focuses the field, keeping what they
 * typed. Its code (react-aria, about 60 KB) loads then, or when a pointer comes near: a page pays
 * for it only when a visitor searches.
 */
export function SiteSearch() {
  const { address, settings } = useSite()
  const searchHref = addressHref({ ...address, pagePath: '/search' }, settings.productWord)
  const [enhanced, setEnhanced] = useState<{ focused: boolean } | null>(null)
  const [typed, setTyped] = useState('')

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
        onPointerEnter={() => void SearchCombobox.preload()}
        // the combobox takes the field's place once its code is there, so nothing suspends
        onFocus={(event) => {
          const field = event.currentTarget
          void SearchCombobox.preload().then(() => setEnhanced({ focused: document.activeElement === field }))
        }}
      />
      <button type="submit" className="site-search-button">
        {m.search_submit({}, { locale: address.lang })}
      </button>
    </form>
  )
  return enhanced ? <SearchCombobox searchHref={searchHref} initialValue={typed} autoFocus={enhanced.focused} /> : plain
}
