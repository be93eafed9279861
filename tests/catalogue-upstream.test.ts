import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { startSeedBackend } from './helpers/backend.ts'
import type * as CatalogueServer from '#app/features/catalogue/catalogue.server.ts'
import { productDetail, productSearchView } from '#app/features/catalogue/catalogue-views.ts'
import { parseProductSearchParams } from '#app/features/catalogue/product-search-params.ts'
import { productsPerPage } from '#app/features/catalogue/product.ts'
import * as constants from '#config/constants.ts'

type Node = Record<string, unknown>
const list = (node: Node, key: string): string[] => (Array.isArray(node[key]) ? node[key].filter((item): item is string => typeof item === 'string') : [])

/** The catalogue client and the search over it against the embedded backend's products endpoint, over HTTP. */
describe('the product catalogue from Magnolia', () => {
  let backend: RunningBackend
  let catalogue: typeof CatalogueServer
  const path = '/.rest/delivery/products/products/v1'
  let folder: Node
  let seed: Node[]
  beforeAll(async () => {
    // albis grown past several pages of the catalogue's reads
    backend = await startSeedBackend({ catalogueScale: 1234 })
    vi.stubEnv('CMS_URL', backend.url)
    vi.stubEnv('CMS_CACHE_TTL_MS', '0')
    catalogue = await import('#app/features/catalogue/catalogue.server.ts')
    folder = (await (await fetch(`${backend.url}${path}/albis?lang=en`)).json()) as Node
    seed = list(folder, '@nodes').map((name) => folder[name] as Node)
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await backend.close()
  })
  afterEach(() => backend.faults.clear())

  it('answers in Magnolia delivery shape: several hundred products over the brands that sell them', async () => {
    expect(folder).toMatchObject({ '@name': 'albis', '@path': '/albis', '@nodeType': 'mgnl:folder' })
    const sizes = await Promise.all(
      ['albis', 'mocom', 'chemie', 'ceramics'].map(
        async (site) => list((await (await fetch(`${backend.url}${path}/${site}?lang=de`)).json()) as Node, '@nodes').length,
      ),
    )
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeGreaterThanOrEqual(300)
    expect((await fetch(`${backend.url}${path}/albis/alcom-pa6?lang=zh`)).status).toBe(200)
    expect((await fetch(`${backend.url}${path}/albis/nothing`)).status).toBe(404)
    expect((await fetch(`${backend.url}${path}/group`)).status).toBe(404)
    const chemie = (await (await fetch(`${backend.url}${path}/chemie?lang=en`)).json()) as Node
    const lubricants = list(chemie, '@nodes').flatMap((name) => list(chemie[name] as Node, 'lubricants'))
    expect(lubricants.length).toBeGreaterThan(0)
  })

  it('parses every product, sorted by name, with properties and documents of their real size', async () => {
    const products = await catalogue.catalogueProducts('albis', 'en')
    expect(products).toHaveLength(seed.length)
    const names = products.map((product) => product.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { numeric: true }).compare))
    const product = products.find((candidate) => candidate.id === 'alcom-pa6')
    expect(product).toMatchObject({ name: 'ALCOM PA6 (Polyamide 6)', manufacturer: 'ALCOM', values: { manufacturer: ['alcom'] } })
    expect(product?.properties.length).toBeGreaterThan(3)
    const document = product?.documents[0]
    const pdf = await fetch(`${backend.url}${document?.href ?? ''}`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await pdf.arrayBuffer()).byteLength).toBe(document?.fileSize)
    expect(await catalogue.catalogueProducts('group', 'en')).toEqual([])
    const sold = products.find((candidate) => candidate.regions.includes('DE') && candidate.values.industry.includes('automotive'))
    if (!sold) throw new Error('the seed sells a product for automotive in Germany')
    expect(productDetail(sold, 'de')).toMatchObject({ regions: expect.arrayContaining(['Deutschland']), industries: expect.arrayContaining(['Automobil']) })
  })

  it('pictures every product by its family, one copy of each picture for the catalogue', async () => {
    const products = await catalogue.catalogueProducts('albis', 'en')
    expect(products.every((product) => product.image)).toBe(true)
    const polyamide = products.find((candidate) => candidate.id === 'alcom-pa6')?.image
    expect(polyamide).toEqual({
      src: expect.stringMatching(/^\/dam\/jcr:[\w-]+\/product-pa6\.webp$/),
      srcSet: expect.stringMatching(/product-pa6-400w\.webp 400w, .+product-pa6\.webp 800w$/),
      width: 800,
      height: 800,
    })
    // a line's grades and the workspace's products of the family share the one object
    expect(products.filter((product) => product.image === polyamide).length).toBeGreaterThan(10)
    expect(new Set(products.map((product) => product.image?.src)).size).toBeLessThanOrEqual(9)
    const chemie = await catalogue.catalogueProducts('chemie', 'en')
    expect(new Set(chemie.map((product) => product.image?.src.replace(/^.+\//, '')))).toEqual(
      new Set(['product-pa6.webp', 'product-pa66.webp', 'product-lubricant.webp', 'product-fuel.webp']),
    )
    const image = await fetch(`${backend.url}${polyamide?.src ?? ''}`)
    expect(image.headers.get('content-type')).toBe('image/webp')
  })

  it('finds and counts what an independent computation over the seed finds', async () => {
    const products = await catalogue.catalogueProducts('albis', 'en')
    const searchText = (node: Node) =>
      ['title', 'grade', 'manufacturer', 'description']
        .map((key) => String(node[key] ?? ''))
        .join(' ')
        .toLowerCase()
    const industries = ['automotive', 'electronics']
    const inDeepLink = (node: Node, skip?: 'industry' | 'manufacturer') =>
      searchText(node).includes('polyamide') &&
      list(node, 'regions').includes('DE') &&
      (skip === 'industry' || list(node, 'industries').some((industry) => industries.includes(industry))) &&
      (skip === 'manufacturer' || node['manufacturer'] === 'BASF')
    const expected = seed.filter((node) => inDeepLink(node))
    expect(expected.length).toBeGreaterThan(productsPerPage)
    const view = productSearchView(
      products,
      parseProductSearchParams({ q: 'polyamide', industry: 'automotive,electronics', region: 'DE', manufacturer: 'basf', page: '2' }),
      'en',
    )
    expect(view.total).toBe(expected.length)
    expect(view.page).toBe(2)
    const collator = new Intl.Collator('en', { numeric: true })
    const secondPage = expected
      .map((node) => String(node['title']))
      .sort(collator.compare)
      .slice(productsPerPage, 2 * productsPerPage)
    expect(view.products.map((product) => product.name)).toEqual(secondPage)
    const medical = view.filters.find((facet) => facet.filter === 'industry')?.options.find((option) => option.value === 'medical')
    expect(medical?.count).toBe(seed.filter((node) => inDeepLink(node, 'industry') && list(node, 'industries').includes('medical')).length)
    const covestro = view.filters.find((facet) => facet.filter === 'manufacturer')?.options.find((option) => option.value === 'covestro')
    expect(covestro).toMatchObject({
      label: 'Covestro',
      count: seed.filter((node) => inDeepLink(node, 'manufacturer') && node['manufacturer'] === 'Covestro').length,
    })
    expect(view.filters.map((facet) => facet.filter)).toEqual(['industry', 'application', 'solution', 'manufacturer'])
    expect(view.region.find((option) => option.value === 'DE')?.label).toBe('Germany')
  })

  it('keeps the last good catalogue when Magnolia fails, and fails when it has none', async () => {
    const before = await catalogue.catalogueProducts('albis', 'en')
    backend.faults.set({ pathPrefix: path, mode: 'error', delayMs: 0 })
    expect(await catalogue.catalogueProducts('albis', 'en')).toEqual(before)
    await expect(catalogue.catalogueProducts('mocom', 'de')).rejects.toMatchObject({ kind: 'server error' })
  })

  it('leaves out a product without a name, with an id that is no node name or one read before', () => {
    const products = catalogue.productsOfNodes([
      {
        '@name': 'good',
        title: 'Good',
        manufacturer: 'INEOS Styrolution',
        regions: ['DE', 'XX', 3],
        industries: ['Automotive', 'a b'],
        properties: { '@nodes': ['p0', 'p1'], p0: { name: 'Density', value: '1.1' }, p1: { name: '' } },
      },
      { '@name': 'untitled', title: ' ' },
      { '@name': 'Bad Name', title: 'Bad' },
      'text',
      { '@name': 'good', title: 'Good again' },
    ])
    expect(products).toHaveLength(1)
    expect(products[0]).toMatchObject({
      id: 'good',
      name: 'Good',
      regions: ['DE'],
      values: { industry: ['automotive'], manufacturer: ['ineos-styrolution'] },
      properties: [{ name: 'Density', value: '1.1', unit: '', standard: '' }],
      documents: [],
    })
  })

  it('reads a large catalogue page by page, every product of it once, sorted by name', async () => {
    const before = backend.requestLog.length
    const products = await catalogue.catalogueProducts('albis', 'de')
    expect(products.map((product) => product.id).sort()).toEqual(list(folder, '@nodes').sort())
    expect(products.length).toBeGreaterThan(1200)
    const names = products.map((product) => product.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('de', { numeric: true }).compare))
    const { pageSize } = constants.catalogue
    // this catalogue's pages only: a slow run may revalidate another test's (albis in English) meanwhile
    const pages = backend.requestLog.slice(before).filter((entry) => entry.startsWith(`${path}?%40ancestor=%2Falbis&`) && entry.endsWith('&lang=de'))
    expect(pages).toHaveLength(Math.ceil((products.length + 1) / pageSize))
    expect(pages[1]).toBe(`${path}?%40ancestor=%2Falbis&limit=${pageSize}&offset=${pageSize}&lang=de`)
  })
})
