/**
 * Server functions of the chemicals unit's industries; the language is an input. The tiles answer
 * the industries of the chosen country (every industry when the country is not in the API's list),
 * the detail views one industry or one product group.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { languages } from '#config/languages.ts'
import { input } from '#app/server/input.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import type { ChemicalsCountry, Industry, ProductGroup } from './industry.ts'
import { chosenCountry, countriesOf, industriesIn } from './industries-rules.ts'
import { industryIdPattern } from '#app/site/industries-paths.ts'
import { availability, availableCountries, chemicalsCountries, chemicalsIndustries, chemicalsProductGroup } from './industries.server.ts'

const id = z.string().regex(industryIdPattern)

export type IndustryTile = Pick<Industry, 'id' | 'name' | 'image'>

export type IndustriesResult =
  | {
      status: 'ok'
      countries: ChemicalsCountry[]
      /** The country shown: the param's when the list has it. */
      country: string | undefined
      industries: IndustryTile[]
    }
  | { status: 'error' }

export const getIndustries = createServerFn({ method: 'GET' })
  .validator(
    input(
      z.object({
        lang: z.enum(languages),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .optional(),
      }),
    ),
  )
  .handler(async ({ data }): Promise<IndustriesResult> => {
    try {
      const [countries, industries] = await Promise.all([chemicalsCountries(data.lang), chemicalsIndustries(data.lang)])
      const country = chosenCountry(countries, data.country)?.code
      const shown = industriesIn(industries, country === undefined ? new Map() : await availability(industries), country)
      return { status: 'ok', countries, country, industries: shown.map(({ id, name, image }) => ({ id, name, image })) }
    } catch (error) {
      logAppFailure('industries', 'industries', error)
      return { status: 'error' }
    }
  })

type IndustryResult = { status: 'ok'; industry: Industry; countries: ChemicalsCountry[] } | { status: 'not-found' } | { status: 'error' }

export const getIndustry = createServerFn({ method: 'GET' })
  .validator(input(z.object({ lang: z.enum(languages), id })))
  .handler(async ({ data }): Promise<IndustryResult> => {
    try {
      const industry = (await chemicalsIndustries(data.lang)).find((candidate) => candidate.id === data.id)
      if (!industry) return { status: 'not-found' }
      const [countries, codes] = await Promise.all([chemicalsCountries(data.lang), availableCountries(industry.id)])
      return { status: 'ok', industry, countries: countriesOf(countries, codes) }
    } catch (error) {
      logAppFailure('industries', 'industry', error)
      return { status: 'error' }
    }
  })

type ProductGroupResult = { status: 'ok'; industry: Pick<Industry, 'id' | 'name'>; group: ProductGroup } | { status: 'not-found' } | { status: 'error' }

export const getProductGroup = createServerFn({ method: 'GET' })
  .validator(input(z.object({ lang: z.enum(languages), industryId: id, productGroupId: id })))
  .handler(async ({ data }): Promise<ProductGroupResult> => {
    try {
      const industry = (await chemicalsIndustries(data.lang)).find((candidate) => candidate.id === data.industryId)
      if (!industry?.productGroups.some((group) => group.id === data.productGroupId)) return { status: 'not-found' }
      const group = await chemicalsProductGroup(industry.id, data.productGroupId, data.lang)
      return group ? { status: 'ok', industry: { id: industry.id, name: industry.name }, group } : { status: 'not-found' }
    } catch (error) {
      logAppFailure('industries', 'product group', error)
      return { status: 'error' }
    }
  })
