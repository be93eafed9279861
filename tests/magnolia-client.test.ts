import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { createMagnoliaClient } from '#app/cms/magnolia.server.ts'
import { createUpstream } from '#app/server/upstream.server.ts'
import { type NavItem, childNodes, isContentNode } from '#app/cms/content.ts'
import { startSeedBackend } from './helpers/backend.ts'

/** The site's Magnolia client against the embedded backend, over HTTP. */
describe('Magnolia client', () => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startSeedBackend()
  })
  afterAll(() => backend.close())
  afterEach(() => backend.faults.clear())

  const client = (ttlMs = 60_000) => createMagnoliaClient({ upstream: createUpstream({ name: 'cms', baseUrl: backend.url, timeoutMs: 5000 }), ttlMs })

  it('loads a page in a language, parsed into content nodes', async () => {
    const page = await client().getPage('de', 'mocom', '/about/')
    expect(page?.['@path']).toBe('/mocom/about')
    expect(page?.['title']).toBe('Über uns')
    expect(page?.['mgnl:template']).toBe('okg-lm:pages/basic')
    const main = page?.['main']
    expect(main && typeof main === 'object' && '@nodes' in main).toBe(true)
  })

  it('answers null for a missing page', async () => {
    expect(await client().getPage('en', 'mocom', '/does-not-exist/')).toBeNull()
  })

  it('serves every brand site in every language with a home, about, contact and 404 page', async () => {
    const cms = client()
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
    for (const [site, langs] of Object.entries(sites)) {
      for (const lang of langs) {
        for (const path of ['/', '/about/', '/contact/', '/404/', '/services/']) {
          const page = await cms.getPage(lang, site, path)
          expect(page, `${lang} ${site}${path}`).not.toBeNull()
        }
      }
    }
  })

  it('builds the navigation from pagenav, without hidden pages', async () => {
    const navigation = await client().getNavigation('en', 'wipag')
    expect(navigation.home.path).toBe('/wipag')
    const outline = (item: NavItem): unknown => (item.children.length > 0 ? [item.title, item.children.map(outline)] : item.title)
    expect(navigation.home.children.map(outline)).toEqual([
      'About us',
      'Services',
      'Contact',
      'Recycling request',
      ['Info center', ['Press', 'Blog']],
      ['Career', ['Jobs']],
    ])
  })

  it.each([
    ['albis', ['Brands', 'Markets', 'Downloads'], '/albis/orders'],
    ['mocom', ['Brands', 'Downloads'], '/mocom/orders'],
    ['wipag', ['Downloads'], null],
  ])("names %s's quick links (pages marked serviceNav, hidden from the menu) and its client area's page where it has one", async (site, titles, clientArea) => {
    const navigation = await client().getNavigation('en', site)
    expect(navigation.service.map((item) => item.title)).toEqual(titles)
    expect(navigation.service.map((item) => item.path)).toEqual(titles.map((title) => `/${site}/${title.toLowerCase()}`))
    expect(navigation.clientArea?.path ?? null).toBe(clientArea)
  })

  it('reads a top-level area by language, site and key', async () => {
    const footer = await client().getArea('zh', 'albis', 'footer')
    expect(footer?.['@path']).toBe('/albis/footer')
    expect(JSON.stringify(footer)).toContain('保留所有权利')
  })

  it('sanitizes rich text before anyone renders it', async () => {
    const page = await client().getPage('en', 'albis', '/services/')
    expect(JSON.stringify(page)).not.toMatch(/<script|onerror|javascript:/i)
  })

  it('loads metadata for detail paths and remembers a failed load as false', async () => {
    const cms = client()
    expect(await cms.getPageMeta('en', 'mocom', '/about')).toMatchObject({ title: 'About us' })
    expect(await cms.getPageMeta('en', 'mocom-does-not-exist', '/x')).toBe(false)
    backend.faults.set({ pathPrefix: '/.rest/delivery/pages-meta/', mode: 'error', delayMs: 0 })
    expect(await cms.getPageMeta('en', 'htf', '/about')).toBe(false)
    backend.faults.clear()
    expect(await cms.getPageMeta('en', 'htf', '/about')).toBe(false) // cached as false
  })

  it('serves the last good copy when the CMS fails after the TTL', async () => {
    const cms = client(0) // every read is stale
    const first = await cms.getPage('en', 'htf', '/about/')
    backend.faults.set({ pathPrefix: '/.rest/delivery/pages/', mode: 'error', delayMs: 0 })
    expect(await cms.getPage('en', 'htf', '/about/')).toEqual(first)
    backend.faults.set({ pathPrefix: '/.rest/delivery/pages/', mode: 'malformed', delayMs: 0 })
    expect(await cms.getPage('en', 'htf', '/about/')).toEqual(first)
  })

  it('fails when the CMS fails and there is no copy', async () => {
    backend.faults.set({ pathPrefix: '/.rest/delivery/pages/', mode: 'error', delayMs: 0 })
    await expect(client().getPage('en', 'htf', '/contact/')).rejects.toMatchObject({ kind: 'server error', status: 500 })
    backend.faults.set({ pathPrefix: '/.rest/delivery/pages/', mode: 'malformed', delayMs: 0 })
    await expect(client().getPage('en', 'htf', '/contact/')).rejects.toMatchObject({ kind: 'Internal error' })
    backend.faults.set({ pathPrefix: '/.rest/delivery/pages/', mode: 'slow', delayMs: 3000 })
    await expect(client().getPage('en', 'htf', '/contact/')).rejects.toMatchObject({ kind: 'network error' })
  })

  it('shares one request between concurrent readers of the same page', async () => {
    backend.faults.set({ pathPrefix: '/.rest/delivery/pages/', mode: 'slow', delayMs: 200 })
    const cms = client()
    const started = Date.now()
    const pages = await Promise.all(Array.from({ length: 20 }, () => cms.getPage('en', 'plgrd', '/contact/')))
    expect(new Set(pages).size).toBe(1) // the very same object: one load
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('bypasses the cache in preview', async () => {
    const cms = client()
    const cached = await cms.getPage('en', 'chemie', '/about/')
    backend.faults.set({ pathPrefix: '/.rest/delivery/pages/', mode: 'error', delayMs: 0 })
    expect(await cms.getPage('en', 'chemie', '/about/')).toBe(cached)
    await expect(cms.getPage('en', 'chemie', '/about/', { preview: true })).rejects.toMatchObject({ kind: 'server error' })
  })

  it('loads template annotations and definitions', async () => {
    const cms = client()
    const annotations = await cms.getTemplateAnnotations('albis', '/services')
    expect(annotations['/albis/services/main']).toMatch(/^cms:area .*availableComponents="okg-lm:components\/stage/)
    const definitions = await cms.getTemplateDefinitions('okg-lm:pages/home')
    expect(Object.keys(definitions)).toContain('okg-lm:components/faq')
  })

  it('keeps component order from the export', async () => {
    const page = await client().getPage('en', 'albis', '/playground/')
    const main = page?.['main']
    if (!isContentNode(main)) throw new Error('no main area')
    const templates = childNodes(main).map((node) => node['mgnl:template'])
    expect(templates).toEqual([
      'okg-lm:components/text',
      'okg-lm:components/text',
      'legacy-lm:components/flash-banner',
      'okg-lm:components/text',
      'okg-lm:components/facts',
      'okg-lm:components/text',
    ])
  })
})
