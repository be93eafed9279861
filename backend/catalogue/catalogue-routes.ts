/**
 * The product catalogue as Magnolia's delivery endpoints serve it:
 *   GET /.rest/delivery/products/products/v1/{site}?lang=…          the site's folder, its products one level deep
 *   GET /.rest/delivery/products/products/v1?@ancestor=/{site}&limit=…&offset=…&lang=…  its products, a page of them, `{ results }`
 *   GET /.rest/delivery/products/products/v1/{site}/{product}?lang=…  one product
 *   GET /.rest/delivery/products/brands/v1?lang=…&@ancestor=/{site}&orderBy=…  the product brands (seed-brands.ts), `{ results }`
 *   GET /dam/jcr:{uuid}/{file}                                        a product's document (a PDF of its stated size; UUIDs from `ca7a1090-`)
 *   GET /dam/jcr:{uuid}/{brand}.svg                                   a brand's logo (UUIDs from `b7a2d106-`)
 * Sites: the brands that sell products (seed-catalogue.ts). Texts in the requested language
 * (`en` when the content has no such language); facet values are lists of value names, measured
 * properties and documents child nodes in `@nodes` order.
 */
import { badRequest, decodeSegments, notFound } from '../http.ts'
import type { DeliveryJson } from '../magnolia/delivery.ts'
import type { ContentStore } from '../magnolia/content-store.ts'
import { onePagePdf } from '../pdf.ts'
import { type Route, type RouteHandler, route } from '../routes.ts'
import type { Text } from './catalogue-vocabulary.ts'
import { type SeedBrand, brandLogo, brandLogoPrefix, seedBrands } from './seed-brands.ts'
import { type SeedDocument, type SeedProduct, catalogueDocumentPrefix, catalogueOf, catalogueSites } from './seed-catalogue.ts'

const catalogueProductsPath = '/.rest/delivery/products/products/v1'

type Lang = keyof Text

function productJson(site: string, product: SeedProduct, lang: Lang): DeliveryJson {
  const path = `/${site}/${product.name}`
  const properties: DeliveryJson = {
    '@name': 'properties',
    '@path': `${path}/properties`,
    '@nodeType': 'mgnl:contentNode',
    '@nodes': product.properties.map((_, index) => `p${index}`),
  }
  product.properties.forEach((property, index) => {
    properties[`p${index}`] = {
      '@name': `p${index}`,
      '@nodeType': 'mgnl:contentNode',
      name: property.name[lang],
      value: property.value,
      unit: property.unit,
      standard: property.standard,
    }
  })
  const documents: DeliveryJson = {
    '@name': 'documents',
    '@path': `${path}/documents`,
    '@nodeType': 'mgnl:contentNode',
    '@nodes': product.documents.map((_, index) => `d${index}`),
  }
  product.documents.forEach((document, index) => {
    documents[`d${index}`] = {
      '@name': `d${index}`,
      '@nodeType': 'mgnl:contentNode',
      title: document.title[lang],
      file: {
        '@name': document.fileName.replace(/\.pdf$/, ''),
        '@id': document.id,
        '@link': `/dam/${document.id}/${document.fileName}`,
        metadata: { fileName: document.fileName, mimeType: 'application/pdf', fileSize: document.fileSize, title: document.title[lang] },
      },
    }
  })
  const facets: DeliveryJson = {}
  for (const [facet, values] of Object.entries(product.facets)) if (values.length > 0) facets[facet] = values
  return {
    '@name': product.name,
    '@path': path,
    '@id': product.uuid,
    '@nodeType': 'mgnl:content',
    'mgnl:created': product.created,
    'mgnl:lastModified': product.created,
    title: product.title[lang],
    grade: product.grade,
    manufacturer: product.manufacturer,
    brand: product.brand,
    productGroup: product.productGroup.id,
    productGroupTitle: product.productGroup.title[lang],
    description: product.description[lang],
    regions: product.regions,
    ...facets,
    ...(product.image ? { image: product.image } : {}),
    properties,
    documents,
    '@nodes': ['properties', 'documents'],
  }
}

function langOf(requested: string | null, languages: readonly string[]): Lang {
  return requested === 'de' || requested === 'zh' ? (languages.includes(requested) ? requested : 'en') : 'en'
}

/** The site whose catalogue the scale switch grows: the one the product search is seeded on. */
const scaledSite = 'albis'

/** A site's catalogue as these endpoints serve it (the search index takes its documents from it too). */
export function servedCatalogue(store: ContentStore, site: string, scale: number): SeedProduct[] {
  return catalogueOf(store, site, site === scaledSite ? scale : 0)
}

const folder =
  (scale: number): RouteHandler =>
  ({ params, url, store }) => {
    const site = params['site'] ?? ''
    const lang = langOf(url.searchParams.get('lang'), store.languages)
    const products = servedCatalogue(store, site, scale)
    const body: DeliveryJson = { '@name': site, '@path': `/${site}`, '@nodeType': 'mgnl:folder', '@nodes': products.map((product) => product.name) }
    for (const product of products) body[product.name] = productJson(site, product, lang)
    return { status: 200, body }
  }

/** `limit` (default 10, as Magnolia's) and `offset` of a list query; undefined when either is not a whole number. */
function listPage(query: URLSearchParams): { limit: number; offset: number } | undefined {
  const limit = Number(query.get('limit') ?? '10')
  const offset = Number(query.get('offset') ?? '0')
  return Number.isInteger(limit) && Number.isInteger(offset) && limit >= 1 && offset >= 0 ? { limit, offset } : undefined
}

