/**
 * Params of the chemicals unit's industries (docs/contracts.md, "Search params"): `country`, the
 * ISO code of a country of the chemicals API's country list; absent means every industry. A value
 * that is no country code falls back to absent and never throws; one that is not in the list is
 * dropped by the view (industries-rules.ts). zod/mini: this schema ships with the industries app.
 */
import * as z from 'zod/mini'
import { withOwnParams } from '#app/site/query-string.ts'

const country = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((text) => {
        const code = text.trim().toUpperCase()
        return /^[A-Z]{2}$/.test(code) ? code : undefined
      }),
    ),
  ),
  undefined,
)

export const industriesParamsSchema = z.object({ country })
export type IndustriesParams = z.output<typeof industriesParamsSchema>

export function parseIndustriesParams(search: Record<string, unknown>): IndustriesParams {
  return industriesParamsSchema.parse(search)
}

/** The URL params of an industries view: the country when one is chosen, the page's other params kept. */
export function industriesSearch(search: Record<string, unknown>, params: IndustriesParams): Record<string, unknown> {
  return withOwnParams(search, { country: params.country })
}
