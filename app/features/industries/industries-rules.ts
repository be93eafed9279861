/**
 * The rules of the industries view: which country a `country` param chooses, and which industries
 * a country has (the chemicals API's `available-countries/{industryId}` of each industry).
 */
import type { ChemicalsCountry } from './industry.ts'

/** The country the param names when the API's list has it; else none (every industry). */
export function chosenCountry(countries: readonly ChemicalsCountry[], code: string | undefined): ChemicalsCountry | undefined {
  return countries.find((country) => country.code === code)
}

/** The industries available in the country, in the API's order; every industry when no country is chosen. */
export function industriesIn<T extends { id: string }>(
  industries: readonly T[],
  availability: ReadonlyMap<string, readonly string[]>,
  country: string | undefined,
): T[] {
  if (country === undefined) return [...industries]
  return industries.filter((industry) => availability.get(industry.id)?.includes(country) === true)
}

/** The countries an industry is available in, in the order of the country list (codes the list does not have left out). */
export function countriesOf(countries: readonly ChemicalsCountry[], codes: readonly string[]): ChemicalsCountry[] {
  return countries.filter((country) => codes.includes(country.code))
}