/** The products below `@ancestor=/{site}` in the folder's order, `limit` and `offset` as Magnolia's; none below a path without products. */
const productList =
  (scale: number): RouteHandler =>
  ({ url, store }) => {
    const page = listPage(url.searchParams)
    if (!page) return badRequest('limit and offset are whole numbers')
    const site = /^\/([a-z-]+)$/.exec(url.searchParams.get('@ancestor') ?? '')?.[1] ?? ''
    if (!catalogueSites.includes(site)) return { status: 200, body: { results: [] } }
    const lang = langOf(url.searchParams.get('lang'), store.languages)
    const products = servedCatalogue(store, site, scale).slice(page.offset, page.offset + page.limit)
    return { status: 200, body: { results: products.map((product) => productJson(site, product, lang)) } }
  }

const product =
  (scale: number): RouteHandler =>
  ({ params, url, store }) => {
    const site = params['site'] ?? ''
    const [name] = decodeSegments(params['name'] ?? '') ?? []
    const found = name ? servedCatalogue(store, site, scale).find((candidate) => candidate.name === name) : undefined
    if (!found) return notFound(`/${site}/${params['name'] ?? ''}`)
    return { status: 200, body: productJson(site, found, langOf(url.searchParams.get('lang'), store.languages)) }
  }

/** A brand as the `brands` workspace holds it; its texts in `lang` (`zh` only on albis, the one site with zh; `en` for any other). */
function brandJson(site: string, brand: SeedBrand, requested: string | null): DeliveryJson {
  const lang: Lang = requested === 'de' ? 'de' : requested === 'zh' && site === 'albis' ? 'zh' : 'en'
  const fileName = `${brand.name}.svg`
  return {
    '@name': brand.name,
    '@path': `/${site}/${brand.name}`,
    '@id': brand.uuid,
    '@nodeType': 'mgnl:content',
    'mgnl:created': brand.created,
    title: brand.title,
    manufacturer: brand.manufacturer,
    description: brand.description[lang],
    logo: {
      '@name': brand.name,
      '@id': brand.logoId,
      '@link': `/dam/${brand.logoId}/${fileName}`,
      metadata: { fileName, mimeType: 'image/svg+xml', width: 240, height: 120 },
    },
    site,
    '@nodes': [],
  }
}

const brandOrders: Readonly<Record<string, (a: SeedBrand, b: SeedBrand) => number>> = {
  'mgnl:created asc': (a, b) => a.created.localeCompare(b.created),
  'mgnl:created desc': (a, b) => b.created.localeCompare(a.created),
  'title asc': (a, b) => a.title.localeCompare(b.title, 'en'),
  'title desc': (a, b) => b.title.localeCompare(a.title, 'en'),
}

/**
 * The brands list as Magnolia's delivery endpoint answers it: every site's (`site` names each), or
 * those below `@ancestor=/{site}`; `orderBy` (`mgnl:created` or `title`, `asc` or `desc`; else the
 * workspace's order), `limit` (default 10, as Magnolia's) and `offset`.
 */
const brands: RouteHandler = ({ url }) => {
  const query = url.searchParams
  const lang = query.get('lang')
  if (lang !== null && !/^[a-z]{2}$/.test(lang)) return badRequest('lang is a language code')
  const orderBy = query.get('orderBy')
  const order = orderBy === null ? undefined : brandOrders[orderBy.replace(/\s+/g, ' ').trim()]
  if (orderBy !== null && !order) return badRequest('orderBy is mgnl:created or title, asc or desc')
  const page = listPage(query)
  if (!page) return badRequest('limit and offset are whole numbers')
  const ancestor = query.get('@ancestor')
  const sites = Object.keys(seedBrands).filter((site) => ancestor === null || ancestor === `/${site}`)
  const listed = sites.flatMap((site) => (seedBrands[site] ?? []).map((brand) => ({ site, brand })))
  if (order) listed.sort((a, b) => order(a.brand, b.brand))
  return { status: 200, body: { results: listed.slice(page.offset, page.offset + page.limit).map(({ site, brand }) => brandJson(site, brand, lang)) } }
}

const brandLogoFile: RouteHandler = ({ params }) => {
  const brand = Object.values(seedBrands)
    .flat()
    .find((candidate) => candidate.logoId === params['id'])
  if (!brand) return notFound('logo')
  return { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }, content: brandLogo(brand) }
}

/** A one-page PDF naming the document, of the size the catalogue states. */
function documentPdf(document: SeedDocument): string {
  return onePagePdf([`${document.title.en}: ${document.fileName}`], document.fileSize)
}

const documentFile =
  (scale: number): RouteHandler =>
  ({ params, store }) => {
    const id = params['id'] ?? ''
    const document = catalogueSites
      .flatMap((site) => servedCatalogue(store, site, scale).flatMap((candidate) => candidate.documents))
      .find((candidate) => candidate.id === id)
    if (!document) return notFound(id)
    return { status: 200, headers: { 'content-type': 'application/pdf', 'cache-control': 'public, max-age=86400' }, content: documentPdf(document) }
  }

/** The endpoints; `scale` grows the albis catalogue to about that many products (load tests; 0: the seed). */
export function catalogueRoutes(scale = 0): Route[] {
  const sites = catalogueSites.join('|')
  return [
    route('GET', catalogueProductsPath, productList(scale)),
    route('GET', `${catalogueProductsPath}/:site(${sites})`, folder(scale)),
    route('GET', `${catalogueProductsPath}/:site(${sites})/:name`, product(scale)),
    route('GET', '/.rest/delivery/products/brands/v1', brands),
    route('GET', `/dam/:id(jcr:${catalogueDocumentPrefix}.+)/:file`, documentFile(scale)),
    route('GET', `/dam/:id(jcr:${brandLogoPrefix}.+)/:file`, brandLogoFile),
  ]
}
