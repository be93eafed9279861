import { queryOptions } from '@tanstack/react-query'
import type { BrandId, Language } from '#app.config.ts'
import type { SearchParams } from './search-params.ts'
import { searchSite, suggestSearch } from './search.functions.ts'

export const searchQuery = (brand: BrandId, lang: Language, params: SearchParams) =>
  queryOptions({
    queryKey: ['search', 'results', brand, lang, params.q, params.type ?? 'all', params.pages],
    queryFn: () => searchSite({ data: { brand, lang, q: params.q, pages: params.pages, ...(params.type ? { type: params.type } : {}) } }),
    staleTime: 60_000,
  })

export const suggestionsQuery = (brand: BrandId, lang: Language, q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', brand, lang, q],
    queryFn: () => suggestSearch({ data: { brand, lang, q } }),
    staleTime: 60_000,
  })
