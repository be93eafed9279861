/**
 * Typed site configuration: brands, languages, business constants and limits, and the
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

export const brandIds = ['albis', 'mocom', 'ceramics', 'group', 'htf', 'wipag', 'plgrd', 'chemie', 'newBusiness'] as const
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
  /** The brand's colour (the stylesheet's `--color-primary`, tests/design-tokens.test.ts): its icon and the browser's theme colour. */
  color: string
}

const twoLanguages: readonly Language[] = ['de', 'en']

/** Name of each brand's site root node in Magnolia's `website` workspace. */
const cmsSites: Record<BrandId, string> = {
  albis: 'albis',
  mocom: 'mocom',
  ceramics: 'ceramics',
  group: 'group',
  htf: 'htf',
  wipag: 'wipag',
  plgrd: 'plgrd',
  chemie: 'chemie',
  newBusiness: 'new-business',
}

const brandColors: Record<BrandId, string> = {
  albis: '#00557f',
  mocom: '#6a1b4d',
  ceramics: '#8a4b14',
  group: '#1f3a5f',
  htf: '#b23200',
  wipag: '#2e6b2e',
  plgrd: '#3d3d8f',
  chemie: '#0b6e6e',
  newBusiness: '#5b3f8c',
}

/** The Magnolia site (root node name) of a brand: `newBusiness` -> `new-business`. */
export function cmsSiteOf(brand: BrandId): string {
  return cmsSites[brand]
}

/** The `{product}` word as names write it: `acme` -> `Acme`. */
export function productName(productWord: string): string {
  return productWord.charAt(0).toUpperCase() + productWord.slice(1)
}

const brandTables = new Map<string, Record<BrandId, Brand>>()

/** The brand table (docs/contracts.md, "Brands"), written with the configured `{product}` word (built once per word). */
export function brandTable(productWord: string): Record<BrandId, Brand> {
  const known = brandTables.get(productWord)
  if (known) return known
  const table = buildBrandTable(productWord)
  brandTables.set(productWord, table)
  return table
}

function buildBrandTable(productWord: string): Record<BrandId, Brand> {
  const Product = productName(productWord)
  const brand = (id: BrandId, name: string, prefix: string, brandLanguages = twoLanguages): Brand => ({
    id,
    name,
    prefix,
    cmsSite: cmsSites[id],
    languages: brandLanguages,
    color: brandColors[id],
  })
  return {
    albis: brand('albis', 'ALBIS Distribution', 'albis-distribution', ['de', 'en', 'zh']),
    mocom: brand('mocom', 'MOCOM', 'mocom'),
    ceramics: brand('ceramics', `${Product} Ceramics`, `${productWord}-ceramics`),
    group: brand('group', `Otto ${Product} Group`, `otto-${productWord}-group`),
    htf: brand('htf', `${Product} Heat Transfer Fluids`, 'htf'),
    wipag: brand('wipag', 'WIPAG', 'wipag'),
    plgrd: brand('plgrd', 'PLGRD', 'plgrd'),
    chemie: brand('chemie', `${Product} Chemie`, `${productWord}-chemie`),
    newBusiness: brand('newBusiness', `Otto ${Product} New Business`, `otto-${productWord}-new-business`),
  }
}

export const defaultProductWord = 'acme'

/** Where a mail form sends a visitor when sending failed and the form's component names no address of its own (`PUBLIC_CONTACT_EMAIL`). */
export const defaultContactEmail = 'info@okg.example'

/** The languages of a Magnolia site, by its root node name (`cmsSite`). */
export function cmsSiteLanguages(cmsSite: string): readonly Language[] {
  return Object.values(brandTable(defaultProductWord)).find((brand) => brand.cmsSite === cmsSite)?.languages ?? languages
}

