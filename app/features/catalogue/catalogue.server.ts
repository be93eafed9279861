/**
 * A brand's product catalogue from Magnolia's `products` delivery endpoint: the brand's folder with
 * its products in one call per language (`GET /.rest/delivery/products/products/v1/{cmsSite}?lang=…`),
 * parsed here into `CatalogueProduct`s, sorted by name and cached (stale-while-revalidate, last good
 * copy on failure). A brand without a catalogue folder has no products. Searching and counting
 * happen here, over the cached catalogue (docs/decisions/017-product-catalogue.md).
 */
import { z } from 'zod'
import { type Language, constants } from '#app.config.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import { type CatalogueProduct, type ProductFilter, catalogueRegions } from './product.ts'
import { productIdPattern } from './catalogue-paths.ts'

export const catalogueProductsPath = '/.rest/delivery/products/products/v1'

const strings = z
  .array(z.unknown())
  .optional()
  .catch(undefined)
  .transform((items = []) => items.filter((item): item is string => typeof item === 'string'))
const valueNames = strings.transform((items) => [...new Set(items.map((item) => item.trim().toLowerCase()))].filter((item) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(item)))
const regions = strings.transform((items) => catalogueRegions.filter((code) => items.includes(code)))

const childNodes = z.looseObject({ '@nodes': z.array(z.string()) }).optional().catch(undefined)
const propertySchema = z.object({ name: z.string().trim().min(1), value: z.string().trim().min(1), unit: z.string().default(''), standard: z.string().default('') })
const documentSchema = z.object({
  title: z.string().trim().min(1),
  file: z.object({ '@link': z.string().startsWith('/dam/'), metadata: z.object({ fileName: z.string().min(1), fileSize: z.number().int().nonnegative() }) }),
})

const productSchema = z.object({
  '@name': z.string().regex(productIdPattern),
  title: z.string().trim().min(1),
  grade: z.string().trim().default(''),
  manufacturer: z.string().trim().default(''),
  brand: z.string().regex(productIdPattern).optional().catch(undefined),
  'mgnl:created': z.string().max(40).optional().catch(undefined),
  description: z.string().trim().default(''),
  regions,
  industries: valueNames,
  applications: valueNames,
  solutions: valueNames,
  ideas: valueNames,
  lubricants: valueNames,
  fuels: valueNames,
  properties: childNodes,
  documents: childNodes,
})

const folderSchema = z.looseObject({ '@nodes': z.array(z.string()) })

/** The child rows of a node that parse, in `@nodes` order. */
function rows<S extends z.ZodType>(node: z.output<typeof childNodes>, schema: S): Array<z.output<S>> {
  if (!node) return []
  return node['@nodes'].flatMap((name) => {
    const parsed = schema.safeParse(node[name])
    return parsed.success ? [parsed.data] : []
  })
}

/** A manufacturer's value name: `INEOS Styrolution` -> `ineos-styrolution`. */
export function manufacturerValue(manufacturer: string): string {
  return manufacturer
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 64)
}

function toProduct(node: z.output<typeof productSchema>): CatalogueProduct {
  const manufacturer = manufacturerValue(node.manufacturer)
  const values: Record<ProductFilter, string[]> = {
    industry: node.industries,
    application: node.applications,
    solution: node.solutions,
    idea: node.ideas,
    manufacturer: manufacturer ? [manufacturer] : [],
    lubricant: node.lubricants,
    fuel: node.fuels,
  }
  return {
    id: node['@name'],
    name: node.title,
    grade: node.grade,
    manufacturer: node.manufacturer,
    brand: node.brand ?? '',
    created: node['mgnl:created'] ?? '',
    description: node.description,
    text: `${node.title} ${node.grade} ${node.manufacturer} ${node.description}`.toLowerCase(),
    regions: node.regions,
    values,
    properties: rows(node.properties, propertySchema),
    documents: rows(node.documents, documentSchema).map((document) => ({
      title: document.title,
      href: document.file['@link'],
      fileName: document.file.metadata.fileName,
      fileSize: document.file.metadata.fileSize,
    })),
  }
}

/** Products read between two turns of the event loop: a large catalogue (20,000 products take seconds) never holds up the requests that arrive while it is read. */
const productsPerSlice = 500

/** The products of a catalogue folder that parse, sorted by name in the language. */
export async function productsOfFolder(folder: z.output<typeof folderSchema>, lang: Language): Promise<CatalogueProduct[]> {
  const names = folder['@nodes']
  const products: CatalogueProduct[] = []
  for (let start = 0; start < names.length; start += productsPerSlice) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve))
    for (const name of names.slice(start, start + productsPerSlice)) {
      const parsed = productSchema.safeParse(folder[name])
      if (parsed.success) products.push(toProduct(parsed.data))
    }
  }
  const collator = new Intl.Collator(lang, { numeric: true })
  return products.sort((a, b) => collator.compare(a.name, b.name))
}

let cache: SwrCache<CatalogueProduct[]> | undefined

/** Every product of a site's catalogue in a language; throws when Magnolia fails and nothing is cached. */
export function catalogueProducts(cmsSite: string, lang: Language): Promise<CatalogueProduct[]> {
  cache ??= new SwrCache({ name: 'catalogue', ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
  return cache.get(`${cmsSite}:${lang}`, async () => {
    try {
      return await productsOfFolder(await upstream('cms').get(`${catalogueProductsPath}/${encodeURIComponent(cmsSite)}`, folderSchema, { query: { lang } }), lang)
    } catch (error) {
      if (isNotFound(error)) return []
      throw error
    }
  })
}
