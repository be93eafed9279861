/** Server functions of the site search; the language is always an input (never the request URL's). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { brandIds, cmsSiteOf, constants, languages } from '#app.config.ts'
import { isSearchable, maxPages, searchTypes } from './search-params.ts'
import type { SearchView } from './search-result.ts'
import { searchPage, suggestions } from './search.server.ts'

const searchInput = z.object({
  brand: z.enum(brandIds),
  lang: z.enum(languages),
  q: z.string().max(200),
  type: z.enum(searchTypes).optional(),
  pages: z.number().int().min(1).max(maxPages),
})

/**
 * The results of `pages` pages of 5 for the chosen type, the total, and the count of every tab.
 * Too short a query makes no request at all.
 */
export const searchSite = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(async ({ data }): Promise<SearchView> => {
    if (!isSearchable(data.q, data.lang)) return { status: 'too-short' }
    const request = { cmsSite: cmsSiteOf(data.brand), lang: data.lang, query: data.q }
    try {
      const tabs = [undefined, ...searchTypes] as const
      const [firstPages, morePages] = await Promise.all([
        Promise.all(tabs.map((type) => searchPage({ ...request, type, offset: 0 }))),
        Promise.all(
          Array.from({ length: data.pages - 1 }, (_, i) => searchPage({ ...request, type: data.type, offset: (i + 1) * constants.search.pageSize })),
        ),
      ])
      const chosen = firstPages[tabs.indexOf(data.type)]
      const counts = { all: firstPages[0]?.count ?? 0, ...Object.fromEntries(searchTypes.map((type, i) => [type, firstPages[i + 1]?.count ?? 0])) }
      return {
        status: 'ok',
        results: [...(chosen?.results ?? []), ...morePages.flatMap((page) => page.results)],
        total: chosen?.count ?? 0,
        counts: counts as Record<'all' | (typeof searchTypes)[number], number>,
      }
    } catch (error) {
      console.error('[search] upstream failed:', error instanceof Error ? error.message : error)
      return { status: 'error' }
    }
  })

const suggestInput = z.object({ brand: z.enum(brandIds), lang: z.enum(languages), q: z.string().max(200) })

/** Up to 5 suggestions for what the visitor typed; nothing below the minimum length. */
export const suggestSearch = createServerFn({ method: 'GET' })
  .validator(suggestInput)
  .handler(async ({ data }): Promise<string[]> => {
    if (!isSearchable(data.q, data.lang)) return []
    return suggestions(cmsSiteOf(data.brand), data.lang, data.q.trim()).catch(() => [])
  })
