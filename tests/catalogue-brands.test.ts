import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { startSeedBackend } from './helpers/backend.ts'
import type * as BrandsServer from '#app/features/catalogue/brands.server.ts'
import type * as CatalogueServer from '#app/features/catalogue/catalogue.server.ts'
import { brandPageProducts, brandPagesPath, brandPath, newestFirst } from '#app/features/catalogue/catalogue-brand.ts'

describe("a brand's page and its products", () => {
  it("lives where site search links the brand's products: products-brands on albis, products-overview elsewhere", () => {
    expect(brandPagesPath('albis')).toBe('/products-brands')
    expect(brandPath('albis', 'ultramid')).toBe('/products-brands/ultramid')
    for (const brand of ['mocom', 'chemie', 'ceramics'] as const) expect(brandPath(brand, 'altech')).toBe('/products-overview/altech')
  })

  it('lists 24 products', () => {
    expect(brandPageProducts).toBe(24)
  })

  const collator = new Intl.Collator('en', { numeric: true })
  const names = (products: Array<{ name: string; created: string }>) => newestFirst(products, collator).map((product) => product.name)

  it('sorts newest first (created desc), the same moment by name, an unknown date last', () => {
    const products = [
      { name: 'B 10', created: '2024-01-01T09:00:00.000+01:00' },
      { name: 'undated', created: '' },
      { name: 'A 2', created: '2025-06-01T09:00:00.000+02:00' },
      { name: 'B 9', created: '2024-01-01T09:00:00.000+01:00' },
      { name: 'garbled', created: 'yesterday' },
      { name: 'A 1', created: '2025-06-01T08:00:00.000+01:00' },
    ]
    expect(names(products)).toEqual(['A 1', 'A 2', 'B 9', 'B 10', 'garbled', 'undated'])
  })

  it('keeps the list it is given', () => {
    const products = [
      { name: 'old', created: '2020-01-01' },
      { name: 'new', created: '2021-01-01' },
    ]
    expect(names(products)).toEqual(['new', 'old'])
    expect(products.map((product) => product.name)).toEqual(['old', 'new'])
  })
})

type Node = Record<string, unknown>

/** The brands client against the embedded backend's brands endpoint, over HTTP. */
describe('the product brands from Magnolia', () => {
  let backend: RunningBackend
  let brands: typeof BrandsServer
  let catalogue: typeof CatalogueServer
  const path = '/.rest/delivery/products/brands/v1'
  const results = async (query: string): Promise<Node[]> => ((await (await fetch(`${backend.url}${path}?${query}`)).json()) as { results: Node[] }).results
  beforeAll(async () => {
    backend = await startSeedBackend()
    vi.stubEnv('CMS_URL', backend.url)
    vi.stubEnv('CMS_CACHE_TTL_MS', '0')
    brands = await import('#app/features/catalogue/brands.server.ts')
    catalogue = await import('#app/features/catalogue/catalogue.server.ts')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await backend.close()
  })
  afterEach(() => backend.faults.clear())

  it('answers in Magnolia delivery shape: at least 20 brands with SVG logos over the brands that sell products', async () => {
    const all = await results('limit=1000&lang=en')
    expect(all.length).toBeGreaterThanOrEqual(20)
    expect(new Set(all.map((brand) => brand['site']))).toEqual(new Set(['albis', 'mocom', 'chemie', 'ceramics']))
    expect(await results('lang=en')).toHaveLength(10)
    const [first] = all
    expect(first).toMatchObject({ '@name': 'ultramid', '@path': '/albis/ultramid', '@nodeType': 'mgnl:content', title: 'Ultramid', manufacturer: 'BASF' })
    const logo = await fetch(`${backend.url}${(first?.['logo'] as Node)['@link'] as string}`)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect(await logo.text()).toContain('>Ultramid</text>')
    expect((await fetch(`${backend.url}${path}?orderBy=created%20sideways`)).status).toBe(400)
    expect((await fetch(`${backend.url}${path}?limit=0`)).status).toBe(400)
  })

  it('orders by mgnl:created desc below an ancestor, texts in de, en and zh where the site has zh', async () => {
    const albis = await results('@ancestor=/albis&orderBy=mgnl:created%20desc&limit=100&lang=zh')
    const created = albis.map((brand) => String(brand['mgnl:created']))
    expect(created).toEqual([...created].sort().reverse())
    expect(albis.every((brand) => brand['site'] === 'albis')).toBe(true)
    expect(albis.find((brand) => brand['@name'] === 'ultramid')?.['description']).toMatch(/^BASF 的 Ultramid/)
    const mocom = await results('@ancestor=/mocom&lang=zh')
    expect(mocom.find((brand) => brand['@name'] === 'altech')?.['description']).toMatch(/^ALTECH by MOCOM/)
    expect((await results('@ancestor=/mocom&lang=de')).find((brand) => brand['@name'] === 'altech')?.['description']).toMatch(/^ALTECH von MOCOM/)
  })

  it('parses every brand of a site, newest first, with its logo; a site without brands has none', async () => {
    const albis = await brands.catalogueBrands('albis', 'de')
    expect(albis.length).toBe((await results('@ancestor=/albis&limit=100')).length)
    expect(albis.find((brand) => brand.id === 'makrolon')).toMatchObject({
      title: 'Makrolon',
      manufacturer: 'Covestro',
      description: expect.stringMatching(/^Makrolon von Covestro/),
      logo: { width: 240, height: 120 },
    })
    expect(albis.every((brand) => brand.logo?.src.startsWith('/dam/jcr:'))).toBe(true)
    expect(await brands.catalogueBrands('group', 'en')).toEqual([])
  })

  it('drops a brand that does not parse and a logo that is not a DAM asset', () => {
    const list = {
      results: [
        { '@name': 'good', title: 'Good', logo: { '@link': 'https://elsewhere.example/x.svg', metadata: { width: 1, height: 1 } } },
        { '@name': '../bad', title: 'Bad' },
        { '@name': 'untitled' },
      ],
    }
    expect(brands.brandsOfList(list)).toEqual([{ id: 'good', title: 'Good', manufacturer: '', description: '', logo: undefined }])
  })

  it('names the brand of every product, and every product brand is a brand of its site', async () => {
    for (const site of ['albis', 'mocom', 'chemie', 'ceramics']) {
      const ids = new Set((await brands.catalogueBrands(site, 'en')).map((brand) => brand.id))
      const products = await catalogue.catalogueProducts(site, 'en')
      expect(products.every((product) => ids.has(product.brand) && product.created !== '')).toBe(true)
    }
    const alcom = (await catalogue.catalogueProducts('albis', 'en')).find((product) => product.id === 'alcom-pa6')
    expect(alcom?.brand).toBe('alcom')
  })

  it('serves the last good copy when Magnolia fails', async () => {
    const before = await brands.catalogueBrands('mocom', 'en')
    backend.faults.set({ pathPrefix: path, mode: 'error', delayMs: 0 })
    expect(await brands.catalogueBrands('mocom', 'en')).toEqual(before)
  })
})
