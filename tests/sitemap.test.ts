import { describe, expect, it } from 'vitest'
import { sitePages } from '#app/cms/sitemap-source.ts'
import type { ContentNode } from '#app/cms/content.ts'
import { languageAlternates } from '#app/site/language-alternates.ts'
import { maxSitemapUrls, sitemapDate, sitemapIndexXml, urlSetXml } from '#app/site/sitemap-xml.ts'

describe('sitemap XML', () => {
  it('a location with characters XML cannot hold keeps only those it can', () => {
    expect(urlSetXml([{ loc: 'https://x.example/en/a\u0001b?c&d', alternates: [] }])).toContain('<url><loc>https://x.example/en/ab?c&amp;d</loc></url>')
  })

  it('dates become UTC date-times; anything else is left out', () => {
    expect(sitemapDate('2026-10-02T14:30:00.000+02:00')).toBe('2026-10-02T12:30:00.000Z')
    expect(sitemapDate('2025-03-01')).toBe('2025-03-01T00:00:00.000Z')
    expect(sitemapDate('yesterday')).toBeUndefined()
    expect(sitemapDate('')).toBeUndefined()
    expect(sitemapDate(undefined)).toBeUndefined()
  })

  it('an index lists its sitemaps', () => {
    expect(sitemapIndexXml([{ loc: 'https://x.example/sitemaps/mocom/de.xml' }, { loc: 'https://x.example/a?b&c', lastmod: '2026-01-01T00:00:00.000Z' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://x.example/sitemaps/mocom/de.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://x.example/a?b&amp;c</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></sitemap>\n</sitemapindex>\n',
    )
  })

  it('a URL set has each URL with its date and alternates, at most 50,000', () => {
    const url = { loc: 'https://x.example/en/a', lastmod: '2026-01-01T00:00:00.000Z', alternates: [{ hreflang: 'de', href: 'https://x.example/de/a' }] }
    expect(urlSetXml([url, { loc: 'https://x.example/en/b', alternates: [] }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '<url><loc>https://x.example/en/a</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod><xhtml:link rel="alternate" hreflang="de" href="https://x.example/de/a"/></url>\n' +
        '<url><loc>https://x.example/en/b</loc></url>\n</urlset>\n',
    )
    const many = Array.from({ length: maxSitemapUrls + 5 }, (_, i) => ({ loc: `https://x.example/${i}`, alternates: [] }))
    expect(urlSetXml(many).match(/<url>/g)?.length).toBe(50_000)
  })
})

describe('language alternates', () => {
  it('every language of the brand in the visitor URL form, and x-default in the first language', () => {
    expect(languageAlternates('https://s.example', { brand: 'mocom', brandInPath: true, pagePath: '/about' }, 'acme')).toEqual([
      { hreflang: 'de', href: 'https://s.example/mocom/de/about' },
      { hreflang: 'en', href: 'https://s.example/mocom/en/about' },
      { hreflang: 'x-default', href: 'https://s.example/mocom/de/about' },
    ])
    expect(
      languageAlternates('https://www.albis.example', { brand: 'albis', brandInPath: false, pagePath: '/' }, 'acme').map((alternate) => alternate.href),
    ).toEqual(['https://www.albis.example/de', 'https://www.albis.example/en', 'https://www.albis.example/zh', 'https://www.albis.example/de'])
  })
})

describe('the pages of a navigation tree', () => {
  const node = (path: string, children: ContentNode[], extra: Record<string, string | number> = {}): ContentNode => ({
    '@name': path.split('/').pop() ?? '',
    '@path': path,
    '@id': path,
    '@nodeType': 'mgnl:page',
    '@nodes': children.map((child) => child['@name']),
    ...Object.fromEntries(children.map((child) => [child['@name'], child])),
    ...extra,
  })

  it('lists every page, hidden ones too, the root as /, with template and last change', () => {
    const area: ContentNode = { '@name': 'main', '@path': '/mocom/main', '@id': 'a', '@nodeType': 'mgnl:area', '@nodes': [] }
    const root = node(
      '/mocom',
      [
        node('/mocom/about', [node('/mocom/about/team', [], { 'mgnl:lastModified': 20261002 })], {
          'mgnl:lastModified': '2026-10-02T14:30:00.000+02:00',
          hideInNav: 'true',
        }),
      ],
      { 'mgnl:template': 'okg-lm:pages/home' },
    )
    root['@nodes'].push('main')
    root['main'] = area
    expect(sitePages(root, 'mocom')).toEqual([
      { pagePath: '/', template: 'okg-lm:pages/home', lastModified: undefined },
      { pagePath: '/about', template: undefined, lastModified: '2026-10-02T14:30:00.000+02:00' },
      { pagePath: '/about/team', template: undefined, lastModified: undefined },
    ])
  })
})
