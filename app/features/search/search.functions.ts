/** Server functions of the site search; the language is always an input (never the request URL's). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { input } from '#app/server/input.ts'
import { brandIds, cmsSiteOf, constants, languages } from '#app.config.ts'
import { isSearchable, maxPages, searchTypes } from './search-params.ts'
import type { SearchView } from './search-result.ts'
import { searchPage, suggestions } from './search.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'

const searchInput = z.object({
  brand: z.enum(brandIds),
  lang: z.enum(languages),
  q: z.string().max(200),
  type: z.enum(searchTypes).optional(),
  pages: z.number().int().min(1).max(maxPages),
})

/**
 * The results of `pages` pages of 5 for the chosen type, the total, and the count of every tab:
 * seven engine calls at most (one per tab; the chosen tab's call asks for all its pages at once).
 * Too short a query makes no request at all.
 */
export const searchSite = createServerFn({ method: 'GET' })
  .validator(input(searchInput))
  .handler(async ({ data }): Promise<SearchView> => {
    if (!isSearchable(data.q, data.lang)) return { status: 'too-short' }
    const request = { cmsSite: cmsSiteOf(data.brand), lang: data.lang, query: data.q }
    try {
      const tabs = [undefined, ...searchTypes] as const
      const pageSize = constants.search.pageSize
      const answers = await Promise.all(tabs.map((type) => searchPage({ ...request, type, limit: type === data.type ? pageSize * data.pages : pageSize })))
      const chosen = answers[tabs.indexOf(data.type)]
      const counts = { all: answers[0]?.count ?? 0, ...Object.fromEntries(searchTypes.map((type, i) => [type, answers[i + 1]?.count ?? 0])) }
      return {
        status: 'ok',
        results: chosen?.results ?? [],
        total: chosen?.count ?? 0,
        counts: counts as Record<'all' | (typeof searchTypes)[number], number>,
      }
    } catch (error) {
      logAppFailure('search', 'upstream', error)
      return { status: 'error' }
    }
  })

const suggestInput = z.object({ brand: z.enum(brandIds), lang: z.enum(languages), q: z.string().max(200) })

/** Up to 5 suggestions for what the visitor typed; nothing below the minimum length. */
export const suggestSearch = createServerFn({ method: 'GET' })
  .validator(input(suggestInput))
  .handler(async ({ data }): Promise<string[]> => {
    if (!isSearchable(data.q, data.lang)) return []
    return suggestions(cmsSiteOf(data.brand), data.lang, data.q.trim()).catch(() => [])
  })
