import { queryOptions } from '@tanstack/react-query'
import type { Language } from '#config/languages.ts'
import { getCountries } from './forms.functions.ts'

export const countriesQuery = (lang: Language) =>
  queryOptions({ queryKey: ['forms', 'countries', lang], queryFn: () => getCountries({ data: { lang } }), staleTime: 3_600_000 })
