import { queryOptions } from '@tanstack/react-query'
import type { Language } from '#config/languages.ts'
import { getContactFinder } from './contact-finder.functions.ts'
import type { ContactFinderParams } from './contact-finder-params.ts'

export const contactFinderQuery = (lang: Language, { country, zip }: ContactFinderParams) =>
  queryOptions({ queryKey: ['contact-finder', lang, country, zip], queryFn: () => getContactFinder({ data: { lang, country, zip } }), staleTime: 60_000 })
