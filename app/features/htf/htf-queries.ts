import { queryOptions } from '@tanstack/react-query'
import type { Language } from '#config/languages.ts'
import { getHtfCatalogue, getHtfProduct } from './htf.functions.ts'

export const htfCatalogueQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['htf', 'catalogue', lang],
    queryFn: () => getHtfCatalogue({ data: { lang } }),
    staleTime: 60_000,
  })

export const htfProductQuery = (lang: Language, id: string) =>
  queryOptions({
    queryKey: ['htf', 'product', lang, id],
    queryFn: () => getHtfProduct({ data: { lang, id } }),
    staleTime: 60_000,
  })
