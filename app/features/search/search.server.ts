/** The search engine upstream (`SEARCH_URL`): `POST /se/search` and `POST /se/suggestions`. */
import sanitizeHtml from 'sanitize-html'
import { z } from 'zod'
import { constants } from '#app.config.ts'
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

export interface SearchPageRequest {
  /** The Magnolia site to search (the engine's `website`). */
  cmsSite: string
  lang: string
  query: string
  type: SearchType | undefined
  /** How many results from the first: 5 per page shown. */
  limit: number
}

/** The first `limit` results and the total for the type. */
export async function searchPage(request: SearchPageRequest): Promise<{ results: SearchResult[]; count: number }> {
  const answer = await upstream('search').post(
    '/se/search',
    {
      type: request.type,
      lang: request.lang,
      query: request.query,
      website: request.cmsSite,
      offset: 0,
      limit: request.limit,
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