/** Business constants and limits (docs/contracts.md, "Constants"). */
export const constants = {
  /**
   * The site search: results in pages of `pageSize` (one engine call each); each engine answer is
   * kept per site, language, query, type and page (`cache`: fresh for `ttlMs`, then served stale
   * while revalidating; at most `maxEntries` weighing `maxBytes`, answers with no result apart, at
   * most `maxEmpty` of them).
   */
  search: {
    pageSize: 5,
    suggestionsLimit: 5,
    fragmentSize: 200,
    maxFragments: 1,
    minLength: { zh: 1, other: 3 },
    cache: { ttlMs: 30_000, maxEntries: 5000, maxBytes: 16 * 1024 * 1024, maxEmpty: 2000 },
  },
  events: { limit: 500 },
  stories: { pageSize: 9, defaultOrder: 'created desc' },
  tags: { limit: 100 },
  jobs: { functionsLimit: 25, recruitingPageSize: 25, departmentPageSize: 100, maxRetries: 5 },
  storageKeys: { language: 'language', consent: 'cc_cookie' },
  temperatureUnit: '°C',
  prerender: { checkIntervalMs: 1000, firstCheckDelayMs: 3000, forcedReadyMs: 15000 },
  historyLimit: 50,
  fileSize: { unit: 'KB', locale: 'de-DE' },
  /**
   * Server-side caches of CMS data: fresh for `ttlMs`, then served stale while revalidating; at
   * most `maxEntries` values weighing `maxBytes`; "there is none" answers apart, for `missingTtlMs`.
   */
  cmsCache: { ttlMs: 60_000, maxEntries: 2000, maxBytes: 64 * 1024 * 1024, missingTtlMs: 30_000, maxMissing: 2000 },
  /**
   * A brand's product catalogue (`app/features/catalogue/catalogue.server.ts`) is read from Magnolia
   * `pageSize` products a call, so no single answer is large, and at most `maxProducts` of them.
   */
  catalogue: { pageSize: 250, maxProducts: 50_000 },
  /**
   * The rendered-page cache (`app/server/edge/page-cache.server.ts`): its bytes, the Brotli and gzip
   * copies of the pages it keeps (about 15 KB a page); a page is kept from its second render on, and
   * the keys of the last `rememberedRenders` renders are remembered for that (ADR 024).
   */
  pageCache: { maxBytes: 32 * 1024 * 1024, keepFromRender: 2, rememberedRenders: 10_000 },
  /**
   * Every upstream call: each try times out after `timeoutMs`, all tries of one call together
   * after `budgetMs`. An upstream's circuit opens when, within `breaker.windowMs`, at least
   * `breaker.minimumCalls` calls were made and at least `breaker.failureRatio` of them failed;
   * calls then fail at once for `breaker.openMs`, after which one trial call may close it again.
   */
  upstream: {
    timeoutMs: 3000,
    budgetMs: 3000,
    retryPauseMs: 50,
    breaker: { windowMs: 10_000, minimumCalls: 10, failureRatio: 0.5, openMs: 5000 },
  },
  /**
   * Magnolia's mail commands (docs/contracts.md, "Mail and contact") take a JSON body of at most
   * `maxCommandBytes` (UTF-8) and refuse a larger one with 413: the site refuses it first. It stays
   * below the edge's limit of a server function's body (`requestBodies.jsonBytes`, 64 KB) with room
   * for what the call adds (the captcha's solution of up to 10 KB, ids, serialization), so a message
   * of any size Magnolia takes reaches the server function, and a longer one is refused by the form.
   */
  mail: { maxCommandBytes: 48 * 1024 },
  /**
   * The HTTP server's connection limits (docs/security.md): a client has 10 s to send its headers
   * and 30 s for the whole request, an idle keep-alive connection closes after 5 s, the limits are
   * checked every second, and at most 10,000 connections are open at once (below the process's
   * file limit, so a flood of slow connections cannot take every descriptor).
   */
  connections: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, checkIntervalMs: 1_000, maxConnections: 10_000 },
  /**
   * Request bodies (docs/security.md, "Limits"): the edge answers 413 before reading a body whose
   * `Content-Length` is larger, and cuts off one that streams past it. A multipart server-function
   * call carries one attachment of at most 10 MB (`app/site/uploads.ts`) and the form's fields; a
   * browser's policy violation report is small; every other body (server-function JSON, the
   * publish hook) is JSON.
   */
  requestBodies: { multipartBytes: 10 * 1024 * 1024 + 512 * 1024, jsonBytes: 64 * 1024, cspReportBytes: 16 * 1024 },
} as const

