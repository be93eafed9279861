/**
 * A `country` search param of a filter (docs/contracts.md, "Search params"): an ISO 3166-1 alpha-2
 * code, upper case; anything else falls back to absent and never throws. Whether the view has the
 * country is the view's to say. Plain code, not a schema: the filters' routes validate their search
 * with it, in the router's entry chunk (ADR 046).
 */
export function countryParam(value: unknown): string | undefined {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : ''
  return /^[A-Z]{2}$/.test(code) ? code : undefined
}
