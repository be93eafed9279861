import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { startSeedBackend } from './helpers/backend.ts'
import type * as HtfServer from '#app/features/htf/htf.server.ts'

/** The HTF catalogue client against the embedded backend's products endpoint, over HTTP. */
describe('the HTF catalogue from Magnolia', () => {
  let backend: RunningBackend
  let htf: typeof HtfServer
  const path = '/.rest/delivery/products/products/v1/htf'
  beforeAll(async () => {
    backend = await startSeedBackend()
    vi.stubEnv('CMS_URL', backend.url)
    vi.stubEnv('CMS_CACHE_TTL_MS', '0') // always stale: every read revalidates in the background
    htf = await import('#app/features/htf/htf.server.ts')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await backend.close()
  })
  afterEach(() => backend.faults.clear())

  it('answers in Magnolia delivery shape: the folder with its fluids, i18n resolved, data sheets as assets', async () => {
    const body = (await (await fetch(`${backend.url}${path}?lang=de`)).json()) as Record<string, unknown>
    expect(body).toMatchObject({ '@name': 'htf', '@path': '/htf', '@nodeType': 'mgnl:folder' })
    const nodes = body['@nodes'] as string[]
    expect(nodes.length).toBeGreaterThanOrEqual(28)
    expect(body['thermofluid-g-eg-50']).toMatchObject({
      chemistry: 'Ethylenglykol/Wasser 50 %, inhibiert',
      temperatureMin: '-35',
      uses: expect.arrayContaining(['cooling']),
    })
    expect(body['thermofluid-g-eg-50']).toMatchObject({
      dataSheet: { '@link': expect.stringMatching(/^\/dam\/jcr:[0-9a-f-]+\/htf-data-sheet-thermofluid-g-eg-50\.pdf$/) },
    })
    expect((await fetch(`${backend.url}${path}/thermofluid-g-eg-50?lang=en`)).status).toBe(200)
    expect((await fetch(`${backend.url}${path}/nothing`)).status).toBe(404)
    expect((await fetch(`${backend.url}${path}?lang=xx`)).status).toBe(200) // an unknown language falls back to English
  })

  it('parses every fluid of the seed, in both languages, and serves its data sheet', async () => {
    const english = await htf.htfFluids('en')
    const german = await htf.htfFluids('de')
    expect(english.map((fluid) => fluid.id)).toEqual(german.map((fluid) => fluid.id))
    const glycol = german.find((fluid) => fluid.id === 'thermofluid-g-eg-50')
    expect(glycol).toMatchObject({
      name: 'Thermofluid G EG 50',
      range: { min: -35, max: 120 },
      crystallizingPoint: -37,
      flashPointOpenCup: undefined,
      waterHazardClass: '1',
    })
    // each fluid pictured by its family: glycol, mineral, silicone, synthetic, food grade
    expect(glycol?.image).toMatchObject({
      src: expect.stringMatching(/\/product-htf-glycol\.webp$/),
      srcSet: expect.stringMatching(/-400w\.webp 400w, .+ 800w$/),
      width: 800,
      height: 800,
    })
    expect(new Set(english.map((fluid) => fluid.image?.src.replace(/^.+\//, '')))).toEqual(
      new Set([
        'product-htf-mineral.webp',
        'product-htf-synthetic.webp',
        'product-htf-glycol.webp',
        'product-htf-silicone.webp',
        'product-htf-food-grade.webp',
      ]),
    )
    const sheet = english.find((fluid) => fluid.id === 'thermofluid-fg-300')?.dataSheet
    expect(sheet?.fileName).toBe('htf-data-sheet-thermofluid-fg-300.pdf')
    const pdf = await fetch(`${backend.url}${sheet?.href ?? ''}`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true)
  })

  it('keeps the last good catalogue when Magnolia fails, and fails when it has none', async () => {
    const before = await htf.htfFluids('en')
    backend.faults.set({ pathPrefix: path, mode: 'error', delayMs: 0 })
    expect(await htf.htfFluids('en')).toEqual(before)
    await expect(htf.htfFluids('zh')).rejects.toMatchObject({ kind: 'server error' })
    backend.faults.set({ pathPrefix: path, mode: 'malformed', delayMs: 0 })
    await expect(htf.htfFluids('zh')).rejects.toMatchObject({ kind: 'Internal error' })
  })

  it('leaves out a fluid without a name or a usable range, and counts an unreadable value as not specified', () => {
    const fluids = htf.fluidsOfFolder({
      '@nodes': ['good', 'no-range', 'empty-range', 'Bad Name', 'not-a-node'],
      good: {
        '@name': 'good',
        title: 'Good',
        temperatureMin: '-10',
        temperatureMax: '200',
        pourPoint: 'n/a',
        viscosity40: '12.5',
        uses: ['cooling', 'boiling', 3],
        waterHazardClass: '9',
      },
      'no-range': { '@name': 'no-range', title: 'No range', temperatureMin: '-10' },
      'empty-range': { '@name': 'empty-range', title: 'Empty', temperatureMin: '100', temperatureMax: '100' },
      'Bad Name': { '@name': 'Bad Name', title: 'Bad', temperatureMin: '0', temperatureMax: '100' },
      'not-a-node': 'text',
    })
    expect(fluids).toHaveLength(1)
    expect(fluids[0]).toMatchObject({
      id: 'good',
      range: { min: -10, max: 200 },
      pourPoint: undefined,
      viscosity40: 12.5,
      uses: ['cooling'],
      waterHazardClass: undefined,
      optimal: undefined,
      dataSheet: undefined,
    })
  })
})
