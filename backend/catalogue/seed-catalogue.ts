/**
 * The seeded product catalogue of the brands that sell products: each site folder's products from
 * the `products` workspace (the ones site search knows) plus the grades of its product lines
 * (catalogue-vocabulary.ts), each with facet values, a region list, measured properties and
 * documents. Deterministic: the same content gives the same catalogue.
 */
import { createHash } from 'node:crypto'
import { type ContentStore, assetJson } from '../magnolia/content-store.ts'
import type { DeliveryJson } from '../magnolia/delivery.ts'
import { localizedProperty } from '../magnolia/delivery.ts'
import { findNode } from '../magnolia/jcr-yaml.ts'
import { Draw } from '../seeded-random.ts'
import {
  type Facet,
  type Family,
  type ProductLine,
  type PropertySpec,
  type Text,
  catalogueLines,
  fillers,
  polymerProperties,
  productFamilies,
} from './catalogue-vocabulary.ts'
import { regionCodes } from '#config/regions.ts'
import { brandName, workspaceBrand } from './seed-brands.ts'

export interface SeedDocument {
  /** The DAM id the document is served under (`/dam/jcr:{uuid}/{fileName}`). */
  id: string
  title: Text
  fileName: string
  fileSize: number
}

export interface SeedProduct {
  name: string
  uuid: string
  created: string
  title: Text
  grade: string
  manufacturer: string
  /** The node name of its brand in the `brands` workspace (seed-brands.ts). */
  brand: string
  description: Text
  regions: string[]
  facets: Partial<Record<Facet, string[]>>
  properties: Array<{ name: Text; value: string; unit: string; standard: string }>
  documents: SeedDocument[]
  /** Its product group: its family's id and name (`pa66`, "Polyamide 66"). */
  productGroup: { id: string; title: Text }
  /** Its family's picture, the DAM asset as Magnolia's reference resolver gives it; one object shared by the family's products. */
  image?: DeliveryJson
}

const documentKinds: ReadonlyArray<{ kind: string; title: Text; always: boolean }> = [
  { kind: 'technical-data-sheet', title: { en: 'Technical data sheet', de: 'Technisches Datenblatt', zh: '技术数据表' }, always: true },
  { kind: 'safety-data-sheet', title: { en: 'Safety data sheet', de: 'Sicherheitsdatenblatt', zh: '安全数据表' }, always: true },
  { kind: 'processing-guide', title: { en: 'Processing guide', de: 'Verarbeitungshinweise', zh: '加工指南' }, always: false },
]

/** The first group of every catalogue document's UUID, so the DAM route can tell them from the content's assets. */
export const catalogueDocumentPrefix = 'ca7a1090'

/** A document's UUID: derived from its product and kind, in the catalogue's group. */
function catalogueDocumentUuid(text: string): string {
  return `${catalogueDocumentPrefix}${uuidOf(text).slice(8)}`
}

