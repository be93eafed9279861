import { describe, expect, it } from 'vitest'
import { SearchIndex, fragment, queryTerms } from '../../backend/search/search-index.ts'
import type { SearchDocument } from '../../backend/search/search-documents.ts'

const doc = (id: string, title: string, text: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  website: 'albis',
  lang: 'en',
  type: 'pages',
  id,
  title,
  text,
  ...extra,
})

function index(documents: SearchDocument[]) {
  const search = new SearchIndex()
  search.rebuild(documents)
  return search
}

const request = { website: 'albis', lang: 'en', offset: 0, limit: 5, fragmentSize: 200, maxFragments: 1 }

describe('search index', () => {
  it('finds Polyamide for polyamid and for a three-letter prefix', () => {
    const search = index([doc('1', 'Polyamide 6', 'Engineering plastic'), doc('2', 'Polycarbonate', 'Transparent')])
    expect(search.search({ ...request, query: 'polyamid' }).data.map((hit) => hit.id)).toEqual(['1'])
    expect(search.search({ ...request, query: 'pol' }).count).toBe(2)
  })

  it('ranks title matches first, then by relevance', () => {
    const search = index([
      doc('text-only', 'Our warehouse', 'We store polyamide, polyamide and more polyamide in Hamburg.'),
      doc('title', 'Polyamide 66', 'A stiff engineering plastic.'),
    ])
    expect(search.search({ ...request, query: 'polyamide' }).data.map((hit) => hit.id)).toEqual(['title', 'text-only'])
  })

  it('ranks a page, product or story before the files named after it', () => {
    const search = index([
      doc('sheet', 'ALCOM PA66: Safety data sheet', 'alcom-pa66-safety-data-sheet.pdf', { type: 'files' }),
      doc('product', 'ALCOM PA66 (Polyamide 66)', 'Polyamide 66, unfilled, for housings, connectors and structural parts from ALCOM, supplied from stock.', {
        type: 'products',
      }),
    ])
    expect(search.search({ ...request, query: 'alcom pa66' }).data.map((hit) => hit.id)).toEqual(['product', 'sheet'])
  })

  it('requires every term (multi-word queries narrow the result)', () => {
    const search = index([doc('1', 'Polyamide 6 GF30', 'glass fibre'), doc('2', 'Polyamide 6', 'unfilled')])
    expect(search.search({ ...request, query: 'polyamide glass' }).data.map((hit) => hit.id)).toEqual(['1'])
  })

  it('returns one fragment of at most the fragment size around the first match', () => {
    const long = `${'Filler text before the match. '.repeat(20)}Here comes polyamide in the middle. ${'More text after it. '.repeat(20)}`
    const search = index([doc('1', 'Long page', long)])
    const [hit] = search.search({ ...request, query: 'polyamide', fragmentSize: 80 }).data
    expect(hit?.highlight).toHaveLength(1)
    const text = (hit?.highlight[0] ?? '').replace(/<\/?mark>/g, '').replace(/…/g, '')
    expect(text.length).toBeLessThanOrEqual(80)
    expect(hit?.highlight[0]).toContain('<mark>polyamide</mark>')
  })

  it('escapes markup in content, so highlighting cannot inject any', () => {
    const search = index([doc('1', '<img src=x onerror=alert(1)>', 'Polyamide <script>alert(1)</script> & "quotes"')])
    const [hit] = search.search({ ...request, query: 'polyamide' }).data
    expect(hit?.highlight[0]).toBe('<mark>Polyamide</mark> &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;')
  })

  it('treats query syntax as plain words', () => {
    const search = index([doc('1', 'Polyamide', 'text')])
    for (const query of ['"polyamide', 'polyamide OR', 'title:polyamide', 'NEAR(polyamide', '*', 'polyamide)', "'; DROP TABLE x; --"]) {
      expect(() => search.search({ ...request, query })).not.toThrow()
    }
    expect(search.search({ ...request, query: '"polyamide"' }).count).toBe(1)
    expect(queryTerms('a"b* c:d (e)')).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('keeps websites and languages apart', () => {
    const search = index([
      doc('albis-en', 'Polyamide', 'x'),
      doc('albis-de', 'Polyamid', 'x', { lang: 'de' }),
      doc('mocom-en', 'Polyamide', 'x', { website: 'mocom' }),
    ])
    expect(search.search({ ...request, query: 'polyamid' }).data.map((hit) => hit.id)).toEqual(['albis-en'])
    expect(search.search({ ...request, lang: 'de', query: 'polyamid' }).data.map((hit) => hit.id)).toEqual(['albis-de'])
    expect(search.search({ ...request, website: 'mocom', query: 'polyamid' }).data.map((hit) => hit.id)).toEqual(['mocom-en'])
    expect(search.search({ ...request, website: 'nowhere', query: 'polyamid' }).count).toBe(0)
  })

  it('pages with offset and limit, and filters by type with a count', () => {
    const documents = Array.from({ length: 12 }, (_, i) =>
      doc(`p${String(i).padStart(2, '0')}`, `Polyamide grade ${i}`, 'x', { type: i % 3 === 0 ? 'products' : 'pages' }),
    )
    const search = index(documents)
    const all = search.search({ ...request, query: 'polyamide', limit: 100 }).data.map((hit) => hit.id)
    const pages = [0, 5, 10].map((offset) => search.search({ ...request, query: 'polyamide', offset }).data.map((hit) => hit.id))
    expect(pages.flat()).toEqual(all)
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2])
    const products = search.search({ ...request, query: 'polyamide', type: 'products' })
    expect(products.count).toBe(4)
    expect(products.data.every((hit) => hit.type === 'products')).toBe(true)
  })

  it('finds Chinese by single characters', () => {
    const search = index([doc('1', '聚酰胺 6', '我们供应聚酰胺和聚碳酸酯', { lang: 'zh' })])
    const result = search.search({ ...request, lang: 'zh', query: '酰' })
    expect(result.count).toBe(1)
    expect(result.data[0]?.title).toBe('聚酰胺 6')
    expect(result.data[0]?.highlight[0]).toBe('我们供应聚<mark>酰</mark>胺和聚碳酸酯')
    expect(search.search({ ...request, lang: 'zh', query: '聚碳' }).count).toBe(1)
  })

  it('suggests up to the limit of titles for what was typed so far', () => {
    const search = index(Array.from({ length: 8 }, (_, i) => doc(String(i), `Polyamide ${i}`, 'x')))
    expect(search.suggest('albis', 'en', 'polya', 5)).toHaveLength(5)
    expect(search.suggest('albis', 'en', 'zzz', 5)).toEqual([])
  })

  it('suggests no file titles: a product, not its documents named after it', () => {
    const search = index([
      doc('sheet', 'ALCOM PA6: Safety data sheet', 'x', { type: 'files' }),
      doc('guide', 'ALCOM PA6: Processing guide', 'x', { type: 'files' }),
      doc('product', 'ALCOM PA6 (Polyamide 6)', 'an engineering plastic with a long description', { type: 'products' }),
    ])
    expect(search.suggest('albis', 'en', 'alcom pa', 5)).toEqual(['ALCOM PA6 (Polyamide 6)'])
    expect(search.search({ ...request, query: 'alcom pa', type: 'files' }).count).toBe(2)
  })
})

describe('fragment', () => {
  it('closes a mark cut by the window and marks the ellipsis', () => {
    expect(fragment('abc \ue000defghij\ue001 klm', 6)).toBe('…<mark>defghi</mark>…')
  })
})
