import { queryOptions } from '@tanstack/react-query'
import type { BrandId, Language } from '#app.config.ts'
import { getNews } from './stories.functions.ts'

/** How many stories the news component shows. */
export const newsLimit = 3

export const newsQuery = (brand: BrandId, lang: Language) =>
  queryOptions({ queryKey: ['stories', 'news', brand, lang, newsLimit], queryFn: () => getNews({ data: { brand, lang, limit: newsLimit } }), staleTime: 60_000 })
