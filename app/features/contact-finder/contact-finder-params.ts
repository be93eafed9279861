/**
 * Contact finder params (docs/contracts.md, "Search params"): `country` an ISO code, `zip` a
 * postcode; anything else falls back to empty, never throws. zod/mini: ships with the finder.
 */
import * as z from 'zod/mini'
import { withOwnParams } from '#app/site/query-string.ts'

const country = z.catch(
  z._default(
    z
      .pipe(
        z.string(),
        z.transform((value) => value.trim().toUpperCase()),
      )
      .check(z.regex(/^([A-Z]{2})?$/)),
    '',
  ),
  '',
)
const zip = z.catch(
  z._default(
    z
      .pipe(
        z.string(),
        z.transform((value) => value.trim()),
      )
      .check(z.regex(/^([A-Za-z\d][A-Za-z\d -]{0,9})?$/)),
    '',
  ),
  '',
)

export const contactFinderParamsSchema = z.object({ country, zip })
export type ContactFinderParams = z.output<typeof contactFinderParamsSchema>

export function parseContactFinderParams(search: Record<string, unknown>): ContactFinderParams {
  return contactFinderParamsSchema.parse(search)
}

/** Whether the visitor asked for someone: a country and a postcode. */
export function isQuestion(params: ContactFinderParams): boolean {
  return params.country !== '' && params.zip !== ''
}

/** The URL params of a finder view: empty ones left out, the page's other params kept. */
export function contactFinderSearch(search: Record<string, unknown>, params: ContactFinderParams): Record<string, unknown> {
  return withOwnParams(search, { country: params.country || undefined, zip: params.zip || undefined })
}
