/**
 * The search engine's contract: `POST /se/search` with `{ website, lang, query, type?, offset,
 * limit, highlightConfig }` answers `{ data, count }`; `POST /se/suggestions` with `{ website,
 * lang, query, limit }` answers `{ data }` (titles). A malformed body is a 400. Requests are
 * logged with their body.
 */
import { z } from 'zod'
import type { SearchIndex } from './search-index.ts'
import { searchTypes } from './search-documents.ts'
import { badRequest, parseJson } from '../http.ts'
import { type Route, type RouteOptions, route } from '../routes.ts'

const searchBody = z.object({
  type: z.enum(searchTypes).nullish(),
  lang: z.string().min(2).max(5),
  query: z.string().max(500),
  website: z.string().min(1).max(100),
  offset: z.number().int().min(0).max(10_000).default(0),
  limit: z.number().int().min(0).max(100).default(5),
  highlightConfig: z
    .object({ maxNumFragments: z.number().int().min(0).max(5).default(1), fragmentSize: z.number().int().min(20).max(1000).default(200) })
    .default({ maxNumFragments: 1, fragmentSize: 200 }),
})

const suggestionsBody = z.object({
  query: z.string().max(500),
  lang: z.string().min(2).max(5),
  limit: z.number().int().min(1).max(20).default(5),
  website: z.string().min(1).max(100),
})

const searchRequest: RouteOptions = { log: 'path and body' }

export function searchRoutes(index: SearchIndex): Route[] {
  return [
    route(
      'POST',
      '/se/search',
      async ({ body }) => {
        const parsed = searchBody.safeParse(parseJson(await body()))
        if (!parsed.success) return badRequest(parsed.error)
        const { website, lang, query, type, offset, limit, highlightConfig } = parsed.data
        const result = index.search({
          website,
          lang,
          query,
          type: type ?? undefined,
          offset,
          limit,
          fragmentSize: highlightConfig.fragmentSize,
          maxFragments: highlightConfig.maxNumFragments,
        })
        return { status: 200, body: result }
      },
      searchRequest,
    ),
    route(
      'POST',
      '/se/suggestions',
      async ({ body }) => {
        const parsed = suggestionsBody.safeParse(parseJson(await body()))
        if (!parsed.success) return badRequest(parsed.error)
        const { website, lang, query, limit } = parsed.data
        return { status: 200, body: { data: index.suggest(website, lang, query, limit) } }
      },
      searchRequest,
    ),
  ]
}
