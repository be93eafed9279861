/**
 * Search params of the site search (docs/contracts.md, "Search params"): `q`, `type`, `pages`. Invalid values fall
 * back to their defaults and never throw. Plain code, not a schema: the search page's file route validates its
 * search with it, and a route's `validateSearch` runs in the router's entry chunk (ADR 046).
 */
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'

export const searchTypes = ['files', 'stories', 'pages', 'products', 'press', 'industries'] as const
export type SearchType = (typeof searchTypes)[number]

/** At most 10 pages of results (50) are shown, each page one engine call. */
export const maxPages = 10

export type SearchParams = { q: string; type: SearchType | undefined; pages: number }

export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  const q = search['q']
  const written = search['pages'] ?? 1
  const pages = typeof written === 'string' || typeof written === 'number' ? Number(written) : Number.NaN
  return {
    q: typeof q === 'string' ? q.trim().slice(0, 200) : '',
    type: searchTypes.find((type) => type === search['type']),
    // more pages than shown are capped, not dropped
    // Stryker disable next-line EqualityOperator: `> 1` answers the same, since a page count of 1 falls back to 1
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, maxPages) : 1,
  }
}

/** A search view as a URL says it: its params without the defaults, in the form's order. */
function searchOwnParams(view: SearchParams): Record<'q' | 'type' | 'pages', string | undefined> {
  return { q: view.q || undefined, type: view.type, pages: view.pages > 1 ? String(view.pages) : undefined }
}

/** A query must have at least 1 character in Chinese, 3 in other languages. */
export function minimumQueryLength(lang: Language): number {
  return lang === 'zh' ? constants.search.minLength.zh : constants.search.minLength.other
}

export function isSearchable(query: string, lang: Language): boolean {
  return [...query.trim()].length >= minimumQueryLength(lang)
}

/** The search's params as a view's route reads and writes them (`view-search.ts`). */
export const searchView = { parse: parseSearchParams, own: searchOwnParams, defaults: { q: '', pages: 1 } }
