import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { startSeedBackend } from './helpers/backend.ts'
import type * as IndustriesServer from '#app/features/industries/industries.server.ts'
import { industriesIn } from '#app/features/industries/industries-rules.ts'

type Row = Record<string, unknown>

/** The chemicals API of the embedded backend and the site's client of it, over HTTP. */
describe('the chemicals unit API', () => {
  let backend: RunningBackend
  let chemicals: typeof IndustriesServer
  const api = (path: string) => fetch(`${backend.url}/chemicals${path}`)
  const json = async (path: string) => (await (await api(path)).json()) as Row[]
  beforeAll(async () => {
    backend = await startSeedBackend()
    vi.stubEnv('CHEMICALS_API_URL', `${backend.url}/chemicals`)
    vi.stubEnv('CMS_CACHE_TTL_MS', '0')
    chemicals = await import('#app/features/industries/industries.server.ts')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await backend.close()
  })
  afterEach(() => backend.faults.clear())

  it('serves at least 12 industries with a tile image, product groups and the countries each is available in', async () => {
    const industries = await json('/Industries?lang=de')
    expect(industries.length).toBeGreaterThanOrEqual(12)
    const countries = new Set((await json('/Countries?lang=de')).map((country) => country['code']))
    for (const industry of industries) {
      const image = await fetch(`${backend.url}${String(industry['image'])}`)
      expect(image.headers.get('content-type'), String(industry['id'])).toBe('image/svg+xml')
      expect(industry['productGroups']).not.toEqual([])
      const available = await json(`/available-countries/${String(industry['id'])}`)
      expect(available.length).toBeGreaterThan(0)
      for (const { code } of available) expect(countries.has(code)).toBe(true)
    }
    expect(industries.map((industry) => industry['id'])).toEqual(expect.arrayContaining(['scientific-instruments', 'acme-specialty-fluids']))
  })

  it('names industries, groups and countries in German and English', async () => {
    const [de, en] = await Promise.all([chemicals.chemicalsIndustries('de'), chemicals.chemicalsIndustries('en')])
    expect(de.find((industry) => industry.id === 'automotive')).toMatchObject({
      name: 'Automobil',
      image: expect.stringMatching(/^\/dam\/jcr:c4e01ca1-.+\/automotive\.svg$/),
    })
    expect(en.find((industry) => industry.id === 'automotive')?.name).toBe('Automotive')
    expect((await chemicals.chemicalsCountries('de')).find((country) => country.code === 'DE')?.name).toBe('Deutschland')
    expect(await chemicals.chemicalsProductGroup('automotive', 'glycols', 'de')).toMatchObject({
      name: 'Glykole',
      industryId: 'automotive',
      products: expect.arrayContaining([{ name: 'Monoethylene glycol', cas: '107-21-1' }]),
    })
  })

  it('shows only the industries available in a country, and some countries have few', async () => {
    const industries = await chemicals.chemicalsIndustries('en')
    const availability = await chemicals.availability(industries)
    const counts = (await chemicals.chemicalsCountries('en')).map((country) => industriesIn(industries, availability, country.code).length)
    expect(Math.max(...counts)).toBe(industries.length)
    expect(Math.min(...counts)).toBeLessThan(industries.length / 2)
    expect(counts.every((count) => count > 0)).toBe(true)
  })

  it('answers none for unknown ids and never sends an id that is no name upstream', async () => {
    expect((await api('/available-countries/nothing')).status).toBe(404)
    expect((await api('/Industry/automotive/nothing')).status).toBe(404)
    expect((await api('/Industry/medical/glycols')).status).toBe(404)
    expect(await chemicals.availableCountries('nothing')).toEqual([])
    expect(await chemicals.chemicalsProductGroup('automotive', 'nothing', 'en')).toBeNull()
    const before = backend.requestLog.length
    expect(await chemicals.chemicalsProductGroup('..', 'x%2Fy', 'en')).toBeNull()
    expect(await chemicals.availableCountries('../Countries')).toEqual([])
    expect(backend.requestLog.length).toBe(before)
  })

  it('keeps serving the last good copy when the API fails, and fails when it has none', async () => {
    await chemicals.chemicalsIndustries('de')
    backend.faults.set({ pathPrefix: '/chemicals/', mode: 'error', delayMs: 0 })
    expect((await chemicals.chemicalsIndustries('de')).length).toBeGreaterThanOrEqual(12)
    await expect(chemicals.chemicalsProductGroup('lubricants', 'base-oils', 'en')).rejects.toThrow()
  })
})
