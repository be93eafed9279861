import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Area, shownNodes } from '#app/cms/area.tsx'
import { componentProps } from '#app/cms/component-view.tsx'
import { type ComponentRegistry, asksConsent, componentMappingsFor, preloadPageApps } from '#app/cms/component-registry.ts'
import { registry } from '#app/shell/registry.tsx'
import { EmptyBlock } from '#app/cms/empty-block.tsx'
import type { ContentNode } from '#app/cms/content.ts'
import { Facts } from '#app/cms/components/facts.tsx'
import { SiteContext } from '#app/site/site-context.tsx'
import { albisContext } from './helpers/site-context.ts'

const node = (name: string, template: string, extra: Record<string, string> = {}): ContentNode => ({
  '@name': name,
  '@path': `/site/main/${name}`,
  '@id': `id-${name}`,
  '@nodeType': 'mgnl:component',
  '@nodes': [],
  'mgnl:template': template,
  ...extra,
})

describe('component registry', () => {
  it('maps unknown template ids of a page to an empty block', () => {
    const page: ContentNode = {
      ...node('page', 'okg-lm:pages/basic'),
      '@nodes': ['main'],
      main: {
        ...node('main', ''),
        '@nodeType': 'mgnl:area',
        '@nodes': ['00', '01'],
        '00': node('00', 'okg-lm:components/text'),
        '01': node('01', 'old-lm:components/flash'),
      },
    }
    const mappings = componentMappingsFor(page, registry)
    expect(mappings['okg-lm:components/text']).toBe(registry['okg-lm:components/text'].component)
    expect(mappings['okg-lm:pages/basic']).toBe(registry['okg-lm:pages/basic'].component)
    expect(mappings['old-lm:components/flash']).toBe(EmptyBlock)
  })

  it("fetches the code of the loaders of the page's apps ahead, and of no other app", () => {
    const preloaded: string[] = []
    const app = (name: string) => ({ component: EmptyBlock, loader: Object.assign(async () => undefined, { preload: async () => void preloaded.push(name) }) })
    const apps: ComponentRegistry = {
      'okg-lm:components/job-board': app('jobs'),
      'okg-lm:components/news': app('news'),
      'okg-lm:components/text': { component: EmptyBlock },
    }
    const page: ContentNode = {
      ...node('page', 'okg-lm:pages/basic'),
      '@nodes': ['main'],
      main: {
        ...node('main', ''),
        '@nodeType': 'mgnl:area',
        '@nodes': ['00', '01'],
        '00': node('00', 'okg-lm:components/text'),
        '01': node('01', 'okg-lm:components/job-board'),
      },
    }
    preloadPageApps(page, apps)
    expect(preloaded).toEqual(['jobs'])
  })

  it('lets every app loader of the registry fetch its code ahead', () => {
    const loaders = Object.entries(registry).flatMap(([id, entry]) => ('loader' in entry ? [[id, typeof entry.loader.preload]] : []))
    expect(loaders.length).toBeGreaterThan(10)
    expect(loaders.filter(([, preload]) => preload !== 'function')).toEqual([])
  })

  it.each([
    ['text only', ['okg-lm:components/text'], false],
    ['a video', ['okg-lm:components/text', 'okg-lm:components/video'], true],
    ['only the consent reset (it opens the settings, it loads nothing)', ['okg-lm:components/consent-reset'], false],
    ['an unknown component', ['old-lm:components/flash'], false],
  ])('asks for consent on a page with %s: %s', (_, templates, asks) => {
    const names = templates.map((_, index) => `0${index}`)
    const page: ContentNode = {
      ...node('page', 'okg-lm:pages/basic'),
      '@nodes': ['main'],
      main: {
        ...node('main', ''),
        '@nodeType': 'mgnl:area',
        '@nodes': names,
        ...Object.fromEntries(names.map((name, index) => [name, node(name, templates[index] ?? '')])),
      },
    }
    expect(asksConsent(page, registry)).toBe(asks)
  })

  it('passes props the way @magnolia/react-editor does', () => {
    const props = componentProps(node('00', 'okg-lm:components/text', { title: 'Hi', 'link-text': 'More', 'mgnl:lastModified': 'x' }), 3)
    expect(props).toEqual({
      title: 'Hi',
      link_text: 'More',
      metadata: {
        '@index': 3,
        '@name': '00',
        '@path': '/site/main/00',
        '@id': 'id-00',
        '@nodeType': 'mgnl:component',
        '@nodes': [],
        'mgnl:template': 'okg-lm:components/text',
        'mgnl:lastModified': 'x',
      },
    })
  })
})

describe('an area outside a page wrapper', () => {
  it('is a fault in development', () => {
    expect(() => renderToString(<Area content={node('main', '')} />)).toThrow('An area was used outside a page wrapper')
  })
})

describe('the components an area shows', () => {
  const text = (name: string) => node(name, 'okg-lm:components/text')
  const app = node('app', 'okg-lm:components/catalogue-industries')
  const teaser = node('teaser', 'okg-lm:components/teaser')
  it.each([
    ['a list page shows its introduction and its app', [text('intro'), app], false, ['intro', 'app']],
    ['a detail leaves out the texts that introduce the list', [text('intro'), text('more'), app, text('after')], true, ['app', 'after']],
    ['a detail keeps a page that opens with its app as it is', [app, text('after')], true, ['app', 'after']],
    ['a detail keeps a page of texts only', [text('intro'), text('more')], true, ['intro', 'more']],
    ['a detail keeps what opens the page when it is not a text', [teaser, app], true, ['teaser', 'app']],
  ])('%s', (_, nodes, showsDetail, shown) => {
    expect(shownNodes(nodes, showsDetail).map((shownNode) => shownNode['@name'])).toEqual(shown)
  })
})

describe('facts and figures', () => {
  const facts = (decimals: string, value: string) => ({
    metadata: { '@index': 0 },
    items: { ...node('items', ''), '@nodeType': 'mgnl:area', '@nodes': ['0'], '0': node('0', '', { value, decimals, unit: ' t', label: 'Sold' }) },
  })
  const rendered = (lang: 'de' | 'en', decimals: string, value: string) => {
    const site = albisContext({ lang })
    const html = renderToString(
      <SiteContext value={site}>
        <Facts {...facts(decimals, value)} />
      </SiteContext>,
    )
    return /<span class="fact-value">([^<]*)/.exec(html)?.[1]
  }
  // the number formats are kept per language and decimals: each pair formats as its own
  it.each([
    ['de', '1', '1234.56', '1.234,6'],
    ['en', '1', '1234.56', '1,234.6'],
    ['de', '0', '1234.56', '1.235'],
    ['en', '2', '1234.5', '1,234.50'],
    ['de', '1', '0.04', '0,0'],
  ] as const)('in %s with %s decimals: %s is %s', (lang, decimals, value, shown) => {
    expect(rendered(lang, decimals, value)).toBe(shown)
  })
})
