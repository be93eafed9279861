/**
 * A site's product brands from Magnolia's `brands` delivery endpoint (spec section 7), newest first
 * as the brands page shows them (spec section 9, `created desc`):
 * `GET /.rest/delivery/products/brands/v1?@ancestor=/{cmsSite}&orderBy=mgnl:created desc&limit=100&lang=…`,
 * parsed here into `CatalogueBrand`s and cached (stale-while-revalidate, last good copy on failure).
 * A brand whose logo is not a DAM asset of the site shows without one.
 */
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import type { CatalogueBrand } from './catalogue-brand.ts'
import { productIdPattern } from './catalogue-paths.ts'

const catalogueBrandsPath = '/.rest/delivery/products/brands/v1'

/** The most brands a site lists. */
const brandsLimit = 100

const brandSchema = z.object({
  '@name': z.string().regex(productIdPattern),
  title: z.string().trim().min(1).max(100),
  manufacturer: z.string().trim().max(100).default(''),
  description: z.string().trim().max(1000).default(''),
  logo: z
    .object({
      '@link': z.string().regex(/^\/dam\/jcr:[\w-]{1,64}\/[\w.-]{1,100}$/),
      metadata: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
    })
    .optional()
    .catch(undefined),
})

const listSchema = z.object({ results: z.array(z.unknown()) })

/**
 * The brands of a list that parse, in its order.
 * @public tests/catalogue-brands.test.ts imports this module once the environment is stubbed, where knip cannot follow the export.
 */
export function brandsOfList(list: z.output<typeof listSchema>): CatalogueBrand[] {
  return list.results.flatMap((item) => {
    const parsed = brandSchema.safeParse(item)
    if (!parsed.success) return []
    const { '@name': id, title, manufacturer, description, logo } = parsed.data
    return [{ id, title, manufacturer, description, logo: logo && { src: logo['@link'], width: logo.metadata.width, height: logo.metadata.height } }]
  })
}

let cache: SwrCache<CatalogueBrand[]> | undefined

/** Every brand of a site in a language, newest first; throws when Magnolia fails and nothing is cached. */
export function catalogueBrands(cmsSite: string, lang: Language): Promise<CatalogueBrand[]> {
  cache ??= new SwrCache({ name: 'catalogue-brands', ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
  return cache.get(`${cmsSite}:${lang}`, async () => {
    try {
      const query = { '@ancestor': `/${cmsSite}`, orderBy: 'mgnl:created desc', limit: String(brandsLimit), lang }
      return brandsOfList(await upstream('cms').get(catalogueBrandsPath, listSchema, { query }))
    } catch (error) {
      if (isNotFound(error)) return []
      throw error
    }
  })
}
