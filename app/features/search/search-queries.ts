import { type QueryClient, type QueryKey, hashKey, queryOptions } from '@tanstack/react-query'
import type { BrandId } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import type { SearchParams } from './search-params.ts'
import type { SearchView, ShownSearch } from './search-result.ts'
import { reusableParts, searchView } from './search-rules.ts'
import { searchCounts, searchResults, suggestSearch } from './search.functions.ts'

const staleTime = 60_000

/**
 * A search view (`q`, `type`, `pages`): the counts and the chosen tab's pages, one call per page,
 * all at once; what a fresh view of the same query already shows is taken from it (search-rules.ts).
 */
export const searchQuery = (brand: BrandId, lang: Language, params: SearchParams) =>
  queryOptions({
    queryKey: ['search', 'view', brand, lang, params.q, params.type ?? 'all', params.pages],
    queryFn: async ({ client, queryKey }): Promise<SearchView> => {
      const tab = params.type ?? 'all'
      const reuse = reusableParts(shownViews(client, queryKey), tab, params.pages)
      const query = { brand, lang, q: params.q }
      const [counts, ...pages] = await Promise.all([
        reuse.counts ? ({ status: 'ok', counts: reuse.counts } as const) : searchCounts({ data: query }),
        ...reuse.pages.map((results, index) =>
          results
            ? ({ status: 'ok', results } as const)
            : searchResults({ data: { ...query, ...(params.type ? { type: params.type } : {}), page: index + 1 } }),
        ),
      ])
      return searchView(tab, counts, pages)
    },
    staleTime,
  })

/** The fresh views of the query of `key` (its first five parts) in the cache, but the one of `key` itself. */
function shownViews(client: QueryClient, key: QueryKey): ShownSearch[] {
  const own = hashKey(key)
  return client
    .getQueryCache()
    .findAll({ queryKey: key.slice(0, 5) })
    .filter((query) => query.queryHash !== own && !query.isStaleByTime(staleTime))
    .flatMap((query) => {
      const view = query.state.data as SearchView | undefined
      return view?.status === 'ok' ? [view] : []
    })
}

export const suggestionsQuery = (brand: BrandId, lang: Language, q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', brand, lang, q],
    queryFn: () => suggestSearch({ data: { brand, lang, q } }),
    staleTime,
  })