/**
 * Environment variables (README, "Configuration"). An unset upstream means "use the embedded backend".
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
  /** An empty value counts as unset, as it did when these were read with `||`. */
  const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema)
  return z.object({
    CMS_URL: optionalUrl,
    SEARCH_URL: optionalUrl,
    RECRUITING_API_URL: optionalUrl,
    RECRUITING_API_KEY: z.string().optional(),
    JOBS_SHEET_URL: optionalUrl,
    CHEMICALS_API_URL: optionalUrl,
    /** `host=brand` pairs, comma-separated (`https://` unless an origin is given); the brand by id or path prefix. */
    BRAND_ORIGINS: z.string().default(''),
    /** The shared origin (brands by path prefix), e.g. `https://www.example-group.com`; unset: any loopback host on PORT. */
    PUBLIC_ORIGIN: optionalUrl,
    /** Which proxy may set `X-Forwarded-*`: unset (none), a hop count, or peer addresses (`loopback`, `10.0.0.5`). */
    TRUST_PROXY: z.string().trim().max(1000).optional(),
    /** Magnolia's editor mode (`mgnlPreview`...): `1` on, `0` off; unset: on in development and with the embedded CMS. */
    AUTHORING: z.enum(['0', '1']).optional(),
    /** The living style guide at `…/style-guide` (ADR 044): `1` serves it; unset: served in development only, a 404 in a production build. */
    STYLE_GUIDE: z.enum(['0', '1']).optional(),
    PUBLIC_PRODUCT_WORD: z
      .string()
      .regex(/^[a-z][a-z0-9]*$/, 'lower-case letters and digits')
      .default(defaultProductWord),
    /** The address a mail form's error message offers when its component names none (ADR 049); public, the page shows it. */
    PUBLIC_CONTACT_EMAIL: z.email().default(defaultContactEmail),
    PORT: port.default(3000),
    BACKEND_PORT: port.default(3001),
    /** How long CMS data stays fresh in the server cache before it is revalidated. */
    CMS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(constants.cmsCache.ttlMs),
    /** The rendered-page cache of public pages: `1` on, `0` off (every request renders; `npm run load` measures both). */
    PAGE_CACHE: z.enum(['0', '1']).default('1'),
    /** Origin of the Magnolia author instance that may frame the site (editor mode). */
    EDITOR_ORIGIN: optionalUrl,
    /** The shared secret of `POST /api/revalidate` (Magnolia's publish hook); unset: the hook is off. */
    REVALIDATE_SECRET: z.string().min(16).optional(),
    /** The disk the files of undelivered form submissions may take in the outbox, in MB; past it an upload is refused. */
    OUTBOX_UPLOAD_QUOTA_MB: z.coerce.number().min(0).default(1024),
    /** The bearer token a metrics scraper sends to `GET /metrics`; unset: no metrics endpoint. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** Redis for what several instances share (rate limits, revalidation); unset: one instance, in memory. */
    REDIS_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** A pino transport (module path or package) that formats the log for people; unset: JSON lines. `npm start` sets its readable one. */
    LOG_TRANSPORT: z.string().max(1000).optional(),
    /** How long a shutdown waits for requests in flight before it closes their connections. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /** Where the durable outbox of form submissions lives (`outbox.sqlite`). */
    DATA_DIR: blankIsUnset(z.string().default('./data')),
    /** `production` (the launcher's default) or a development/test run: editor mode and the style guide default on outside production, and libraries read it too. */
    NODE_ENV: z.string().default('production'),
    /** The launcher's listening address. */
    HOST: blankIsUnset(z.string().default('127.0.0.1')),
    /** `1` serves the upstreams left unset from the embedded backend even when others are set (development only). */
    EMBEDDED_BACKEND: blankIsUnset(z.enum(['0', '1']).optional()),
    /** The bearer token of the embedded backend's test controls; unset: a random one, printed at start. */
    BACKEND_CONTROL_TOKEN: blankIsUnset(z.string().optional()),
    /** Embedded backend only: seed sizes for load tests (search documents, recruiting jobs, albis products). */
    SEARCH_SCALE_DOCS: blankIsUnset(z.coerce.number().int().min(0).optional()),
    JOBS_SCALE: blankIsUnset(z.coerce.number().int().min(0).optional()),
    CATALOGUE_SCALE: blankIsUnset(z.coerce.number().int().min(0).optional()),
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

/**
 * Parses `BRAND_ORIGINS` (`www.mocom.example=mocom,http://mocom.localhost:3000=mocom,...`) into
 * origin -> brand id; a bare host is an `https://` origin.
 */
export function parseBrandOrigins(value: string, productWord: string): Map<string, BrandId> {
  const brands = Object.values(brandTable(productWord))
  const origins = new Map<string, BrandId>()
  for (const pair of value.split(',')) {
    const separator = pair.lastIndexOf('=')
    const host = pair.slice(0, separator).trim().toLowerCase()
    const key = pair
      .slice(separator + 1)
      .trim()
      .toLowerCase()
    if (separator < 0 || !host || !key) continue
    const brand = brands.find((b) => b.id.toLowerCase() === key || b.prefix === key)
    let origin: string
    try {
      origin = new URL(/^https?:\/\//.test(host) ? host : `https://${host}`).origin
    } catch {
      continue
    }
    if (brand) origins.set(origin, brand.id)
  }
  return origins
}
