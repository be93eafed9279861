/**
 * The chemicals unit's API on the one upstream client (`CHEMICALS_API_URL`; docs/contracts.md,
 * "Other external"): `Countries`, `Industries`, `available-countries/{industryId}` and
 * `Industry/{industryId}/{productGroupId}`, each with the language as `lang`. Answers are parsed
 * here (rows that do not parse are left out) and cached (stale-while-revalidate, the last good
 * copy when the API fails). Ids reach a path only when they match `industryIdPattern`, encoded.
 */
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import type { ChemicalsCountry, Industry, ProductGroup } from './industry.ts'
import { industryIdPattern } from '#app/site/industries-paths.ts'

/** The rows of a list that parse with the schema. */
function rowsOf<S extends z.ZodType>(schema: S) {
  return z.array(z.unknown()).transform((rows) =>
    rows.flatMap((row) => {
      const parsed = schema.safeParse(row)
      return parsed.success ? [parsed.data as z.output<S>] : []
    }),
  )
}

const id = z.string().regex(industryIdPattern)
const text = z.string().trim().max(2000)
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/)
const countriesSchema = rowsOf(z.object({ code: countryCode, name: text.min(1).optional() }))
const industriesSchema = rowsOf(
  z.object({
    id,
    name: text.min(1),
    description: text.default(''),
    image: z
      .string()
      .optional()
      .catch(undefined)
      .transform((path) => (path?.startsWith('/dam/') ? path : undefined)),
    productGroups: rowsOf(z.object({ id, name: text.min(1) }))
      .catch([])
      .default([]),
  }),
)
const availableSchema = rowsOf(z.object({ code: countryCode }))
const productGroupSchema = z.object({
  id,
  industryId: id,
  name: text.min(1),
  description: text.default(''),
  products: rowsOf(z.object({ name: text.min(1), cas: z.string().trim().max(20).default('') }))
    .catch([])
    .default([]),
})

function newCache<T>(name: string): SwrCache<T> {
  return new SwrCache<T>({ name, ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
}

let countryCache: SwrCache<ChemicalsCountry[]> | undefined
let industryCache: SwrCache<Industry[]> | undefined
let availabilityCache: SwrCache<string[]> | undefined
let productGroupCache: SwrCache<ProductGroup | null> | undefined

const names = new Map<Language, Intl.DisplayNames>()
function countryName(code: string, lang: Language): string {
  let display = names.get(lang)
  if (!display) names.set(lang, (display = new Intl.DisplayNames([lang], { type: 'region' })))
  return display.of(code) ?? code
}

/** The countries the chemicals unit sells in, named in the language (by the API, else by their code). */
export function chemicalsCountries(lang: Language): Promise<ChemicalsCountry[]> {
  countryCache ??= newCache('chemicals-countries')
  return countryCache.get(lang, async () => {
    const rows = await upstream('chemicals').get('/Countries', countriesSchema, { query: { lang } })
    return rows.map((row) => ({ code: row.code, name: row.name ?? countryName(row.code, lang) }))
  })
}

/** Every industry in the language, in the API's order. */
export function chemicalsIndustries(lang: Language): Promise<Industry[]> {
  industryCache ??= newCache('chemicals-industries')
  return industryCache.get(lang, () => upstream('chemicals').get('/Industries', industriesSchema, { query: { lang } }))
}

/** The codes of the countries an industry is available in; none for an industry the API does not know. */
export function availableCountries(industryId: string): Promise<string[]> {
  availabilityCache ??= newCache('chemicals-availability')
  if (!industryIdPattern.test(industryId)) return Promise.resolve([])
  return availabilityCache.get(industryId, async () => {
    try {
      return (await upstream('chemicals').get(`/available-countries/${encodeURIComponent(industryId)}`, availableSchema)).map((row) => row.code)
    } catch (error) {
      if (isNotFound(error)) return []
      throw error
    }
  })
}

/** Every industry's countries, by industry id. */
export async function availability(industries: readonly Industry[]): Promise<Map<string, string[]>> {
  return new Map(await Promise.all(industries.map(async (industry): Promise<[string, string[]]> => [industry.id, await availableCountries(industry.id)])))
}

/** A product group of an industry in the language, `null` when the API has none. */
export function chemicalsProductGroup(industryId: string, productGroupId: string, lang: Language): Promise<ProductGroup | null> {
  productGroupCache ??= newCache('chemicals-product-groups')
  if (!industryIdPattern.test(industryId) || !industryIdPattern.test(productGroupId)) return Promise.resolve(null)
  return productGroupCache.get(`${industryId}/${productGroupId}:${lang}`, async () => {
    try {
      const group = await upstream('chemicals').get(`/Industry/${encodeURIComponent(industryId)}/${encodeURIComponent(productGroupId)}`, productGroupSchema, {
        query: { lang },
      })
      return group.industryId === industryId && group.id === productGroupId ? group : null
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  })
}
