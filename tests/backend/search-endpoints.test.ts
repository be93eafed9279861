import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningBackend, startBackend } from '../../backend/server.ts'
import { repoRoot, startSeedBackend } from '../helpers/backend.ts'

/** The search engine contract over HTTP, on the seed content. */
describe('embedded search engine', () => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startSeedBackend()
  })
  afterAll(() => backend.close())

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${backend.url}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
    return { status: response.status, body: (await response.json()) as { data: Array<Record<string, unknown>>; count: number } }
  }
  const search = (body: Record<string, unknown>) =>
    post('/se/search', { lang: 'de', website: 'albis', offset: 0, limit: 5, highlightConfig: { maxNumFragments: 1, fragmentSize: 200 }, ...body })

  it('answers { data, count } with five hits and highlighted fragments', async () => {
    const { status, body } = await search({ query: 'polyamid', type: 'products' })
    expect(status).toBe(200)
    expect(body.count).toBeGreaterThanOrEqual(15)
    expect(body.data).toHaveLength(5)
    expect(String((body.data[0]?.['highlight'] as string[])[0])).toMatch(/<mark>Polyamid/)
  })

  it('has hits of every result type in every language of every brand, industries where a page shows them', async () => {
    const sites = {
      albis: ['de', 'en', 'zh'],
      mocom: ['de', 'en'],
      ceramics: ['de', 'en'],
      group: ['de', 'en'],
      htf: ['de', 'en'],
      wipag: ['de', 'en'],
      plgrd: ['de', 'en'],
      chemie: ['de', 'en'],
      'new-business': ['de', 'en'],
    }
    const queries: Record<string, Record<string, string>> = {
      files: { de: 'Zertifikat', en: 'certificate', zh: '证书' },
      stories: { de: 'Glasfaser', en: 'glass', zh: '玻' },
      pages: { de: 'Kontakt', en: 'contact', zh: '联' },
      products: { de: 'Polyamid', en: 'polyamide', zh: '酰' },
      press: { de: 'Polyamid', en: 'polyamide', zh: '酰' },
      industries: { de: 'Automobil', en: 'automotive', zh: '汽' },
    }
    // the HTF site's products are heat transfer fluids
    const htfProducts: Record<string, string> = { de: 'Wärmeträger', en: 'heat transfer' }
    // the ceramics unit's press releases and blog posts are about ceramic powders
    const ceramicsStories: Record<string, Record<string, string>> = {
      press: { de: 'Zirkonoxid', en: 'zirconia' },
      stories: { de: 'Aluminiumoxid', en: 'alumina' },
    }
    // only the chemicals unit and albis have an industries page (`/industries` with an industries app)
    const showsIndustries = new Set(['chemie', 'albis'])
    for (const [website, langs] of Object.entries(sites)) {
      for (const lang of langs) {
        for (const [type, byLang] of Object.entries(queries)) {
          const query =
            website === 'htf' && type === 'products'
              ? htfProducts[lang]
              : website === 'ceramics'
                ? (ceramicsStories[type]?.[lang] ?? byLang[lang])
                : byLang[lang]
          const { body } = await search({ website, lang, type, query })
          if (type === 'industries' && !showsIndustries.has(website)) expect(body.count, `${website} ${lang} ${type}`).toBe(0)
          else expect(body.count, `${website} ${lang} ${type}`).toBeGreaterThan(0)
        }
      }
    }
  })

  it("indexes a downloads entry's file in the language it is shown in: the German version on the German site, the Chinese on the Chinese", async () => {
    const titles = async (lang: string, query: string) =>
      (await search({ website: 'albis', lang, type: 'files', query, limit: 50 })).body.data.map((hit) => String(hit['title']))
    expect(await titles('de', 'Zertifikat')).toEqual(expect.arrayContaining(['Zertifikat ISO 9001', 'Zertifikat ISO 14001', 'Zertifikat ISO 50001']))
    expect(await titles('en', 'Zertifikat')).toEqual([])
    expect(await titles('zh', '证书')).toEqual(expect.arrayContaining(['ISO 9001 证书', 'ISO 14001 证书']))
    // by its file name too: the German version is `…-datasheet-…-de.pdf`
    expect(await titles('de', 'datasheet')).toEqual(['Datenblatt: typische Eigenschaften von PA66 GF30'])
    expect(await titles('en', 'datasheet')).toEqual(['Datasheet: typical properties of PA66 GF30'])
  })

  it('gives the data the site needs to link each result type', async () => {
    const first = async (type: string, query: string) => (await search({ type, query, lang: 'en' })).body.data[0] ?? {}
    expect(await first('pages', 'contact')).toMatchObject({ path: '/albis/contact' })
    expect(await first('products', 'polyamide')).toMatchObject({ name: expect.stringMatching(/^alcom-pa/) })
    expect(await first('files', 'certificate')).toMatchObject({ link: expect.stringMatching(/^\/dam\/jcr:.*\.pdf$/) })
    expect(await first('press', 'warehouse')).toMatchObject({ name: expect.any(String), id: expect.any(String) })
    const industries = (await search({ website: 'chemie', type: 'industries', query: 'automotive', lang: 'en', limit: 10 })).body.data
    expect(industries.map((hit) => [hit['name'], hit['productGroupId']])).toEqual(
      expect.arrayContaining([
        ['automotive', undefined],
        ['automotive', 'resins'],
      ]),
    )
    // albis's industries and their product groups, named as the catalogue names its families
    const albis = (await search({ website: 'albis', type: 'industries', query: 'Automobil', lang: 'de', limit: 20 })).body.data
    expect(albis).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'automotive', productGroupId: 'pa66', title: expect.stringContaining('Polyamid 66') })]),
    )
  })

  it('finds every document a site links as a file, and each link downloads a PDF', async () => {
    // the HTF products' data sheets, linked from the products workspace
    const sheets = await search({ website: 'htf', lang: 'en', type: 'files', query: 'thermofluid data sheet', limit: 100 })
    expect(sheets.body.count).toBe(30)
    // the documents of the products the index holds, as their product pages list them
    const documents = await search({ website: 'albis', lang: 'de', type: 'files', query: 'alcom pa6', limit: 100 })
    expect(documents.body.data.map((hit) => hit['title'])).toEqual(
      expect.arrayContaining(['ALCOM PA6 (Polyamid 6): Technisches Datenblatt', 'ALCOM PA6 (Polyamid 6): Sicherheitsdatenblatt']),
    )
    // a downloads entry keeps its own title
    expect((await search({ website: 'albis', lang: 'de', type: 'files', query: 'Verkaufsbedingungen' })).body.data[0]).toMatchObject({
      title: 'Allgemeine Verkaufsbedingungen',
    })
    for (const hit of [...sheets.body.data, ...documents.body.data]) {
      const file = await fetch(`${backend.url}${String(hit['link'])}`)
      expect(file.headers.get('content-type'), String(hit['link'])).toBe('application/pdf')
      await file.arrayBuffer()
    }
    // images are no files
    expect((await search({ website: 'albis', lang: 'en', type: 'files', query: 'svg' })).body.count).toBe(0)
  })

  it('suggests at most five titles', async () => {
    const { status, body } = await post('/se/suggestions', { query: 'alcom pa', lang: 'en', limit: 5, website: 'albis' })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(5)
    expect(body.data.every((title) => String(title).startsWith('ALCOM PA'))).toBe(true)
  })

  it('rejects malformed requests with 400', async () => {
    expect((await post('/se/search', { query: 'x' })).status).toBe(400)
    expect((await post('/se/search', { query: 'x', lang: 'de', website: 'albis', type: 'jobs' })).status).toBe(400)
    const response = await fetch(`${backend.url}/se/suggestions`, { method: 'POST', body: '{not json' })
    expect(response.status).toBe(400)
    // the test controls answer malformed bodies with 400 too
    const control = { authorization: `Bearer ${backend.controlToken}`, 'content-type': 'application/json' }
    expect((await fetch(`${backend.url}/__backend/faults`, { method: 'POST', headers: control, body: '{oops' })).status).toBe(400)
    expect((await fetch(`${backend.url}/__backend/content`, { method: 'POST', headers: control, body: 'nope' })).status).toBe(400)
  })
})

describe('content changes', () => {
  it('rebuild the search index while the backend runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync(`${repoRoot}content`, dir, { recursive: true })
    const backend = await startBackend({ port: 0, contentDir: dir, languages: ['en'], watch: true })
    try {
      const count = async () => {
        const response = await fetch(`${backend.url}/se/search`, { method: 'POST', body: JSON.stringify({ query: 'zeppelin', lang: 'en', website: 'extra' }) })
        return ((await response.json()) as { count: number }).count
      }
      expect(await count()).toBe(0)
      writeFileSync(
        join(dir, 'website', 'website.extra.yaml'),
        'extra:\n  jcr:primaryType: mgnl:page\n  jcr:uuid: 0b5c7f9e-0000-4000-8000-000000000001\n  mgnl:template: okg-lm:pages/basic\n  title: Zeppelin hangar\n',
      )
      await vi.waitFor(async () => expect(await count()).toBe(1), { timeout: 5000, interval: 100 })
    } finally {
      await backend.close()
    }
  })
})
