/**
 * Params of the chemicals unit's industries (docs/contracts.md, "Search params"): `country`, the
 * ISO code of a country of the chemicals API's country list; absent means every industry. A value
 * that is no country code falls back to absent and never throws (`countryParam`); one that is not
 * in the list is dropped by the view (industries-rules.ts). zod/mini: this schema ships with the industries app.
 */
import * as z from 'zod/mini'
import { countryParam } from '#app/site/country-param.ts'
import { withOwnParams } from '#app/site/query-string.ts'

export const industriesParamsSchema = z.object({ country: countryParam })
export type IndustriesParams = z.output<typeof industriesParamsSchema>

export function parseIndustriesParams(search: Record<string, unknown>): IndustriesParams {
  return industriesParamsSchema.parse(search)
}

/** The URL params of an industries view: the country when one is chosen, the page's other params kept. */
export function industriesSearch(search: Record<string, unknown>, params: IndustriesParams): Record<string, unknown> {
  return withOwnParams(search, { country: params.country })
}
