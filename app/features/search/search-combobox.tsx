/**
 * The header search field with suggestions: an accessible combobox (react-aria-components),
 * debounced, up to 5 suggestions, keyboard navigable, Escape closes. Loaded lazily by
 * `SiteSearch`, so pages do not pay for it before the visitor uses it.
 */
import { useNavigate } from '@tanstack/react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, use, useEffect, useEffectEvent, useState } from 'react'
import { ComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { isSearchable } from './search-params.ts'
import { suggestionsQuery } from './search-queries.ts'

const debounceMs = 250

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * Suggestions arrive after typing: open the list when they do, while the visitor is still typing,
 * unless the visitor closed it with Escape since the last key (an answer arriving late keeps it closed).
 */
function OpenWhenSuggestionsArrive({ suggestions, inputFocused, dismissed }: { suggestions: string; inputFocused: boolean; dismissed: boolean }) {
  const state = use(ComboBoxStateContext)
  const open = useEffectEvent(() => {
    if (state && inputFocused && !dismissed && !state.isOpen) state.open(null, 'input')
  })
  useEffect(() => {
    if (suggestions) open()
  }, [suggestions])
  return null
}

/** Escape closes the suggestions and keeps what the visitor typed (the library would clear it). */
function EscapeKeepsText({ children, onEscape }: { children: ReactNode; onEscape: () => void }) {
  const state = use(ComboBoxStateContext)
  return (
    <div
      className="site-search-field"
      onKeyDownCapture={(event) => {
        if (event.key === 'Escape' && state?.isOpen) {
          event.stopPropagation()
          event.preventDefault()
          state.close()
          onEscape()
        }
      }}
    >
      {children}
    </div>
  )
}

export interface SearchComboboxProps {
  searchHref: string
  initialValue: string
  autoFocus: boolean
}

export default function SearchCombobox({ searchHref, initialValue, autoFocus }: SearchComboboxProps) {
  const { address } = useSite()
  const navigate = useNavigate()
  const [value, setValue] = useState(initialValue)
  const [inputFocused, setInputFocused] = useState(autoFocus)
  // closed with Escape: stays closed until the visitor types again
  const [dismissed, setDismissed] = useState(false)
  const typed = useDebounced(value.trim(), debounceMs)
  // the previous suggestions stay while the next arrive, so the list neither flickers nor loses the visitor's place
  const suggestions = useQuery({ ...suggestionsQuery(address.brand, address.lang, typed), enabled: isSearchable(typed, address.lang), placeholderData: keepPreviousData })
  const items = (isSearchable(value, address.lang) ? (suggestions.data ?? []) : []).map((text) => ({ id: text, text }))

  const open = (query: string) => void navigate({ href: `${searchHref}?q=${encodeURIComponent(query.trim())}` })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    open(value)
  }

  return (
    <form role="search" className="site-search" action={searchHref} method="get" onSubmit={submit}>
      <ComboBox
        aria-label={m.search_site({}, { locale: address.lang })}
        className="site-search-combobox"
        inputValue={value}
        onInputChange={(text) => {
          setValue(text)
          setDismissed(false)
        }}
        items={items}
        allowsCustomValue
        menuTrigger="input"
        defaultFilter={() => true}
        onSelectionChange={(key) => {
          if (typeof key === 'string') open(key)
        }}
      >
        <EscapeKeepsText onEscape={() => setDismissed(true)}>
          <Input
          name="q"
          type="search"
          className="site-search-input"
          autoFocus={autoFocus}
          placeholder={m.search_submit({}, { locale: address.lang })}
          onFocus={() => setInputFocused(true)}
          onBlur={() => setInputFocused(false)}
          />
        </EscapeKeepsText>
        <OpenWhenSuggestionsArrive suggestions={items.map((item) => item.id).join('\n')} inputFocused={inputFocused} dismissed={dismissed} />
        <Popover className="site-search-popover" placement="bottom start">
          <ListBox className="site-search-suggestions" aria-label={m.search_suggestions({}, { locale: address.lang })}>
            {(item: { id: string; text: string }) => (
              <ListBoxItem id={item.id} className="site-search-suggestion">
                {item.text}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <button type="submit" className="site-search-button">
        {m.search_submit({}, { locale: address.lang })}
      </button>
    </form>
  )
}
