/**
 * Contact finder params (docs/contracts.md, "Search params"): `country` an ISO code, `zip` a
 * postcode; anything else falls back to empty, never throws. Plain code: the finder's file route
 * validates its search with it, in the router's entry chunk (ADR 046).
 */

export type ContactFinderParams = { country: string; zip: string }

const text = (value: unknown, transform: (text: string) => string, pattern: RegExp) => {
  const written = typeof value === 'string' ? transform(value.trim()) : ''
  return pattern.test(written) ? written : ''
}

export function parseContactFinderParams(search: Record<string, unknown>): ContactFinderParams {
  return {
    country: text(search['country'], (value) => value.toUpperCase(), /^([A-Z]{2})?$/),
    zip: text(search['zip'], (value) => value, /^([A-Za-z\d][A-Za-z\d -]{0,9})?$/),
  }
}

/** Whether the visitor asked for someone: a country and a postcode. */
export function isQuestion(params: ContactFinderParams): boolean {
  return params.country !== '' && params.zip !== ''
}

/** The finder's params as its file route reads and writes them (`view-search.ts`): empty ones left out. */
export const contactFinderView = {
  parse: parseContactFinderParams,
  own: (params: ContactFinderParams) => ({ country: params.country || undefined, zip: params.zip || undefined }),
  defaults: { country: '', zip: '' },
}
