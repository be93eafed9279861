/**
 * Params of the distributors list (docs/contracts.md, "Search params"): `country`, the ISO code of
 * a country the brand has distributors in; absent means every country. A value that is no country
 * code falls back to absent and never throws (`countryParam`); one without distributors is dropped
 * by the view (distributors-rules.ts). zod/mini: this schema ships with the distributors app.
 */
import * as z from 'zod/mini'
import { countryParam } from '#app/site/country-param.ts'
import { withOwnParams } from '#app/site/query-string.ts'

export const distributorsParamsSchema = z.object({ country: countryParam })
export type DistributorsParams = z.output<typeof distributorsParamsSchema>

export function parseDistributorsParams(search: Record<string, unknown>): DistributorsParams {
  return distributorsParamsSchema.parse(search)
}

/** The URL params of a distributors view: the country when one is chosen, the page's other params kept. */
export function distributorsSearch(search: Record<string, unknown>, params: DistributorsParams): Record<string, unknown> {
  return withOwnParams(search, { country: params.country })
}
