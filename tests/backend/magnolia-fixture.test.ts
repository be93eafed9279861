import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningBackend, startBackend } from '../../backend/server.ts'
import { fixturesDir } from '../helpers/backend.ts'

type Json = Record<string, unknown>

/** Magnolia's real export, served by the embedded backend as Magnolia's delivery API would. */
describe('the real Magnolia export website.react-minimal.yaml', () => {
  let backend: RunningBackend
  const reference = JSON.parse(readFileSync(`${fixturesDir}/react-editor-1.4.3-mock/page.json`, 'utf8')) as Json

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'magnolia-fixture-'))
    mkdirSync(join(dir, 'website'))
    cpSync(`${fixturesDir}/minimal-headless-spa-demos/content/website.react-minimal.yaml`, join(dir, 'website', 'website.react-minimal.yaml'))
    cpSync(`${fixturesDir}/minimal-headless-spa-demos/light-modules`, join(dir, 'light-modules'), { recursive: true })
    backend = await startBackend({ port: 0, contentDir: dir, languages: ['en', 'de'] })
  })
  afterAll(() => backend.close())

  const get = async (path: string) => {
    const response = await fetch(`${backend.url}${path}`)
    return { status: response.status, body: (await response.json()) as Json }
  }

  /** Checks a delivery node the way page.json shows them: system keys, string values, @nodes order. */
  function expectDeliveryShape(node: Json) {
    for (const key of ['@name', '@path', '@id', '@nodeType']) expect(typeof node[key], key).toBe('string')
    expect(Array.isArray(node['@nodes'])).toBe(true)
    for (const [key, value] of Object.entries(node)) {
      if (key === '@nodes') continue
      expect(['string', 'object'], key).toContain(typeof value)
      expect(key).not.toMatch(/^jcr:(uuid|primaryType|mixinTypes)$/)
      expect(key).not.toMatch(/_(de|en)$/)
    }
    for (const child of node['@nodes'] as string[]) {
      const childNode = node[child] as Json
      expect(childNode['@path']).toBe(`${node['@path'] as string}/${child}`)
      expectDeliveryShape(childNode)
    }
  }

  it('serves the page with the keys and value types of a real delivery response', async () => {
    const { status, body } = await get('/.rest/delivery/pages/v1/en/react-minimal')
    expect(status).toBe(200)
    expectDeliveryShape(body)
    expectDeliveryShape(reference) // the same checks hold for Magnolia's own response
    expect(body['@nodeType']).toBe(reference['@nodeType'])
    expect(body['@path']).toBe('/react-minimal')
    expect(body['@id']).toBe('066761ae-f69b-4029-9900-496259837d2d')
    expect(body['mgnl:template']).toBe('react-minimal-lm:pages/basic')
    expect(body['mgnl:activationStatus']).toBe('true') // a string, as in page.json
    expect(typeof reference['mgnl:activationStatus']).toBe('string')
    expect(body['@nodes']).toEqual(['main', 'extras']) // areas in document order; child pages are not part of a page
    const main = body['main'] as Json
    expect(main['@nodeType']).toBe('mgnl:area')
    expect(main['@nodes']).toEqual(['00', '01'])
    expect((main['01'] as Json)['richText']).toContain('springtime')
  })

  it('resolves i18n properties for the requested language and keeps nested areas in components', async () => {
    const { body } = await get('/.rest/delivery/pages/v1/de/react-minimal/contact')
    expect(body['title']).toBe('Kontakt')
    const main = body['main'] as Json
    expect(main['@nodes']).toEqual(['00', '0', '01', '02']) // document order, not JavaScript key order
    expect((main['00'] as Json)['richText']).toContain('Kontakt Verkauf')
    const expander = main['0'] as Json
    expect(expander['mgnl:template']).toBe('spa-lm:components/expander')
    const items = expander['expanderItems'] as Json
    expect(items['@nodeType']).toBe('mgnl:area')
    expect(items['@path']).toBe('/react-minimal/contact/main/0/expanderItems')
    expect((items['00'] as Json)['richText']).toContain('Kontaktiert uns')
    const english = await get('/.rest/delivery/pages/v1/en/react-minimal/contact')
    expect(english.body['title']).toBe('Contact')
  })

  it('serves pagenav with child pages and template annotations for every node path', async () => {
    const nav = await get('/.rest/delivery/pagenav/v1/en/react-minimal')
    expect(nav.body['@nodes']).toEqual(['contact'])
    expect((nav.body['contact'] as Json)['mgnl:template']).toBe('react-minimal-lm:pages/contact')
    expect(nav.body['main']).toBeUndefined()
    const annotations = await get('/.rest/template-annotations/v1/react-minimal/contact')
    expect(annotations.body['/react-minimal/contact']).toMatch(/^cms:page content="website:\/react-minimal\/contact"/)
    expect(annotations.body['/react-minimal/contact/main']).toMatch(
      /^cms:area content="website:\/react-minimal\/contact\/main" name="main" availableComponents="spa-lm:components\/paragraph,spa-lm:components\/expander"/,
    )
    expect(annotations.body['/react-minimal/contact/main/0']).toMatch(/^cms:component content="website:\/react-minimal\/contact\/main\/0"/)
    expect(annotations.body['/react-minimal/contact/main/0/expanderItems']).toMatch(/^cms:area /)
  })

  it('answers 404 for unknown pages and languages', async () => {
    expect((await get('/.rest/delivery/pages/v1/en/react-minimal/nope')).status).toBe(404)
    expect((await get('/.rest/delivery/pages/v1/fr/react-minimal')).status).toBe(404)
    expect((await get('/.rest/delivery/pages/v1/en/react-minimal/main')).status).toBe(404) // an area is not a page
  })
})
