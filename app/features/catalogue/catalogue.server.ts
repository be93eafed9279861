/**
 * A brand's product catalogue from Magnolia's `products` delivery endpoint: the products below the
 * brand's folder, `constants.catalogue.pageSize` a call
 * (`GET /.rest/delivery/products/products/v1?@ancestor=/{cmsSite}&limit=…&offset=…&lang=…`), parsed
 * here into `CatalogueProduct`s page by page, sorted by name and cached (stale-while-revalidate, last
 * good copy on failure). Reading a large catalogue so holds up the requests that arrive meanwhile
 * for one page's parse at most. A brand without a catalogue folder has no products. Searching and
 * counting happen over the cached catalogue (docs/decisions/017-product-catalogue.md).
 */
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { type ImageSources, imageSources } from '#app/cms/image-sources.ts'
import { isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import { regionCodes } from '#config/regions.ts'
import { type CatalogueProduct, type ProductFilter } from './product.ts'
import { productIdPattern } from './catalogue-paths.ts'
import { catalogueValues } from './product-facets.ts'

const catalogueProductsPath = '/.rest/delivery/products/products/v1'

const strings = z
  .array(z.unknown())
  .optional()
  .catch(undefined)
  .transform((items = []) => items.filter((item): item is string => typeof item === 'string'))
const valueNames = strings.transform((items) =>
  [...new Set(items.map((item) => item.trim().toLowerCase()))].filter((item) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(item)),
)
const regions = strings.transform((items) => regionCodes.filter((code) => items.includes(code)))

const childNodes = z
  .looseObject({ '@nodes': z.array(z.string()) })
  .optional()
  .catch(undefined)
const propertySchema = z.object({
  name: z.string().trim().min(1),
  value: z.string().trim().min(1),
  unit: z.string().default(''),
  standard: z.string().default(''),
})
const documentSchema = z.object({
  title: z.string().trim().min(1),
  file: z.object({ '@link': z.string().startsWith('/dam/'), metadata: z.object({ fileName: z.string().min(1), fileSize: z.number().int().nonnegative() }) }),
})

const imageSchema = z.object({
  '@link': z.string().startsWith('/dam/'),
  metadata: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
  renditions: z.unknown().optional(),
})

const productSchema = z.object({
  '@name': z.string().regex(productIdPattern),
  title: z.string().trim().min(1),
  grade: z.string().trim().default(''),
  manufacturer: z.string().trim().default(''),
  brand: z.string().regex(productIdPattern).optional().catch(undefined),
  productGroup: z.string().regex(productIdPattern).optional().catch(undefined),
  productGroupTitle: z.string().trim().max(200).optional().catch(undefined),
  'mgnl:created': z.string().max(40).optional().catch(undefined),
  description: z.string().trim().default(''),
  regions,
  industries: valueNames,
  applications: valueNames,
  solutions: valueNames,
  ideas: valueNames,
  lubricants: valueNames,
  fuels: valueNames,
  image: imageSchema.optional().catch(undefined),
  properties: childNodes,
  documents: childNodes,
})

const productListSchema = z.object({ results: z.array(z.unknown()) })

/** The child rows of a node that parse, in `@nodes` order. */
function rows<S extends z.ZodType>(node: z.output<typeof childNodes>, schema: S): Array<z.output<S>> {
  if (!node) return []
  return node['@nodes'].flatMap((name) => {
    const parsed = schema.safeParse(node[name])
    return parsed.success ? [parsed.data] : []
  })
}

/** A manufacturer's value name: `INEOS Styrolution` -> `ineos-styrolution`. */
function manufacturerValue(manufacturer: string): string {
  return manufacturer
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 64)
}

/** One copy of each picture for a catalogue: a family's products name the same one. */
type ImageCopies = Map<string, ImageSources>

function imageOf(image: z.output<typeof imageSchema> | undefined, copies: ImageCopies): ImageSources | undefined {
  if (!image) return undefined
  const known = copies.get(image['@link'])
  if (known) return known
  const sources = imageSources(image)
  copies.set(image['@link'], sources)
  return sources
}

function toProduct(node: z.output<typeof productSchema>, images: ImageCopies): CatalogueProduct {
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
    productGroup: { id: node.productGroup ?? '', name: node.productGroupTitle ?? node.productGroup ?? '' },
    image: imageOf(node.image, images),
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

/** The products of the nodes that parse (one of an id only once), in the nodes' order. */
export function productsOfNodes(nodes: readonly unknown[], seen = new Set<string>(), images: ImageCopies = new Map()): CatalogueProduct[] {
  return nodes.flatMap((node) => {
    const parsed = productSchema.safeParse(node)
    if (!parsed.success || seen.has(parsed.data['@name'])) return []
    seen.add(parsed.data['@name'])
    return [toProduct(parsed.data, images)]
  })
}

/** Every product below the site's catalogue folder, page by page, sorted by name in the language. */
async function readCatalogue(cmsSite: string, lang: Language): Promise<CatalogueProduct[]> {
  const { pageSize, maxProducts } = constants.catalogue
  const products: CatalogueProduct[] = []
  const seen = new Set<string>()
  const images: ImageCopies = new Map()
  for (let offset = 0; offset < maxProducts; offset += pageSize) {
    const page = await upstream('cms').get(catalogueProductsPath, productListSchema, { query: { '@ancestor': `/${cmsSite}`, limit: pageSize, offset, lang } })
    products.push(...productsOfNodes(page.results, seen, images))
    if (page.results.length < pageSize) break
  }
  const collator = new Intl.Collator(lang, { numeric: true })
  const sorted = products.sort((a, b) => collator.compare(a.name, b.name))
  // the search's index of the values, built now (in a refresh) rather than by the first search that reads this copy
  catalogueValues(sorted)
  return sorted
}

let cache: SwrCache<CatalogueProduct[]> | undefined

/** Every product of a site's catalogue in a language; throws when Magnolia fails and nothing is cached. */
export function catalogueProducts(cmsSite: string, lang: Language): Promise<CatalogueProduct[]> {
  cache ??= new SwrCache({ name: 'catalogue', ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
  return cache.get(`${cmsSite}:${lang}`, async () => {
    try {
      return await readCatalogue(cmsSite, lang)
    } catch (error) {
      if (isNotFound(error)) return []
      throw error
    }
  })
}
