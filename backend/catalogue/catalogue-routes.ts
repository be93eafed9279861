/**
 * The product catalogue as Magnolia's delivery endpoints serve it:
 *   GET /.rest/delivery/products/products/v1/{site}?lang=…          the site's folder, its products one level deep
 *   GET /.rest/delivery/products/products/v1/{site}/{product}?lang=…  one product
 *   GET /.rest/delivery/products/brands/v1?lang=…                    the product brands (lines) with their manufacturer
 *   GET /dam/jcr:{uuid}/{file}                                        a product's document (a PDF of its stated size; UUIDs from `ca7a1090-`)
 * Sites: the brands that sell products (seed-catalogue.ts). Texts in the requested language
 * (`en` when the content has no such language); facet values are lists of value names, measured
 * properties and documents child nodes in `@nodes` order.
 */
import { badRequest, decodeSegments, notFound } from '../http.ts'
import type { DeliveryJson } from '../magnolia/delivery.ts'
import { onePagePdf } from '../pdf.ts'
import { type Route, type RouteHandler, route } from '../routes.ts'
import type { Text } from './catalogue-vocabulary.ts'
import { catalogueLines } from './catalogue-vocabulary.ts'
import { type SeedDocument, type SeedProduct, catalogueDocumentPrefix, catalogueOf, catalogueSites } from './seed-catalogue.ts'

export const catalogueProductsPath = '/.rest/delivery/products/products/v1'

type Lang = keyof Text

function productJson(site: string, product: SeedProduct, lang: Lang): DeliveryJson {
  const path = `/${site}/${product.name}`
  const properties: DeliveryJson = { '@name': 'properties', '@path': `${path}/properties`, '@nodeType': 'mgnl:contentNode', '@nodes': product.properties.map((_, index) => `p${index}`) }
  product.properties.forEach((property, index) => {
    properties[`p${index}`] = { '@name': `p${index}`, '@nodeType': 'mgnl:contentNode', name: property.name[lang], value: property.value, unit: property.unit, standard: property.standard }
  })
  const documents: DeliveryJson = { '@name': 'documents', '@path': `${path}/documents`, '@nodeType': 'mgnl:contentNode', '@nodes': product.documents.map((_, index) => `d${index}`) }
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
    description: product.description[lang],
    regions: product.regions,
    ...facets,
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

const folder = (scale: number): RouteHandler => ({ params, url, store }) => {
  const site = params['site'] ?? ''
  const lang = langOf(url.searchParams.get('lang'), store.languages)
  const products = catalogueOf(store, site, site === scaledSite ? scale : 0)
  const body: DeliveryJson = { '@name': site, '@path': `/${site}`, '@nodeType': 'mgnl:folder', '@nodes': products.map((product) => product.name) }
  for (const product of products) body[product.name] = productJson(site, product, lang)
  return { status: 200, body }
}

const product = (scale: number): RouteHandler => ({ params, url, store }) => {
  const site = params['site'] ?? ''
  const [name] = decodeSegments(params['name'] ?? '') ?? []
  const found = name ? catalogueOf(store, site, site === scaledSite ? scale : 0).find((candidate) => candidate.name === name) : undefined
  if (!found) return notFound(`/${site}/${params['name'] ?? ''}`)
  return { status: 200, body: productJson(site, found, langOf(url.searchParams.get('lang'), store.languages)) }
}

const brands: RouteHandler = ({ url }) => {
  const lang = url.searchParams.get('lang')
  if (lang !== null && !/^[a-z]{2}$/.test(lang)) return badRequest('lang is a language code')
  const results = Object.entries(catalogueLines).flatMap(([site, lines]) =>
    [...new Set(lines.map((line) => line.line))].map((line) => {
      const name = `${site}-${line.toLowerCase()}`
      const manufacturer = lines.find((candidate) => candidate.line === line)?.manufacturer ?? ''
      return { '@name': name, '@path': `/${site}/${name}`, '@nodeType': 'mgnl:content', title: line, manufacturer, site }
    }),
  )
  return { status: 200, body: { results } }
}

/** A one-page PDF naming the document, of the size the catalogue states. */
export function documentPdf(document: SeedDocument): string {
  return onePagePdf([`${document.title.en}: ${document.fileName}`], document.fileSize)
}

const documentFile = (scale: number): RouteHandler => ({ params, store }) => {
  const id = params['id'] ?? ''
  const document = catalogueSites.flatMap((site) => catalogueOf(store, site, site === scaledSite ? scale : 0).flatMap((candidate) => candidate.documents)).find((candidate) => candidate.id === id)
  if (!document) return notFound(id)
  return { status: 200, headers: { 'content-type': 'application/pdf', 'cache-control': 'public, max-age=86400' }, content: documentPdf(document) }
}

/** The endpoints; `scale` grows the albis catalogue to about that many products (load tests; 0: the seed). */
export function catalogueRoutes(scale = 0): Route[] {
  const sites = catalogueSites.join('|')
  return [
    route('GET', `${catalogueProductsPath}/:site(${sites})`, folder(scale)),
    route('GET', `${catalogueProductsPath}/:site(${sites})/:name`, product(scale)),
    route('GET', '/.rest/delivery/products/brands/v1', brands),
    route('GET', `/dam/:id(jcr:${catalogueDocumentPrefix}.+)/:file`, documentFile(scale)),
  ]
}
