/**
 * Typed site configuration: brands, languages, the constants of spec section 9 and the
 * environment (upstream URLs) validated with zod. Importable from client and server; only
 * `readServerEnv` touches the environment, and only server modules call it.
 */
import { z } from 'zod'

export const languages = ['de', 'en', 'zh'] as const
export type Language = (typeof languages)[number]

/** The UI language when nothing is saved (cookie or local storage key `language`). */
export const defaultUiLanguage: Language = 'de'
/** The language of a path without a language segment (site-level path rule). */
export const defaultPathLanguage: Language = 'en'

export const brandIds = [
  'albis',
  'mocom',
  'ceramics',
  'group',
  'htf',
  'wipag',
  'plgrd',
  'chemie',
  'newBusiness',
] as const
export type BrandId = (typeof brandIds)[number]

export const defaultBrand: BrandId = 'albis'

export interface Brand {
  id: BrandId
  /** Display name, with the configured product word. */
  name: string
  /** First path segment that selects the brand on a shared origin. */
  prefix: string
  /** Name of the brand's site root node in Magnolia's `website` workspace. */
  cmsSite: string
  languages: readonly Language[]
}

const twoLanguages: readonly Language[] = ['de', 'en']

const brandTables = new Map<string, Record<BrandId, Brand>>()

/** The brand table of spec section 1, written with the configured `{product}` word (built once per word). */
export function brandTable(productWord: string): Record<BrandId, Brand> {
  const known = brandTables.get(productWord)
  if (known) return known
  const table = buildBrandTable(productWord)
  brandTables.set(productWord, table)
  return table
}

function buildBrandTable(productWord: string): Record<BrandId, Brand> {
  const Product = productWord.charAt(0).toUpperCase() + productWord.slice(1)
  return {
    albis: { id: 'albis', name: 'ALBIS Distribution', prefix: 'albis-distribution', cmsSite: 'albis', languages: ['de', 'en', 'zh'] },
    mocom: { id: 'mocom', name: 'MOCOM', prefix: 'mocom', cmsSite: 'mocom', languages: twoLanguages },
    ceramics: { id: 'ceramics', name: `${Product} Ceramics`, prefix: `${productWord}-ceramics`, cmsSite: 'ceramics', languages: twoLanguages },
    group: { id: 'group', name: `Otto ${Product} Group`, prefix: `otto-${productWord}-group`, cmsSite: 'group', languages: twoLanguages },
    htf: { id: 'htf', name: `${Product} Heat Transfer Fluids`, prefix: 'htf', cmsSite: 'htf', languages: twoLanguages },
    wipag: { id: 'wipag', name: 'WIPAG', prefix: 'wipag', cmsSite: 'wipag', languages: twoLanguages },
    plgrd: { id: 'plgrd', name: 'PLGRD', prefix: 'plgrd', cmsSite: 'plgrd', languages: twoLanguages },
    chemie: { id: 'chemie', name: `${Product} Chemie`, prefix: `${productWord}-chemie`, cmsSite: 'chemie', languages: twoLanguages },
    newBusiness: { id: 'newBusiness', name: `Otto ${Product} New Business`, prefix: `otto-${productWord}-new-business`, cmsSite: 'new-business', languages: twoLanguages },
  }
}

export const defaultProductWord = 'acme'

/** The languages of a brand's CMS site, by its site root node name (`cmsSite`). */
export function siteLanguages(cmsSite: string): readonly Language[] {
  return Object.values(brandTable(defaultProductWord)).find((brand) => brand.cmsSite === cmsSite)?.languages ?? languages
}

/** Business constants and limits of spec section 9. */
export const constants = {
  search: { pageSize: 5, suggestionsLimit: 5, fragmentSize: 200, maxFragments: 1, minLength: { zh: 1, other: 3 } },
  events: { limit: 500 },
  stories: { pageSize: 9, defaultOrder: 'created desc' },
  tags: { limit: 100 },
  jobs: { functionsLimit: 25, recruitingPageSize: 25, departmentPageSize: 100, maxRetries: 5 },
  storageKeys: { language: 'language', orderToken: 'orderToken' },
  regionsCount: 40,
  temperatureUnit: '°C',
  prerender: { checkIntervalMs: 1000, firstCheckDelayMs: 3000, forcedReadyMs: 15000 },
  editor: { readinessPollMs: 100, refreshRetryMs: 200, previewParam: 'mgnlPreview' },
  historyLimit: 50,
  fileSize: { unit: 'KB', locale: 'de-DE' },
  /** Server-side caches of CMS data: fresh for `ttlMs`, then served stale while revalidating. */
  cmsCache: { ttlMs: 60_000, maxEntries: 2000 },
  /** Timeout of every upstream call. */
  upstreamTimeoutMs: 8000,
} as const

/**
 * Environment variables of DESIGN section 5. An unset upstream means "use the embedded backend".
 * Built on demand so that browser code importing this file does not carry the schema.
 */
export function serverEnvSchema() {
  const optionalUrl = z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .optional()
  const port = z.coerce.number().int().min(0).max(65535)
  return z.object({
    CMS_URL: optionalUrl,
    SEARCH_URL: optionalUrl,
    RECRUITING_API_URL: optionalUrl,
    RECRUITING_API_KEY: z.string().optional(),
    JOBS_SHEET_URL: optionalUrl,
    CHEMICALS_API_URL: optionalUrl,
    /** `host=brand` pairs, comma-separated; the brand may be given by id or by path prefix. */
    BRAND_ORIGINS: z.string().default(''),
    PUBLIC_PRODUCT_WORD: z
      .string()
      .regex(/^[a-z][a-z0-9]*$/, 'lower-case letters and digits')
      .default(defaultProductWord),
    PORT: port.default(3000),
    BACKEND_PORT: port.default(3001),
    /** How long CMS data stays fresh in the server cache before it is revalidated. */
    CMS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(constants.cmsCache.ttlMs),
    /** Origin of the Magnolia author instance that may frame the site (editor mode). */
    EDITOR_ORIGIN: optionalUrl,
  })
}
export type ServerEnv = z.infer<ReturnType<typeof serverEnvSchema>>

/** Parses the environment once; throws with every problem listed when it is invalid. */
export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema().safeParse(env)
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}

/** Parses `BRAND_ORIGINS` (`www.mocom.example=mocom,...`) into host -> brand id. */
export function parseBrandOrigins(value: string, productWord: string): Map<string, BrandId> {
  const brands = Object.values(brandTable(productWord))
  const origins = new Map<string, BrandId>()
  for (const pair of value.split(',')) {
    const [host, key] = pair.split('=').map((part) => part.trim().toLowerCase())
    if (!host || !key) continue
    const brand = brands.find((b) => b.id.toLowerCase() === key || b.prefix === key)
    if (brand) origins.set(host, brand.id)
  }
  return origins
}
