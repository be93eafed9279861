import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { startSeedBackend } from './helpers/backend.ts'
import type * as DistributorsServer from '#app/features/distributors/distributors.server.ts'
import { distributorsView, parseDistributorsParams } from '#app/features/distributors/distributors-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { byRegionAndCountry, chosenCountry, distributorCountries } from '#app/features/distributors/distributors-rules.ts'

describe('distributors params', () => {
  it.each([
    [{}, { country: undefined }],
    [{ country: 'it' }, { country: 'IT' }],
    [{ country: 'Italy' }, { country: undefined }],
    [{ country: ['IT'] }, { country: undefined }],
  ])('%j -> %j', (search, expected) => {
    expect(parseDistributorsParams(search)).toEqual(expected)
  })

  it("writes the country after the page's other params, and none when none is chosen", () => {
    expect(viewLinkSearch(distributorsView, { country: 'XX', utm_medium: 'print' }, { country: 'FR' })).toEqual({ utm_medium: 'print', country: 'FR' })
    expect(viewLinkSearch(distributorsView, { country: 'XX' }, { country: undefined })).toEqual({ country: undefined })
  })
})

describe('distributors by region and country', () => {
  const list = [
    { id: 'a', country: 'US', region: 'americas' },
    { id: 'b', country: 'DE', region: 'europe' },
    { id: 'c', country: 'AT', region: 'europe' },
    { id: 'd', country: 'DE', region: 'europe' },
    { id: 'e', country: 'ZA', region: 'middle-east-africa' },
  ] as const
  const alphabetical = (a: string, b: string) => a.localeCompare(b)

  it('groups by region in the list order, then by country in the given order, keeping each country in its order', () => {
    expect(byRegionAndCountry(list, undefined, alphabetical)).toEqual([
      {
        region: 'europe',
        countries: [
          { country: 'AT', distributors: [list[2]] },
          { country: 'DE', distributors: [list[1], list[3]] },
        ],
      },
      { region: 'americas', countries: [{ country: 'US', distributors: [list[0]] }] },
      { region: 'middle-east-africa', countries: [{ country: 'ZA', distributors: [list[4]] }] },
    ])
    expect(byRegionAndCountry(list, undefined, (a, b) => alphabetical(b, a))[0]?.countries.map((entry) => entry.country)).toEqual(['DE', 'AT'])
  })

  it("shows only the chosen country's distributors", () => {
    expect(byRegionAndCountry(list, 'DE', alphabetical)).toEqual([{ region: 'europe', countries: [{ country: 'DE', distributors: [list[1], list[3]] }] }])
    expect(byRegionAndCountry([], undefined, alphabetical)).toEqual([])
  })

  it('offers the countries with distributors and chooses only one of them', () => {
    expect(distributorCountries(list)).toEqual(['US', 'DE', 'AT', 'ZA'])
    expect(chosenCountry(list, 'AT')).toBe('AT')
    expect(chosenCountry(list, 'FR')).toBeUndefined()
    expect(chosenCountry(list, undefined)).toBeUndefined()
  })
})

/** Magnolia's distributors endpoint of the embedded backend and the site's client of it, over HTTP. */
describe('distributors from Magnolia', () => {
  let backend: RunningBackend
  let server: typeof DistributorsServer
  beforeAll(async () => {
    backend = await startSeedBackend()
    vi.stubEnv('CMS_URL', backend.url)
    vi.stubEnv('CMS_CACHE_TTL_MS', '0')
    server = await import('#app/features/distributors/distributors.server.ts')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await backend.close()
  })
  afterEach(() => backend.faults.clear())

  it('has at least 40 distributors across countries and every region, with contact details', async () => {
    const distributors = await server.siteDistributors('mocom', 'de')
    expect(distributors.length).toBeGreaterThanOrEqual(40)
    expect(new Set(distributors.map((distributor) => distributor.country)).size).toBeGreaterThanOrEqual(30)
    expect(new Set(distributors.map((distributor) => distributor.region))).toEqual(new Set(['europe', 'americas', 'asia-pacific', 'middle-east-africa']))
    for (const distributor of distributors) {
      expect(distributor.email).toMatch(/^sales@.+\.example$/)
      expect(distributor.website).toMatch(/^https:\/\//)
      expect(distributor.phone).toMatch(/^\+\d/)
      expect(distributor.description).toMatch(/beliefert/)
    }
    const ceramics = await server.siteDistributors('ceramics', 'en')
    expect(ceramics.length).toBeGreaterThan(0)
    expect(ceramics.length).toBeLessThan(distributors.length)
    const all = (await (await fetch(`${backend.url}${server.distributorsPath}?lang=en`)).json()) as { results: unknown[] }
    expect(all.results).toHaveLength(distributors.length + ceramics.length)
  })

  it('has none for a brand without a folder, and the last good copy when Magnolia fails', async () => {
    expect(await server.siteDistributors('albis', 'en')).toEqual([])
    await server.siteDistributors('mocom', 'en')
    backend.faults.set({ pathPrefix: server.distributorsPath, mode: 'error', delayMs: 0 })
    expect((await server.siteDistributors('mocom', 'en')).length).toBeGreaterThanOrEqual(40)
    await expect(server.siteDistributors('ceramics', 'de')).rejects.toThrow()
  })

  it('leaves out nodes that do not parse and contact details that are no address', () => {
    const node = { '@name': 'x', title: 'X GmbH', country: 'de', region: 'europe', email: 'not an address', website: 'javascript:alert(1)' }
    expect(
      server.distributorsOfFolder({ '@nodes': ['x', 'y', 'z'], x: node, y: { ...node, '@name': 'y', region: 'mars' }, z: { ...node, '@name': '../z' } }),
    ).toEqual([
      {
        id: 'x',
        name: 'X GmbH',
        street: '',
        zip: '',
        city: '',
        country: 'DE',
        region: 'europe',
        contactPerson: '',
        phone: '',
        email: '',
        website: '',
        description: '',
      },
    ])
  })
})
