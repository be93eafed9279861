/** The countries Magnolia offers in forms and the contact finder, named in the visitor's language. */
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'

const countryList = z.array(z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string().max(100) })).max(300)

export type Country = z.infer<typeof countryList>[number]

let cache: SwrCache<Country[]> | undefined

/** Kept like CMS data: a failing Magnolia still has the last good list. */
export function countries(lang: Language): Promise<Country[]> {
  cache ??= new SwrCache({ name: 'countries', ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
  return cache.get(`countries:${lang}`, () => upstream('cms').get('/.rest/api/countries', countryList, { query: { language: lang } }))
}
