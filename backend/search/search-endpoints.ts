/** `POST /se/search` and `POST /se/suggestions`: the search engine's contract (spec section 7). */
import { z } from 'zod'
import { type SearchIndex } from './search-index.ts'
import { searchTypes } from './search-documents.ts'
import { type EndpointAnswer, badRequest, parseJson } from '../http.ts'

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

export function searchRoutes(index: SearchIndex): Map<string, (body: string) => EndpointAnswer> {
  return new Map([
    [
      '/se/search',
      (text: string): EndpointAnswer => {
        const parsed = searchBody.safeParse(parseJson(text))
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
    ],
    [
      '/se/suggestions',
      (text: string): EndpointAnswer => {
        const parsed = suggestionsBody.safeParse(parseJson(text))
        if (!parsed.success) return badRequest(parsed.error)
        const { website, lang, query, limit } = parsed.data
        return { status: 200, body: { data: index.suggest(website, lang, query, limit) } }
      },
    ],
  ])
}
