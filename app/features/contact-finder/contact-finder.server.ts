/**
 * The contact finder's call to Magnolia on the one upstream client (docs/contracts.md, "Mail and
 * contact"): the person responsible for a country and postcode, or `NOT_FOUND`. Answers are kept
 * like CMS data, so a failing Magnolia still has the last good answer.
 */
import { z } from 'zod'
import { type Language, constants } from '#app.config.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'

const personSchema = z.object({
  id: z.string().max(100),
  name: z.string().max(200),
  role: z.string().max(200),
  email: z.string().max(254),
  phone: z.string().max(40),
})

export type ContactPerson = z.infer<typeof personSchema>

export type ContactAnswer = { kind: 'found'; person: ContactPerson } | { kind: 'not-found' }

let cache: SwrCache<ContactAnswer> | undefined

export function responsibleContact(lang: Language, country: string, zip: string): Promise<ContactAnswer> {
  cache ??= new SwrCache({ name: 'contact-finder', ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
  return cache.get(`contact:${lang}:${country}:${zip}`, async () => {
    try {
      const person = await upstream('cms').get(`/.rest/api/countries/${country}/contact`, personSchema, { query: { zipCode: zip, language: lang } })
      return { kind: 'found', person }
    } catch (error) {
      if (isNotFound(error)) return { kind: 'not-found' }
      throw error
    }
  })
}
