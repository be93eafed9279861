/**
 * The countries a contact form and the contact finder offer: one query, so a list one of them
 * loaded is the other's too, and a failed call leaves the person the finder found alone (and the
 * other way round). A failed list is each view's retry notice (`QueryState`, ADR 055).
 */
import { queryOptions } from '@tanstack/react-query'
import type { Language } from '#config/languages.ts'
import { getCountries } from './countries.functions.ts'

export const countriesQuery = (lang: Language) =>
  queryOptions({ queryKey: ['cms', 'countries', lang], queryFn: () => getCountries({ data: { lang } }), staleTime: 3_600_000 })
