/**
 * Search params of the site search (docs/contracts.md, "Search params"): `q`, `type`, `pages`. Invalid values fall
 * back to their defaults and never throw. zod/mini: this schema ships to the browser.
 */
import * as z from 'zod/mini'
import { type Language, constants } from '#app.config.ts'
import { withOwnParams } from '#app/site/query-string.ts'

export const searchTypes = ['files', 'stories', 'pages', 'products', 'press', 'industries'] as const
export type SearchType = (typeof searchTypes)[number]

/** At most 10 pages of results (50) are shown, each page one engine call. */
export const maxPages = 10

export const searchParamsSchema = z.object({
  q: z.catch(z._default(z.pipe(z.string(), z.transform((value) => value.trim().slice(0, 200))), ''), ''),
  type: z.catch(z.optional(z.enum(searchTypes)), undefined),
  // more pages than shown are capped, not dropped
  pages: z.catch(z._default(z.pipe(z.coerce.number().check(z.int(), z.minimum(1)), z.transform((pages) => Math.min(pages, maxPages))), 1), 1),
})
export type SearchParams = z.output<typeof searchParamsSchema>

export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  return searchParamsSchema.parse(search)
}

/** The URL params of a search view: defaults left out, other params of the page kept. */
export function searchViewParams(search: Record<string, unknown>, view: SearchParams): Record<string, unknown> {
  return withOwnParams(search, { q: view.q || undefined, type: view.type, pages: view.pages > 1 ? String(view.pages) : undefined })
}

/** A query must have at least 1 character in Chinese, 3 in other languages. */
export function minimumQueryLength(lang: Language): number {
  return lang === 'zh' ? constants.search.minLength.zh : constants.search.minLength.other
}

export function isSearchable(query: string, lang: Language): boolean {
  return [...query.trim()].length >= minimumQueryLength(lang)
}
