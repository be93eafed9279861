/**
 * A catalogue's industries from Magnolia's `industries` workspace
 * (`GET /.rest/delivery/industries/v1/{cmsSite}?lang=…`: the site's folder, its industries one
 * level deep), parsed here (an industry that does not parse is left out) and cached
 * (stale-while-revalidate, the last good copy on failure). A site without a folder has none.
 */
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { imageSources } from '#app/cms/image-sources.ts'
import { contactPathPattern } from '#app/cms/contact-person.ts'
import { isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import { industryIdPattern } from '#app/site/industries-paths.ts'
import type { CatalogueIndustry } from './catalogue-industry.ts'

const text = z.string().trim().max(4000)
const industrySchema = z.object({
  '@name': z.string().regex(industryIdPattern),
  title: text.min(1),
  lead: text.default(''),
  description: text.default(''),
  image: z
    .object({
      '@link': z.string().startsWith('/dam/'),
      metadata: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
      renditions: z.unknown().optional(),
    })
    .optional()
    .catch(undefined),
  contact: z.string().regex(contactPathPattern).optional().catch(undefined),
  market: z
    .string()
    .regex(/^(\/[a-z0-9][a-z0-9-]{0,63}){2,6}$/)
    .optional()
    .catch(undefined),
  productGroups: z.array(z.string().regex(industryIdPattern)).catch([]).default([]),
})
const folderSchema = z.looseObject({ '@nodes': z.array(z.string()) })

/** The industries of a folder's answer that parse, in `@nodes` order; a market page is named without the site's folder. */
export function industriesOfFolder(folder: z.output<typeof folderSchema>): CatalogueIndustry[] {
  return folder['@nodes'].flatMap((name) => {
    const parsed = industrySchema.safeParse(folder[name])
    if (!parsed.success) return []
    const { '@name': id, title, lead, description, image, contact, market, productGroups } = parsed.data
    return [{ id, title, lead, description, productGroups, image: image && imageSources(image), contact, market: market?.replace(/^\/[^/]+/, '') }]
  })
}

let cache: SwrCache<CatalogueIndustry[]> | undefined

/** Every industry of a site in a language; throws when Magnolia fails and nothing is cached. */
export function catalogueIndustries(cmsSite: string, lang: Language): Promise<CatalogueIndustry[]> {
  cache ??= new SwrCache({ name: 'catalogue-industries', ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
  return cache.get(`${cmsSite}:${lang}`, async () => {
    try {
      return industriesOfFolder(await upstream('cms').get(`/.rest/delivery/industries/v1/${encodeURIComponent(cmsSite)}`, folderSchema, { query: { lang } }))
    } catch (error) {
      if (isNotFound(error)) return []
      throw error
    }
  })
}
