/**
 * The rules of the distributors list: the countries to choose from (those with distributors), the
 * country a param chooses, and the list grouped by world region and country.
 */
import { type Distributor, type DistributorRegion, distributorRegions } from './distributor.ts'

/** The codes of the countries the distributors are in, each once. */
export function distributorCountries(distributors: ReadonlyArray<Pick<Distributor, 'country'>>): string[] {
  return [...new Set(distributors.map((distributor) => distributor.country))]
}

/** The country the param names when a distributor is there; else none (every country). */
export function chosenCountry(distributors: ReadonlyArray<Pick<Distributor, 'country'>>, code: string | undefined): string | undefined {
  return distributors.some((distributor) => distributor.country === code) ? code : undefined
}

export interface RegionGroup<T> {
  region: DistributorRegion
  countries: Array<{ country: string; distributors: T[] }>
}

/**
 * The distributors of the country (every one without a country) by world region in the list's
 * order, and within a region by country in the order `compareCountries` gives; a country's
 * distributors keep their order. Regions and countries without distributors are left out.
 */
export function byRegionAndCountry<T extends Pick<Distributor, 'country' | 'region'>>(
  distributors: readonly T[],
  country: string | undefined,
  compareCountries: (a: string, b: string) => number,
): Array<RegionGroup<T>> {
  const shown = country === undefined ? distributors : distributors.filter((distributor) => distributor.country === country)
  return distributorRegions.flatMap((region) => {
    const inRegion = shown.filter((distributor) => distributor.region === region)
    const countries = [...new Set(inRegion.map((distributor) => distributor.country))].sort(compareCountries)
    return countries.length === 0
      ? []
      : [{ region, countries: countries.map((code) => ({ country: code, distributors: inRegion.filter((distributor) => distributor.country === code) })) }]
  })
}
