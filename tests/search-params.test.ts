import { describe, expect, it } from 'vitest'
import { isSearchable, minimumQueryLength, parseSearchParams, searchView as searchRouteView } from '#app/features/search/search-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { resultLink } from '#app/features/search/result-link.ts'
import { reusableParts, searchView } from '#app/features/search/search-rules.ts'
import type { SearchCounts, SearchResult, ShownSearch } from '#app/features/search/search-result.ts'
import { parseQueryString, stringifyQueryString } from '#app/site/query-string.ts'

describe('search params (q, type, pages)', () => {
  it.each([
    [{}, { q: '', type: undefined, pages: 1 }],
    [
      { q: ' polyamid ', type: 'products', pages: '3' },
      { q: 'polyamid', type: 'products', pages: 3 },
    ],
    [
      { q: 'x', type: 'jobs', pages: '0' },
      { q: 'x', type: undefined, pages: 1 },
    ],
    [
      { q: 'x', pages: '2.5' },
      { q: 'x', type: undefined, pages: 1 },
    ],
    [
      { q: 'x', pages: '-4' },
      { q: 'x', type: undefined, pages: 1 },
    ],
    // a typed link gives a number; anything but a string or a number is no page count
    [
      { q: 'x', pages: 3 },
      { q: 'x', type: undefined, pages: 3 },
    ],
    [
      { q: 'x', pages: ['2'] },
      { q: 'x', type: undefined, pages: 1 },
    ],
    [
      { q: 'x', pages: true },
      { q: 'x', type: undefined, pages: 1 },
    ],
    [
      { q: 'x', pages: '999' },
      { q: 'x', type: undefined, pages: 10 },
    ],
    [
      { q: 'x', pages: '10' },
      { q: 'x', type: undefined, pages: 10 },
    ],
    [
      { q: 'x', pages: '11' },
      { q: 'x', type: undefined, pages: 10 },
    ],
    [
      { q: 'x', pages: 'abc' },
      { q: 'x', type: undefined, pages: 1 },
    ],
    [{ q: ['a', 'b'] }, { q: '', type: undefined, pages: 1 }],
    [{ q: 'y'.repeat(300) }, { q: 'y'.repeat(200), type: undefined, pages: 1 }],
  ])('%j -> %j', (raw, parsed) => {
    expect(parseSearchParams(raw)).toEqual(parsed)
  })

  it('writes defaults out of the URL and keeps foreign params', () => {
    const params = viewLinkSearch(searchRouteView, { utm_source: 'mail', q: 'old' }, { q: 'polyamid', type: undefined, pages: 1 })
    expect(stringifyQueryString(params)).toBe('?utm_source=mail&q=polyamid')
    expect(stringifyQueryString(viewLinkSearch(searchRouteView, {}, { q: 'pa', type: 'press', pages: 2 }))).toBe('?q=pa&type=press&pages=2')
  })

  it('reads flat query strings as plain strings', () => {
    expect(parseQueryString('?q=123&pages=2&empty=')).toEqual({ q: '123', pages: '2', empty: '' })
    expect(stringifyQueryString({ use: ['cooling', 'food-grade'], none: undefined, blank: '' })).toBe('?use=cooling,food-grade')
  })

  it('reads repeated keys (checkboxes of a form sent without script) as one comma-separated list', () => {
    expect(parseQueryString('?use=cooling&use=food-grade&tmin=-20')).toEqual({ use: 'cooling,food-grade', tmin: '-20' })
    expect(parseQueryString('?use=cooling%2Cfood-grade')).toEqual({ use: 'cooling,food-grade' })
    expect(stringifyQueryString({ q: 'a,b c&d' })).toBe('?q=a,b+c%26d')
  })
})

describe('minimum query length', () => {
  it.each([
    ['de', 3],
    ['en', 3],
    ['zh', 1],
  ] as const)('%s needs %i characters', (lang, length) => {
    expect(minimumQueryLength(lang)).toBe(length)
    expect(isSearchable('x'.repeat(length), lang)).toBe(true)
    expect(isSearchable('x'.repeat(length - 1), lang)).toBe(false)
  })

  it('counts characters, not spaces or UTF-16 units', () => {
    expect(isSearchable('  ab  ', 'en')).toBe(false)
    expect(isSearchable('聚', 'zh')).toBe(true)
    expect(isSearchable('𝔸𝔹', 'en')).toBe(false)
  })
})

