/**
 * The search field with suggestions, one for the header and the search page. The server renders a
 * plain field (in a GET form, it works without script); the combobox with suggestions
 * (search-combobox.tsx) takes its place when the visitor focuses it, keeping what they typed and
 * the focus. Its code (react-aria, about 60 KB) loads then, or when a pointer comes near: a page
 * pays for it only when a visitor searches.
 */
import { useState } from 'react'
import { preloadable } from '#app/ui/preloadable.tsx'

const SearchCombobox = preloadable(async () => (await import('./search-combobox.tsx')).default, 'SearchCombobox')

/** The longest query the search takes (longer ones are cut). */
export const maxQueryLength = 200

export interface SearchFieldProps {
  /** The input's id, where a visible `<label htmlFor>` names it. */
  id?: string
  /** Its accessible name: a text of its own, or the id of the visible label. */
  label: { text: string } | { labelledBy: string }
  className?: string
  placeholder?: string
  /** Focused as it appears (the header's search panel opens with the field focused). */
  autoFocus?: boolean
  value: string
  onChange: (value: string) => void
  /** A suggestion picked, or Enter with none highlighted: search for this text. */
  onSearch: (query: string) => void
}

/** `aria-label` or `aria-labelledby`, as the field is named. */
export function labelProps(label: SearchFieldProps['label']): { 'aria-label'?: string; 'aria-labelledby'?: string } {
  return 'text' in label ? { 'aria-label': label.text } : { 'aria-labelledby': label.labelledBy }
}

export function SearchField(props: SearchFieldProps) {
  const [enhanced, setEnhanced] = useState<{ focused: boolean } | null>(null)
  // typed into the plain field: the combobox shows suggestions for it at once
  const [typed, setTyped] = useState(false)
  if (enhanced) return <SearchCombobox {...props} autoFocus={enhanced.focused} suggestAtOnce={typed} />
  return (
    <input
      id={props.id}
      name="q"
      type="search"
      className={props.className}
      {...labelProps(props.label)}
      placeholder={props.placeholder}
      autoFocus={props.autoFocus}
      maxLength={maxQueryLength}
      value={props.value}
      onChange={(event) => {
        props.onChange(event.target.value)
        setTyped(true)
      }}
      onPointerEnter={() => void SearchCombobox.preload()}
      // the combobox takes the field's place once its code is there, so nothing suspends
      onFocus={(event) => {
        const field = event.currentTarget
        void SearchCombobox.preload().then(() => setEnhanced({ focused: document.activeElement === field }))
      }}
    />
  )
}
