/** The catalogue's option names in the visitor's language: countries by their ISO code, facet values by their message. */
import type { Language } from '#config/languages.ts'
import { valueLabels } from './catalogue-value-labels.ts'

const regionNames = new Map<Language, Intl.DisplayNames>()

/** A country's name (`DE` -> `Germany`, `Deutschland`, `德国`). */
export function regionLabel(code: string, locale: Language): string {
  let names = regionNames.get(locale)
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })))
  return names.of(code) ?? code
}

/** A facet value's name; a value the site has no name for shows as the catalogue names it. */
export function valueLabel(value: string, locale: Language): string {
  return valueLabels[value]?.(locale) ?? value
}
