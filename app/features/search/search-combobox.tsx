/**
 * The search field's combobox (react-aria-components): debounced suggestions, up to 5, keyboard
 * navigable: ArrowDown highlights a suggestion and Enter searches for it; Enter with none
 * highlighted searches for what is typed, in one press; Escape closes the list and keeps the text.
 * Loaded lazily by `SearchField`.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, use, useEffect, useEffectEvent, useLayoutEffect, useState } from 'react'
import { ComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { isSearchable } from './search-params.ts'
import { suggestionsQuery } from './search-queries.ts'
import { type SearchFieldProps, labelProps, maxQueryLength } from './search-field.tsx'

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
 * When the list is open. Suggestions arrive after typing: the list opens when they do, while the
 * visitor is still typing. Once closed (Escape, a search) it stays closed until the visitor types
 * again: an answer arriving late, or the text changing otherwise (a search writing the chosen
 * suggestion, back and forward restoring the field), which the library takes as a reason to open it.
 */
function ListOpening({ suggestions, inputFocused, dismissed }: { suggestions: string; inputFocused: boolean; dismissed: boolean }) {
  const state = use(ComboBoxStateContext)
  const open = useEffectEvent(() => {
    if (state && inputFocused && !dismissed && !state.isOpen) state.open(null, 'input')
  })
  useEffect(() => {
    if (suggestions) open()
  }, [suggestions])
  // before the browser paints the list the library opened
  useLayoutEffect(() => {
    if (dismissed && state?.isOpen) state.close()
  })
  return null
}

/**
 * The keys the library handles otherwise: Escape keeps the text (it would clear it); Enter searches
 * for the highlighted suggestion, or with none highlighted for what is typed, at once (with the
 * list open the library would only close it). Enter that confirms an input method's text is not a search.
 */
function SearchKeys({ children, onEscape, onEnter }: { children: ReactNode; onEscape: () => void; onEnter: (highlighted: string | undefined) => void }) {
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
        } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
          event.stopPropagation()
          event.preventDefault()
          const highlighted = state?.isOpen ? state.selectionManager.focusedKey : null
          state?.close()
          onEnter(highlighted === null || highlighted === undefined ? undefined : String(highlighted))
        }
      }}
    >
      {children}
    </div>
  )
}

interface SearchComboboxProps extends SearchFieldProps {
  autoFocus: boolean
  /** Open the list for the text it starts with (typed before it took the plain field's place). */
  suggestAtOnce: boolean
}

export default function SearchCombobox({ id, label, className, placeholder, value, onChange, onSearch, autoFocus, suggestAtOnce }: SearchComboboxProps) {
  const { address } = useSite()
  const [inputFocused, setInputFocused] = useState(autoFocus)
  // closed with Escape or by a search: stays closed until the visitor types again
  const [dismissed, setDismissed] = useState(!suggestAtOnce)
  const typed = useDebounced(value.trim(), debounceMs)
  // the previous suggestions stay while the next arrive, so the list neither flickers nor loses the visitor's place;
  // none are asked for a text the visitor has not typed (the search page's field starts with the term searched)
  const suggestions = useQuery({
    ...suggestionsQuery(address.brand, address.lang, typed),
    enabled: !dismissed && isSearchable(typed, address.lang),
    placeholderData: keepPreviousData,
  })
  const items = (isSearchable(value, address.lang) ? (suggestions.data ?? []) : []).map((text) => ({ id: text, text }))
  const search = (query: string) => {
    onChange(query)
    setDismissed(true)
    onSearch(query)
  }

  return (
    <ComboBox
      id={id}
      {...labelProps(label)}
      className="site-search-combobox"
      inputValue={value}
      onInputChange={(text) => {
        onChange(text)
        setDismissed(false)
      }}
      items={items}
      allowsCustomValue
      menuTrigger="input"
      defaultFilter={() => true}
      // a suggestion clicked (Enter is SearchKeys')
      onSelectionChange={(key) => {
        if (typeof key === 'string') search(key)
      }}
    >
      <SearchKeys onEscape={() => setDismissed(true)} onEnter={(highlighted) => search(highlighted ?? value)}>
        <Input
          name="q"
          type="search"
          className={className}
          autoFocus={autoFocus}
          placeholder={placeholder}
          maxLength={maxQueryLength}
          onFocus={() => setInputFocused(true)}
          onBlur={() => setInputFocused(false)}
        />
      </SearchKeys>
      <ListOpening suggestions={items.map((item) => item.id).join('\n')} inputFocused={inputFocused} dismissed={dismissed} />
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
  )
}
