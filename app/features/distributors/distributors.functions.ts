/**
 * The distributors list's server function; the language is an input. It answers the countries to
 * choose from (named in the language) and the distributors of the chosen country by world region
 * and country (every country when the brand has no distributor in the one asked for).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { type Language, languages } from '#config/languages.ts'
import { brandIds, cmsSiteOf } from '#config/brands.ts'
import { input } from '#app/server/input.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import type { Distributor } from './distributor.ts'
import { type RegionGroup, byRegionAndCountry, chosenCountry, distributorCountries } from './distributors-rules.ts'
import { siteDistributors } from './distributors.server.ts'

export type DistributorsResult =
  | {
      status: 'ok'
      /** The countries with distributors, by name. */
      countries: Array<{ code: string; name: string }>
      /** The country shown: the param's when a distributor is there. */
      country: string | undefined
      total: number
      regions: Array<RegionGroup<Distributor>>
    }
  | { status: 'empty' }
  | { status: 'error' }

const names = new Map<Language, Intl.DisplayNames>()
function countryName(code: string, lang: Language): string {
  let display = names.get(lang)
  if (!display) names.set(lang, (display = new Intl.DisplayNames([lang], { type: 'region' })))
  return display.of(code) ?? code
}

export const getDistributors = createServerFn({ method: 'GET' })
  .validator(
    input(
      z.object({
        brand: z.enum(brandIds),
        lang: z.enum(languages),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .optional(),
      }),
    ),
  )
  .handler(async ({ data }): Promise<DistributorsResult> => {
    try {
      const distributors = await siteDistributors(cmsSiteOf(data.brand), data.lang)
      if (distributors.length === 0) return { status: 'empty' }
      const collator = new Intl.Collator(data.lang)
      const byName = (a: string, b: string) => collator.compare(countryName(a, data.lang), countryName(b, data.lang))
      const country = chosenCountry(distributors, data.country)
      const regions = byRegionAndCountry(distributors, country, byName)
      const countries = distributorCountries(distributors)
        .sort(byName)
        .map((code) => ({ code, name: countryName(code, data.lang) }))
      return {
        status: 'ok',
        countries,
        country,
        total: regions.reduce((sum, group) => sum + group.countries.reduce((count, entry) => count + entry.distributors.length, 0), 0),
        regions,
      }
    } catch (error) {
      logAppFailure('distributors', 'distributors', error)
      return { status: 'error' }
    }
  })