/** A UUID derived from a text (stable across runs). */
function uuidOf(text: string): string {
  const hex = createHash('sha1').update(text).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function measure(draw: Draw, spec: PropertySpec): string {
  return draw.between(spec.min, spec.max).toFixed(spec.decimals)
}

/** The countries a product is sold in: Germany nearly always, each other country now and then. */
function regionsOf(draw: Draw): string[] {
  return regionCodes.filter((code) => (code === 'DE' ? draw.chance(0.85) : draw.chance(0.3)))
}

function facetsOf(draw: Draw, line: Pick<ProductLine, 'facets'>): Partial<Record<Facet, string[]>> {
  const facets: Partial<Record<Facet, string[]>> = {}
  for (const [facet, values] of Object.entries(line.facets) as Array<[Facet, readonly string[]]>) {
    facets[facet] = draw.some(values, 1, facet === 'industries' || facet === 'applications' ? 3 : 2)
  }
  return facets
}

function documentsOf(draw: Draw, site: string, name: string): SeedDocument[] {
  return documentKinds
    .filter((kind) => kind.always || draw.chance(0.5))
    .map((kind) => ({
      id: `jcr:${catalogueDocumentUuid(`${site}/${name}/${kind.kind}`)}`,
      title: kind.title,
      fileName: `${name}-${kind.kind}.pdf`,
      fileSize: draw.int(40_000, 1_500_000),
    }))
}

function created(draw: Draw): string {
  const day = new Date(Date.UTC(2023, 0, 1) + draw.int(0, 1400) * 86_400_000)
  return `${day.toISOString().slice(0, 10)}T09:00:00.000+01:00`
}

function description(family: Text, filler: Text | undefined, line: string, grade: string, manufacturer: string): Text {
  const filled = (lang: keyof Text) => (filler ? `, ${filler[lang]}` : '')
  return {
    en: `${family.en}${filled('en')}. ${line} ${grade} by ${manufacturer}: consistent quality, supplied from stock with technical advice.`,
    de: `${family.de}${filled('de')}. ${line} ${grade} von ${manufacturer}: gleichbleibende Qualität, ab Lager geliefert, mit technischer Beratung.`,
    zh: `${family.zh}${filler ? `，${filler.zh}` : ''}。${manufacturer} 的 ${line} ${grade}：质量稳定，现货供应并提供技术咨询。`,
  }
}

/** The DAM's pictures by asset name, as asset JSON made once per catalogue. */
function familyImages(store: ContentStore): (name: string) => DeliveryJson | undefined {
  const made = new Map<string, DeliveryJson>()
  return (name) => {
    let image = made.get(name)
    if (!image) {
      const asset = [...store.assets.values()].find((candidate) => candidate.name === name)
      if (!asset) return undefined
      made.set(name, (image = assetJson(asset)))
    }
    return image
  }
}

function groupOf(family: Family): SeedProduct['productGroup'] {
  return { id: family.id, title: { en: family.en, de: family.de, zh: family.zh } }
}

function lineProducts(site: string, line: ProductLine, taken: Set<string>, image: DeliveryJson | undefined): SeedProduct[] {
  const draw = new Draw(`${site}/${line.line}/${line.family.en}`)
  const products: SeedProduct[] = []
  for (let i = 0; i < line.grades; i++) {
    const filler = line.fillers ? draw.one(fillers) : undefined
    const grade = `${line.gradePrefix}${draw.int(1, 9)}${draw.one(['', 'H', 'W', 'K', 'E', 'S'])}${draw.int(0, 9)}${filler?.code ? ` ${filler.code}` : ''}`
    let name = slug(`${line.line} ${grade}`)
    for (let n = 2; taken.has(name); n++) name = slug(`${line.line} ${grade} ${n}`)
    taken.add(name)
    const title = `${line.line} ${grade}`
    products.push({
      name,
      uuid: uuidOf(`${site}/${name}`),
      created: created(draw),
      title: { en: title, de: title, zh: title },
      grade,
      manufacturer: line.manufacturer,
      brand: brandName(line.line),
      description: description(line.family, filler?.text, line.line, grade, line.manufacturer),
      regions: regionsOf(draw),
      facets: facetsOf(draw, line),
      properties: line.properties.map((spec) => ({ name: spec.name, value: measure(draw, spec), unit: spec.unit, standard: spec.standard })),
      documents: documentsOf(draw, site, name),
      productGroup: groupOf(line.family),
      ...(image ? { image } : {}),
    })
  }
  return products
}

/** The site folder's products in the `products` workspace, with seeded facets, regions, properties, documents and their product group's picture. */
function workspaceProducts(
  store: ContentStore,
  site: string,
  line: ProductLine,
  taken: Set<string>,
  imageOf: (name: string) => DeliveryJson | undefined,
): SeedProduct[] {
  const folder = findNode(store.workspaces.get('products') ?? [], `/${site}`)
  const draw = new Draw(`${site}/workspace`)
  return (folder?.children ?? [])
    .filter((node) => node.primaryType === 'mgnl:content')
    .map((node) => {
      const text = (key: string): Text => ({
        en: localizedProperty(node, key, 'en') ?? '',
        de: localizedProperty(node, key, 'de') ?? localizedProperty(node, key, 'en') ?? '',
        zh: localizedProperty(node, key, 'zh') ?? localizedProperty(node, key, 'en') ?? '',
      })
      const manufacturer = localizedProperty(node, 'manufacturer', 'en') ?? line.manufacturer
      const title = text('title')
      const family = productFamilies.get(String(node.properties['productGroup'] ?? '')) ?? line.family
      const image = imageOf(family.image)
      taken.add(node.name)
      return {
        name: node.name,
        uuid: String(node.properties['jcr:uuid'] ?? uuidOf(`${site}/${node.name}`)),
        created: created(draw),
        title,
        grade: title.en
          .replace(manufacturer, '')
          .replace(/\(.*\)/, '')
          .trim(),
        manufacturer,
        brand: workspaceBrand(site) ?? brandName(manufacturer),
        description: text('description'),
        regions: regionsOf(draw),
        facets: facetsOf(draw, line),
        properties: polymerProperties.map((spec) => ({ name: spec.name, value: measure(draw, spec), unit: spec.unit, standard: spec.standard })),
        documents: documentsOf(draw, site, node.name),
        productGroup: groupOf(family),
        ...(image ? { image } : {}),
      }
    })
}

/**
 * The catalogue of a site folder (`albis`, `mocom`, `chemie`, `ceramics`); empty for a site that
 * sells no products. With `scale`, the product lines grow (more grades each) until the catalogue
 * holds about that many products (load tests).
 */
function seedCatalogue(store: ContentStore, site: string, scale = 0): SeedProduct[] {
  const seeded = catalogueLines[site]
  const [first] = seeded ?? []
  if (!seeded || !first) return []
  const grades = seeded.reduce((sum, line) => sum + line.grades, 0)
  const factor = scale > grades ? scale / grades : 1
  const lines = seeded.map((line) => ({ ...line, grades: Math.round(line.grades * factor) }))
  const taken = new Set<string>()
  const polymerFacets = lines.find((line) => line.properties === polymerProperties) ?? {
    ...first,
    facets: { industries: first.facets.industries ?? [], applications: ['structural-parts', 'housings'] },
  }
  const imageOf = familyImages(store)
  return [
    ...workspaceProducts(store, site, polymerFacets, taken, imageOf),
    ...lines.flatMap((line) => lineProducts(site, line, taken, imageOf(line.family.image))),
  ]
}

/** Every catalogue of a content store, computed once per store (a content reload makes a new store). */
const catalogues = new WeakMap<ContentStore, Map<string, SeedProduct[]>>()

/** A site's catalogue; `scale` grows it (see `seedCatalogue`). */
export function catalogueOf(store: ContentStore, site: string, scale = 0): SeedProduct[] {
  let sites = catalogues.get(store)
  if (!sites) catalogues.set(store, (sites = new Map()))
  let products = sites.get(site)
  if (!products) sites.set(site, (products = seedCatalogue(store, site, scale)))
  return products
}

export const catalogueSites = Object.keys(catalogueLines)
