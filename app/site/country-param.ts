/**
 * A `country` search param of a filter (docs/contracts.md, "Search params"): an ISO 3166-1 alpha-2
 * code, upper case; anything else falls back to absent and never throws. Whether the view has the
 * country is the view's to say. zod/mini: it ships with the apps that filter by country.
 */
import * as z from 'zod/mini'

export const countryParam = z.catch(
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
