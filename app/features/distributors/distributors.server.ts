/**
 * A brand's distributors from Magnolia's `distributors` delivery endpoint: the brand's folder in
 * one call per language (`GET /.rest/delivery/products/distributors/v1/{cmsSite}?lang=…`), parsed
 * here (nodes that do not parse are left out) and cached (stale-while-revalidate, the last good copy
 * when Magnolia fails). A brand without a folder has no distributors.
 */
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import { type Distributor, distributorRegions } from './distributor.ts'

/**
 * Magnolia's distributors endpoint.
 * @public tests/distributors.test.ts imports this module once the environment is stubbed, where knip cannot follow the export.
 */
export const distributorsPath = '/.rest/delivery/products/distributors/v1'

const line = z.string().trim().max(200)
const distributorSchema = z.object({
  '@name': z.string().regex(/^[a-z0-9][a-z0-9-]{0,127}$/),
  title: line.min(1),
  street: line.default(''),
  zip: line.default(''),
  city: line.default(''),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  region: z.enum(distributorRegions),
  contactPerson: line.default(''),
  phone: z.string().trim().max(40).default(''),
  email: z
    .string()
    .trim()
    .max(254)
    .default('')
    .transform((email) => (/^[^\s@]+@[^\s@]+$/.test(email) ? email : '')),
  website: z
    .string()
    .trim()
    .max(500)
    .default('')
    .transform((url) => (/^https?:\/\/[^\s]+$/.test(url) ? url : '')),
  description: z.string().trim().max(2000).default(''),
})
const folderSchema = z.looseObject({ '@nodes': z.array(z.string()) })

/**
 * The distributors of a folder that parse, in `@nodes` order.
 * @public tests/distributors.test.ts imports this module once the environment is stubbed, where knip cannot follow the export.
 */
export function distributorsOfFolder(folder: z.output<typeof folderSchema>): Distributor[] {
  return folder['@nodes'].flatMap((name) => {
    const parsed = distributorSchema.safeParse(folder[name])
    if (!parsed.success) return []
    const { '@name': id, title, ...fields } = parsed.data
    return [{ id, name: title, ...fields }]
  })
}

let cache: SwrCache<Distributor[]> | undefined

/** Every distributor of a site in a language; throws when Magnolia fails and nothing is cached. */
export function siteDistributors(cmsSite: string, lang: Language): Promise<Distributor[]> {
  cache ??= new SwrCache({ name: 'distributors', ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
  return cache.get(`${cmsSite}:${lang}`, async () => {
    try {
      return distributorsOfFolder(await upstream('cms').get(`${distributorsPath}/${encodeURIComponent(cmsSite)}`, folderSchema, { query: { lang } }))
    } catch (error) {
      if (isNotFound(error)) return []
      throw error
    }
  })
}
