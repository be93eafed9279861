/**
 * The HTF catalogue from Magnolia's `products` delivery endpoint: the `/htf` folder and its fluids
 * in one call per language (`GET /.rest/delivery/products/products/v1/htf?lang=…`), parsed here
 * into `HtfFluid`s and cached (stale-while-revalidate, last good copy on failure). A fluid whose
 * name or usable range is missing or not a number is left out; any other value that is not a
 * number counts as not specified (docs/decisions/009-htf-catalogue-and-finder.md).
 */
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { imageSources } from '#app/cms/image-sources.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import { type HtfCatalogue, type HtfFluid, type HtfFluidSummary, htfApplications, htfUses, waterHazardClasses } from './htf-fluid.ts'
import { catalogueBounds } from './htf-rules.ts'

/** The catalogue's folder in the `products` workspace. */
const htfCataloguePath = '/.rest/delivery/products/products/v1/htf'

const decimal = /^[+-]?\d+(\.\d+)?$/
const measured = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value !== undefined && decimal.test(value.trim()) ? Number(value) : undefined))
const required = z.string().trim().regex(decimal).transform(Number)
const strings = z
  .array(z.unknown())
  .optional()
  .catch(undefined)
  .transform((items = []) => items.filter((item): item is string => typeof item === 'string'))
const known = <T extends string>(all: readonly T[]) => strings.transform((items) => all.filter((item) => items.includes(item)))

const fluidSchema = z
  .object({
    '@name': z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    title: z.string().trim().min(1),
    chemistry: z.string().default(''),
    description: z.string().default(''),
    temperatureMin: required,
    temperatureMax: required,
    optimalTemperatureMin: measured,
    optimalTemperatureMax: measured,
    bulkTemperatureUnpressurised: measured,
    bulkTemperaturePressurised: measured,
    filmTemperature: measured,
    boilingPoint: measured,
    pourPoint: measured,
    crystallizingPoint: measured,
    slurryPoint: measured,
    flashPointClosedCup: measured,
    flashPointOpenCup: measured,
    autoignitionTemperature: measured,
    density20: measured,
    density25: measured,
    density80: measured,
    viscosity25: measured,
    viscosity40: measured,
    viscosity80: measured,
    waterHazardClass: z.enum(waterHazardClasses).optional().catch(undefined),
    approvals: strings,
    uses: known(htfUses),
    applications: known(htfApplications),
    dataSheet: z
      .object({ '@link': z.string().startsWith('/dam/'), metadata: z.object({ fileName: z.string(), fileSize: z.number() }) })
      .optional()
      .catch(undefined),
    image: z
      .object({
        '@link': z.string().startsWith('/dam/'),
        metadata: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
        renditions: z.unknown().optional(),
      })
      .optional()
      .catch(undefined),
  })
  .refine((fluid) => fluid.temperatureMin < fluid.temperatureMax, 'the usable range must not be empty')

const folderSchema = z.looseObject({ '@nodes': z.array(z.string()) })

function toFluid(node: z.output<typeof fluidSchema>): HtfFluid {
  const { optimalTemperatureMin: optimalMin, optimalTemperatureMax: optimalMax } = node
  return {
    id: node['@name'],
    name: node.title,
    chemistry: node.chemistry,
    description: node.description,
    range: { min: node.temperatureMin, max: node.temperatureMax },
    optimal: optimalMin !== undefined && optimalMax !== undefined && optimalMin <= optimalMax ? { min: optimalMin, max: optimalMax } : undefined,
    uses: node.uses,
    applications: node.applications,
    bulkTemperatureUnpressurised: node.bulkTemperatureUnpressurised,
    bulkTemperaturePressurised: node.bulkTemperaturePressurised,
    filmTemperature: node.filmTemperature,
    boilingPoint: node.boilingPoint,
    pourPoint: node.pourPoint,
    crystallizingPoint: node.crystallizingPoint,
    slurryPoint: node.slurryPoint,
    flashPointClosedCup: node.flashPointClosedCup,
    flashPointOpenCup: node.flashPointOpenCup,
    autoignitionTemperature: node.autoignitionTemperature,
    density20: node.density20,
    density25: node.density25,
    density80: node.density80,
    viscosity25: node.viscosity25,
    viscosity40: node.viscosity40,
    viscosity80: node.viscosity80,
    waterHazardClass: node.waterHazardClass,
    approvals: node.approvals,
    dataSheet: node.dataSheet
      ? { href: node.dataSheet['@link'], fileName: node.dataSheet.metadata.fileName, fileSize: node.dataSheet.metadata.fileSize }
      : undefined,
    image: node.image ? imageSources(node.image) : undefined,
  }
}

/** The fluids of a catalogue folder in `@nodes` order; children that are not fluids are left out. */
export function fluidsOfFolder(folder: z.output<typeof folderSchema>): HtfFluid[] {
  return folder['@nodes'].flatMap((name) => {
    const parsed = fluidSchema.safeParse(folder[name])
    return parsed.success ? [toFluid(parsed.data)] : []
  })
}

let cache: SwrCache<HtfFluid[]> | undefined

/** Every fluid of the catalogue in a language; throws when Magnolia fails and nothing is cached. */
export function htfFluids(lang: Language): Promise<HtfFluid[]> {
  cache ??= new SwrCache({ ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
  return cache.get(lang, async () => fluidsOfFolder(await upstream('cms').get(htfCataloguePath, folderSchema, { query: { lang } })))
}

function summary(fluid: HtfFluid): HtfFluidSummary {
  const { id, name, chemistry, range, optimal, uses, applications } = fluid
  return { id, name, chemistry, range, optimal, uses, applications }
}

/** What the finder needs: every fluid's summary and the catalogue's bounds; `undefined` bounds mean an empty catalogue. */
export async function htfCatalogue(lang: Language): Promise<HtfCatalogue | undefined> {
  const fluids = (await htfFluids(lang)).map(summary)
  const bounds = catalogueBounds(fluids)
  return bounds ? { fluids, bounds } : undefined
}
