/**
 * Params of the chemicals unit's industries (docs/contracts.md, "Search params"): `country`, the
 * ISO code of a country of the chemicals API's country list; absent means every industry. A value
 * that is no country code falls back to absent and never throws (`countryParam`); one that is not
 * in the list is dropped by the view (industries-rules.ts). Plain code: the industries' file route
 * validates its search with it, in the router's entry chunk (ADR 046).
 */
import { countryParam } from '#app/site/country-param.ts'

export type IndustriesParams = { country: string | undefined }

export function parseIndustriesParams(search: Record<string, unknown>): IndustriesParams {
  return { country: countryParam(search['country']) }
}

/** The tiles' params as their file route reads and writes them (`view-search.ts`): the country when one is chosen. */
export const industriesView = { parse: parseIndustriesParams, own: (params: IndustriesParams) => ({ country: params.country }), defaults: {} }
