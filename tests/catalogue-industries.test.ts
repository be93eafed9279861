import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { industriesOfFolder } from '#app/features/catalogue/catalogue-industries.server.ts'
import { industryGroups, industryProducts } from '#app/features/catalogue/catalogue-industry.ts'
import { productsOfNodes } from '#app/features/catalogue/catalogue.server.ts'
import type { RunningBackend } from '../backend/server.ts'
import { startSeedBackend } from './helpers/backend.ts'

const product = (name: string, group: string, industries: string[]) => ({
  name,
  productGroup: { id: group, name: group.toUpperCase() },
  values: { industry: industries, application: [], solution: [], idea: [], manufacturer: [], lubricant: [], fuel: [] },
})

describe("a catalogue industry's products", () => {
  const industry = { id: 'automotive', productGroups: ['pa66', 'pp', 'pom'] }
  const products = [
    product('a', 'pa66', ['automotive']),
    product('b', 'pa66', ['medical']),
    product('c', 'pp', ['automotive', 'packaging']),
    product('d', 'pc', ['automotive']),
    product('e', 'pa66', ['automotive', 'electronics']),
  ]

  it.each([
    ['every group of the industry', undefined, ['a', 'c', 'e']],
    ['one group', 'pa66', ['a', 'e']],
    ['a group the industry does not name', 'pc', []],
    ['a group with no product filed under the industry', 'pom', []],
  ])('%s', (_, group, names) => {
    expect(industryProducts(industry, products, group).map((item) => item.name)).toEqual(names)
  })

  it("lists the groups that have products for it, in the industry's order, with their counts", () => {
    expect(industryGroups({ id: 'automotive', productGroups: ['pp', 'pom', 'pa66'] }, products)).toEqual([
      { id: 'pp', name: 'PP', count: 1 },
      { id: 'pa66', name: 'PA66', count: 2 },
    ])
  })
})

describe("Magnolia's industries folder of a site", () => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startSeedBackend()
  })
  afterAll(() => backend.close())
  const get = async (path: string) => fetch(`${backend.url}${path}`)

  it('answers the industries in the language, images resolved, and 404 for a site without a folder', async () => {
    const answer = await get('/.rest/delivery/industries/v1/albis?lang=de')
    expect(answer.status).toBe(200)
    const industries = industriesOfFolder((await answer.json()) as never)
    expect(industries.map((industry) => industry.id)).toEqual(['automotive', 'electronics', 'medical', 'packaging', 'construction', 'consumer-goods'])
    expect(industries[0]).toMatchObject({
      title: 'Automobil',
      contact: '/albis/jan-beispiel',
      market: '/markets/automotive',
      image: { src: expect.stringMatching(/^\/dam\/jcr:/) },
    })
    expect(industries.every((industry) => industry.description.split(/\s+/).length >= 60)).toBe(true)
    expect((await get('/.rest/delivery/industries/v1/no-such-site?lang=en')).status).toBe(404)
  })

  it('names for every albis industry a contact that exists, a market page of the site and groups that have products for it, in every language', async () => {
    const page = (path: string) => backend.store.sites.find((site) => site.name === 'albis')?.children.find((child) => child.name === path.split('/')[1])
    for (const lang of ['de', 'en', 'zh']) {
      const industries = industriesOfFolder((await (await get(`/.rest/delivery/industries/v1/albis?lang=${lang}`)).json()) as never)
      const catalogue = (await (await get(`/.rest/delivery/products/products/v1?@ancestor=/albis&limit=1000&lang=${lang}`)).json()) as { results: unknown[] }
      const products = productsOfNodes(catalogue.results)
      for (const industry of industries) {
        expect((await get(`/.rest/delivery/contact/v1${industry.contact ?? '/none'}?lang=${lang}`)).status, industry.id).toBe(200)
        expect(
          page(industry.market ?? '/none')?.children.some((child) => `/markets/${child.name}` === industry.market),
          industry.id,
        ).toBe(true)
        expect(
          industryGroups(industry, products).map((group) => group.id),
          `${lang} ${industry.id}`,
        ).toEqual(industry.productGroups)
      }
    }
  })
})
