/**
 * Params of the distributors list (docs/contracts.md, "Search params"): `country`, the ISO code of
 * a country the brand has distributors in; absent means every country. A value that is no country
 * code falls back to absent and never throws (`countryParam`); one without distributors is dropped
 * by the view (distributors-rules.ts). Plain code: the list's file route validates its search with
 * it, in the router's entry chunk (ADR 046).
 */
import { countryParam } from '#app/site/country-param.ts'

export type DistributorsParams = { country: string | undefined }

export function parseDistributorsParams(search: Record<string, unknown>): DistributorsParams {
  return { country: countryParam(search['country']) }
}

/** The list's params as its file route reads and writes them (`view-search.ts`): the country when one is chosen. */
export const distributorsView = { parse: parseDistributorsParams, own: (params: DistributorsParams) => ({ country: params.country }), defaults: {} }
