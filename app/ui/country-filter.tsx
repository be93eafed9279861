/**
 * A filter by one country: a plain GET form whose select is the URL's `country` param, with a submit
 * button, so it works without script; the URL's other params ride along as hidden fields. With
 * script a choice (by mouse or keyboard) shows at once and is handed to `onChoose`, which navigates;
 * the select follows the `country` shown (Back, a link).
 */
import { useState } from 'react'

interface CountryFilterProps {
  /** The form's accessible name. */
  title: string
  label: string
  /** The first option's text: no country. */
  anyLabel: string
  submitLabel: string
  countries: ReadonlyArray<{ code: string; name: string }>
  /** The country the view shows. */
  country: string | undefined
  /** The page's search params; those not in `ownParams` become hidden fields. */
  search: Record<string, unknown>
  ownParams: readonly string[]
  onChoose: (code: string) => void
}

export function CountryFilter({ title, label, anyLabel, submitLabel, countries, country, search, ownParams, onChoose }: CountryFilterProps) {
  const [selected, setSelected] = useState(country ?? '')
  const [shown, setShown] = useState(country)
  if (shown !== country) {
    setShown(country)
    setSelected(country ?? '')
  }
  const choose = (code: string) => {
    setSelected(code)
    onChoose(code)
  }
  const kept = Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !ownParams.includes(entry[0]))
  return (
    <form
      className="country-filter filter-panel"
      method="get"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault()
        choose(selected)
      }}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="catalogue-field">
        <span>{label}</span>
        <select name="country" value={selected} onChange={(event) => choose(event.currentTarget.value)}>
          <option value="">{anyLabel}</option>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </form>
  )
}
