import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { SearchField } from '#app/features/search/search-field.tsx'

/** The header search: a GET form to the search page (it works without script) around the search field with suggestions. */
export function SiteSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const { address, settings } = useSite()
  const navigate = useNavigate()
  const searchHref = addressHref({ ...address, pagePath: '/search' }, settings.productWord)
  const [value, setValue] = useState('')
  const search = (query: string) => void navigate({ href: `${searchHref}?q=${encodeURIComponent(query.trim())}` })

  return (
    <form
      role="search"
      className="site-search"
      action={searchHref}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        search(value)
      }}
    >
      <SearchField
        label={{ text: m.search_site({}, { locale: address.lang }) }}
        className="site-search-input"
        placeholder={m.search_site({}, { locale: address.lang })}
        autoFocus={autoFocus}
        value={value}
        onChange={setValue}
        onSearch={search}
      />
      <button type="submit" className="site-search-button">
        {m.search_submit({}, { locale: address.lang })}
      </button>
    </form>
  )
}
