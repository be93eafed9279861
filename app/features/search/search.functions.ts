/** Server functions of the site search; the language is always an input (never the request URL's). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { input } from '#app/server/input.ts'
import { brandIds, cmsSiteOf } from '#config/brands.ts'
import { languages } from '#config/languages.ts'
import { isSearchable, maxPages, searchTypes } from './search-params.ts'
import type { SearchAnswer, SearchCounts } from './search-result.ts'
import { type SearchPage, searchPage, suggestions } from './search.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'

const queryInput = { brand: z.enum(brandIds), lang: z.enum(languages), q: z.string().max(200) }

/** The engine's answers for a query, or the answer for a failed engine (logged); too short a query asks nothing. */
async function answer<T>(
  data: z.output<z.ZodObject<typeof queryInput>>,
  ask: (request: { cmsSite: string; lang: string; query: string }) => Promise<T>,
): Promise<SearchAnswer<T>> {
  if (!isSearchable(data.q, data.lang)) return { status: 'too-short' }
  try {
    return { status: 'ok', ...(await ask({ cmsSite: cmsSiteOf(data.brand), lang: data.lang, query: data.q.trim() })) }
  } catch (error) {
    logAppFailure('search', 'upstream', error)
    return { status: 'error' }
  }
}

/** The count of every tab: the first page of each (seven engine calls, each kept, so the chosen tab's first page is one of them). */
export const searchCounts = createServerFn({ method: 'GET' })
  .validator(input(z.object(queryInput)))
  .handler(({ data }): Promise<SearchAnswer<{ counts: SearchCounts }>> =>
    answer(data, async (request) => {
      const tabs = [undefined, ...searchTypes] as const
      const firstPages = await Promise.all(tabs.map((type) => searchPage({ ...request, type, page: 1 })))
      return { counts: Object.fromEntries(tabs.map((type, i) => [type ?? 'all', firstPages[i]?.count ?? 0])) as SearchCounts }
    }),
  )

/** One page of 5 results of a tab: one engine call, or none while its answer is kept. */
export const searchResults = createServerFn({ method: 'GET' })
  .validator(input(z.object({ ...queryInput, type: z.enum(searchTypes).optional(), page: z.number().int().min(1).max(maxPages) })))
  .handler(({ data }): Promise<SearchAnswer<SearchPage>> => answer(data, (request) => searchPage({ ...request, type: data.type, page: data.page })))

/** Up to 5 suggestions for what the visitor typed; nothing below the minimum length. */
export const suggestSearch = createServerFn({ method: 'GET' })
  .validator(input(z.object(queryInput)))
  .handler(async ({ data }): Promise<string[]> => {
    if (!isSearchable(data.q, data.lang)) return []
    return suggestions(cmsSiteOf(data.brand), data.lang, data.q.trim()).catch(() => [])
  })
