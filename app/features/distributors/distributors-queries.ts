import { queryOptions } from '@tanstack/react-query'
import type { BrandId } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import type { DistributorsParams } from './distributors-params.ts'
import { getDistributors } from './distributors.functions.ts'

export const distributorsQuery = (brand: BrandId, lang: Language, { country }: DistributorsParams) =>
  queryOptions({
    queryKey: ['distributors', brand, lang, country ?? null],
    queryFn: () => getDistributors({ data: { brand, lang, country } }),
    staleTime: 60_000,
  })