describe('search result links', () => {
  const base = { id: 'f81d4fae', title: 't', fragment: '' }
  it.each([
    [{ ...base, type: 'pages', path: '/mocom/about' }, 'mocom', { kind: 'cms', cmsPath: '/mocom/about' }],
    [{ ...base, type: 'products', name: 'alcom-pa6' }, 'albis', { kind: 'page', pagePath: '/products-brands/alcom-pa6' }],
    [{ ...base, type: 'products', name: 'mocom-pa6' }, 'mocom', { kind: 'page', pagePath: '/products-overview/mocom-pa6' }],
    [{ ...base, type: 'products', name: 'thermofluid-fg-300' }, 'htf', { kind: 'page', pagePath: '/htf-products/thermofluid-fg-300' }],
    [{ ...base, type: 'press', name: 'new-plant' }, 'albis', { kind: 'page', pagePath: '/info-center/press~new-plant~s=f81d4fae~' }],
    [{ ...base, type: 'stories', name: 'pa-guide' }, 'htf', { kind: 'page', pagePath: '/info-center/blog~pa-guide~s=f81d4fae~' }],
    [{ ...base, type: 'industries', name: 'automotive' }, 'chemie', { kind: 'page', pagePath: '/industries/automotive' }],
    [{ ...base, type: 'industries', name: 'automotive', productGroupId: 'pa6' }, 'chemie', { kind: 'page', pagePath: '/industries/automotive/pa6' }],
    [{ ...base, type: 'files', link: '/dam/jcr:1/x.pdf' }, 'albis', { kind: 'download', href: '/dam/jcr:1/x.pdf' }],
    [{ ...base, type: 'files', link: 'https://evil.example/x' }, 'albis', undefined],
  ] as const)('%j on %s', (result, brand, link) => {
    expect(resultLink(result, brand)).toEqual(link)
  })
})

describe('a search view from its parts', () => {
  const hit = (id: string): SearchResult => ({ id, type: 'products', title: id, fragment: '' })
  const page = (from: number): SearchResult[] => [0, 1, 2, 3, 4].map((i) => hit(String(from + i)))
  const counts: SearchCounts = { all: 40, files: 2, stories: 3, pages: 5, products: 24, press: 4, industries: 2 }
  const shown = (tab: ShownSearch['tab'], pages: number): ShownSearch => ({
    tab,
    pages: Array.from({ length: pages }, (_, i) => page(i * 5)),
    total: counts[tab],
    counts,
  })

  it.each([
    ['nothing shown: the counts and every page asked for', [], 'products', 3, { counts: false, known: [false, false, false] }],
    ['show more: only the next page asked for', [shown('products', 2)], 'products', 3, { counts: true, known: [true, true, false] }],
    ['back to fewer pages: nothing asked for', [shown('products', 4)], 'products', 2, { counts: true, known: [true, true] }],
    ['the most pages shown of the tab count', [shown('products', 1), shown('products', 3)], 'products', 3, { counts: true, known: [true, true, true] }],
    ['another tab: its counts, not its pages', [shown('all', 2)], 'products', 1, { counts: true, known: [false] }],
  ] as const)('%s', (_, views, tab, pages, expected) => {
    const parts = reusableParts(views, tab, pages)
    expect(parts.counts !== undefined).toBe(expected.counts)
    expect(parts.pages.map((results) => results !== undefined)).toEqual(expected.known)
    // a page taken is the page at its place
    parts.pages.forEach((results, index) => results && expect(results).toEqual(page(index * 5)))
  })

  it('puts the pages together with the counts; fails when a part failed', () => {
    const ok = { status: 'ok', counts } as const
    expect(
      searchView('products', ok, [
        { status: 'ok', results: page(0) },
        { status: 'ok', results: page(5) },
      ]),
    ).toEqual({ status: 'ok', tab: 'products', pages: [page(0), page(5)], total: 24, counts })
    expect(searchView('products', ok, [{ status: 'ok', results: page(0) }, { status: 'error' }])).toEqual({ status: 'error' })
    expect(searchView('all', { status: 'error' }, [{ status: 'ok', results: page(0) }])).toEqual({ status: 'error' })
    expect(searchView('all', { status: 'too-short' }, [{ status: 'too-short' }])).toEqual({ status: 'too-short' })
    expect(searchView('all', { status: 'too-short' }, [])).toEqual({ status: 'too-short' })
    expect(searchView('products', ok, [{ status: 'ok', results: page(0) }, { status: 'too-short' }])).toEqual({ status: 'too-short' })
  })
})
