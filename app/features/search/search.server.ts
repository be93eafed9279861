/** The search engine upstream (`SEARCH_URL`): `POST /se/search` and `POST /se/suggestions`. */
import sanitizeHtml from 'sanitize-html'
import { z } from 'zod'
import * as constants from '#config/constants.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import { type SearchType, searchTypes } from './search-params.ts'
import type { SearchResult } from './search-result.ts'

const hitSchema = z.object({
  id: z.string(),
  type: z.enum(searchTypes),
  title: z.string(),
  highlight: z.array(z.string()).default([]),
  name: z.string().optional(),
  path: z.string().optional(),
  productGroupId: z.string().optional(),
  link: z.string().optional(),
})
const searchAnswer = z.object({ data: z.array(hitSchema), count: z.number().int().min(0) })
const suggestionsAnswer = z.object({ data: z.array(z.string()) })

/** Only `<mark>` survives in a fragment, whatever the search engine sends. */
function safeFragment(html: string): string {
  return sanitizeHtml(html, { allowedTags: ['mark'], allowedAttributes: {} })
}

interface SearchPageRequest {
  /** The Magnolia site to search (the engine's `website`). */
  cmsSite: string
  lang: string
  query: string
  type: SearchType | undefined
  /** From 1: results `(page - 1) × 5 + 1` to `page × 5`. */
  page: number
}

export interface SearchPage {
  results: SearchResult[]
  /** Every result of the type. */
  count: number
}

const { ttlMs, maxEntries, maxBytes, maxEmpty } = constants.search.cache
// keyed `{cmsSite}:…`, so a publish of the site forgets its answers (`forgetSite`)
const pages = new SwrCache<SearchPage>({
  name: 'search',
  ttlMs,
  maxEntries,
  maxBytes,
  missing: { isMissing: (page) => page.count === 0, ttlMs, maxEntries: maxEmpty },
})

/** One page of 5 results and the type's total, asked of the engine by offset; kept briefly per site, language, type, page and query. */
export function searchPage(request: SearchPageRequest): Promise<SearchPage> {
  const key = `${request.cmsSite}:${request.lang}:${request.type ?? 'all'}:${request.page}:${request.query}`
  return pages.get(key, () => fetchSearchPage(request))
}

async function fetchSearchPage(request: SearchPageRequest): Promise<SearchPage> {
  const pageSize = constants.search.pageSize
  const answer = await upstream('search').post(
    '/se/search',
    {
      type: request.type,
      lang: request.lang,
      query: request.query,
      website: request.cmsSite,
      offset: (request.page - 1) * pageSize,
      limit: pageSize,
      highlightConfig: { maxNumFragments: constants.search.maxFragments, fragmentSize: constants.search.fragmentSize },
    },
    searchAnswer,
  )
  return {
    count: answer.count,
    results: answer.data.map(({ highlight, ...hit }) => ({ ...hit, fragment: safeFragment(highlight[0] ?? '') })),
  }
}

export async function suggestions(cmsSite: string, lang: string, query: string): Promise<string[]> {
  const body = { query, lang, limit: constants.search.suggestionsLimit, website: cmsSite }
  const answer = await upstream('search').post('/se/suggestions', body, suggestionsAnswer)
  return answer.data.slice(0, constants.search.suggestionsLimit)
}
