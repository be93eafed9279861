import { queryOptions } from '@tanstack/react-query'
import type { Language } from '#config/languages.ts'
import type { IndustriesParams } from './industries-params.ts'
import { getIndustries, getIndustry, getProductGroup } from './industries.functions.ts'

export const industriesQuery = (lang: Language, { country }: IndustriesParams) =>
  queryOptions({ queryKey: ['industries', 'tiles', lang, country ?? null], queryFn: () => getIndustries({ data: { lang, country } }), staleTime: 60_000 })

export const industryQuery = (lang: Language, id: string) =>
  queryOptions({ queryKey: ['industries', 'industry', lang, id], queryFn: () => getIndustry({ data: { lang, id } }), staleTime: 60_000 })

export const productGroupQuery = (lang: Language, industryId: string, productGroupId: string) =>
  queryOptions({
    queryKey: ['industries', 'product-group', lang, industryId, productGroupId],
    queryFn: () => getProductGroup({ data: { lang, industryId, productGroupId } }),
    staleTime: 60_000,
  })
