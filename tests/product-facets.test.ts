import { describe, expect, it } from 'vitest'
import { type ProductSearchParams, maxFilterValues, maxQueryLength, parseProductSearchParams } from '#app/features/catalogue/product-search-params.ts'
import { productSearchSearch } from '#app/features/catalogue/product-search-links.ts'
import { catalogueValues, keptTerms, keptWords, knownParams, pageLinks, queryTerms, searchProducts } from '#app/features/catalogue/product-facets.ts'
import { type FacetedProduct, type ProductFilter, productFilters, productsPerPage } from '#app/features/catalogue/product.ts'
import { stringifyQueryString } from '#app/site/query-string.ts'

const defaults = parseProductSearchParams({})

/** The free-text rule, written out for the brute-force checks: the product's text holds every word. */
const matchesText = (product: FacetedProduct, terms: readonly string[]) => terms.every((term) => product.text.includes(term))
const params = (overrides: Partial<ProductSearchParams>): ProductSearchParams => ({ ...defaults, ...overrides })

describe('product search params', () => {
  it('has a default for every field', () => {
    expect(defaults).toEqual({
      q: '',
      region: undefined,
      industry: [],
      application: [],
      solution: [],
      idea: [],
      manufacturer: [],
      lubricant: [],
      fuel: [],
      page: 1,
    })
  })

  it.each([
    [{ q: '  poly   amide ' }, { q: 'poly amide' }],
    [{ q: 'x'.repeat(10_000) }, { q: 'x'.repeat(maxQueryLength) }],
    [{ q: ['a', 'b'] }, { q: '' }],
    [{ q: `${'a'.repeat(99)} b` }, { q: 'a'.repeat(99) }],
    [{ q: ` ${'a'.repeat(100)}` }, { q: 'a'.repeat(100) }],
    [{ industry: ' medical ' }, { industry: ['medical'] }],
    [{ region: 'de' }, { region: 'DE' }],
    [{ region: ' CN ' }, { region: 'CN' }],
    [{ region: 'XX' }, { region: undefined }],
    [{ region: 'DE,AT' }, { region: undefined }],
    [{ industry: 'automotive,electronics' }, { industry: ['automotive', 'electronics'] }],
    [{ industry: 'Automotive, automotive ,,electronics' }, { industry: ['automotive', 'electronics'] }],
    [{ manufacturer: '../etc,a b,-x,basf' }, { manufacturer: ['basf'] }],
    [{ fuel: 'y'.repeat(65) }, { fuel: [] }],
    [{ fuel: 'y'.repeat(64) }, { fuel: ['y'.repeat(64)] }],
    [{ lubricant: 42 }, { lubricant: [] }],
    [{ idea: Array.from({ length: 500 }, (_, i) => `v${i}`).join(',') }, { idea: Array.from({ length: maxFilterValues }, (_, i) => `v${i}`) }],
    [{ page: '2' }, { page: 2 }],
    [{ page: '0' }, { page: 1 }],
    [{ page: '1.5' }, { page: 1 }],
    [{ page: '10000' }, { page: 10_000 }],
    [{ page: '10001' }, { page: 1 }],
    [{ page: 'last' }, { page: 1 }],
  ])('%j falls back or normalizes to %j', (raw, parsed) => {
    expect(parseProductSearchParams(raw)).toEqual({ ...defaults, ...parsed })
  })

  it('writes the params in the form order, defaults left out, other params kept first', () => {
    const written = productSearchSearch(
      { utm_source: 'mail', page: '3', q: 'old' },
      params({ q: 'polyamide', region: 'DE', industry: ['automotive', 'electronics'], manufacturer: ['basf'], page: 2 }),
    )
    expect(stringifyQueryString(written)).toBe('?utm_source=mail&q=polyamide&region=DE&industry=automotive,electronics&manufacturer=basf&page=2')
    expect(stringifyQueryString(productSearchSearch({ q: 'x', page: '4' }, defaults))).toBe('')
    for (const filter of productFilters) expect(stringifyQueryString(productSearchSearch({}, params({ [filter]: ['a'] })))).toBe(`?${filter}=a`)
  })
})

function product(text: string, regions: string[], values: Partial<Record<ProductFilter, string[]>>): FacetedProduct {
  return { text, regions, values: { industry: [], application: [], solution: [], idea: [], manufacturer: [], lubricant: [], fuel: [], ...values } }
}

// a small catalogue: four products, industry and manufacturer filters, three regions
const pa = product('ultramid a3 polyamide 66 basf', ['DE', 'AT'], { industry: ['automotive'], manufacturer: ['basf'] })
const pbt = product('ultradur b4 polybutylene basf', ['DE'], { industry: ['electronics', 'automotive'], manufacturer: ['basf'] })
const pc = product('makrolon 2405 polycarbonate covestro', ['CN'], { industry: ['electronics'], manufacturer: ['covestro'] })
const pa12 = product('vestamid l polyamide 12 evonik', ['DE', 'CN'], { industry: ['medical'], manufacturer: ['evonik'] })
const catalogue = [pa, pbt, pc, pa12]

describe('text', () => {
  it.each([
    ['', []],
    ['  PolyAmide  66 ', ['polyamide', '66']],
  ])('%j has the words %j', (q, terms) => {
    expect(queryTerms(q)).toEqual(terms)
  })

  it.each([
    [[], true],
    [['polyamide'], true],
    [['polyamide', '66'], true],
    [['polyamide', '12'], false],
    [['makrolon'], false],
  ])('every word must occur: %j -> %s', (terms, matches) => {
    expect(matchesText(pa, terms)).toBe(matches)
  })
})

describe('facets', () => {
  it('lists the values the catalogue has, sorted', () => {
    const values = catalogueValues(catalogue)
    expect(values.region).toEqual(['AT', 'CN', 'DE'])
    expect(values.filters.industry).toEqual(['automotive', 'electronics', 'medical'])
    expect(values.filters.manufacturer).toEqual(['basf', 'covestro', 'evonik'])
    expect(values.filters.fuel).toEqual([])
  })

  it('are computed once per catalogue', () => {
    expect(catalogueValues(catalogue)).toBe(catalogueValues(catalogue))
    expect(catalogueValues([...catalogue])).not.toBe(catalogueValues(catalogue))
  })

  it('count a product that fails two filters for neither', () => {
    // pc fails both the manufacturer and the region: it counts for no option of either
    const result = searchProducts(catalogue, params({ manufacturer: ['basf'], region: 'DE' }))
    expect(result.facets.filters.manufacturer).toEqual([
      { value: 'basf', count: 2 },
      { value: 'covestro', count: 0 },
      { value: 'evonik', count: 1 },
    ])
    expect(result.facets.region).toEqual([
      { value: 'AT', count: 1 },
      { value: 'CN', count: 0 },
      { value: 'DE', count: 2 },
    ])
  })

  it('drops values and a region the catalogue does not have', () => {
    const values = catalogueValues(catalogue)
    expect(knownParams(params({ region: 'US', industry: ['automotive', 'mining'], fuel: ['diesel'] }), values)).toEqual(params({ industry: ['automotive'] }))
    expect(knownParams(params({ region: 'CN' }), values).region).toBe('CN')
  })

  it.each<[string, Partial<ProductSearchParams>, FacetedProduct[]]>([
    ['no filter: everything', {}, catalogue],
    ['OR within a filter', { industry: ['medical', 'electronics'] }, [pbt, pc, pa12]],
    ['AND across filters', { industry: ['automotive', 'electronics'], manufacturer: ['basf'] }, [pa, pbt]],
    ['AND with the region', { industry: ['automotive', 'electronics'], region: 'CN' }, [pc]],
    ['AND with the text', { q: 'polyamide', region: 'DE' }, [pa, pa12]],
    ['text over every word', { q: 'polyamide 12' }, [pa12]],
    ['nothing left', { q: 'polyamide', manufacturer: ['covestro'] }, []],
    ['unknown values are no filter', { industry: ['mining'] }, catalogue],
  ])('%s', (_, overrides, expected) => {
    const result = searchProducts(catalogue, params(overrides))
    expect(result.products).toEqual(expected)
    expect(result.total).toBe(expected.length)
  })

  it('counts each option given the other filters, zero included, filters without values left out', () => {
    const result = searchProducts(catalogue, params({ industry: ['automotive'], region: 'DE' }))
    expect(result.facets.filters).toEqual({
      // the region DE and no manufacturer: pa, pbt, pa12
      industry: [
        { value: 'automotive', count: 2 },
        { value: 'electronics', count: 1 },
        { value: 'medical', count: 1 },
      ],
      // the region DE and automotive: pa, pbt
      manufacturer: [
        { value: 'basf', count: 2 },
        { value: 'covestro', count: 0 },
        { value: 'evonik', count: 0 },
      ],
    })
    // automotive, any region: pa, pbt
    expect(result.facets.region).toEqual([
      { value: 'AT', count: 1 },
      { value: 'CN', count: 0 },
      { value: 'DE', count: 2 },
    ])
  })

  it('counts the regions given the other filters, not the region', () => {
    const result = searchProducts(catalogue, params({ region: 'AT', industry: ['automotive'] }))
    expect(result.products).toEqual([pa])
    expect(result.facets.region).toEqual([
      { value: 'AT', count: 1 },
      { value: 'CN', count: 0 },
      { value: 'DE', count: 2 },
    ])
  })

  it('counts with the text', () => {
    const result = searchProducts(catalogue, params({ q: 'poly', manufacturer: ['evonik'] }))
    expect(result.facets.filters.manufacturer).toEqual([
      { value: 'basf', count: 2 },
      { value: 'covestro', count: 1 },
      { value: 'evonik', count: 1 },
    ])
    expect(result.facets.filters.industry).toEqual([
      { value: 'automotive', count: 0 },
      { value: 'electronics', count: 0 },
      { value: 'medical', count: 1 },
    ])
  })
})

describe('pages of 24', () => {
  const many = Array.from({ length: 2 * productsPerPage + 1 }, (_, i) => product(`grade ${i}`, ['DE'], { industry: [i % 2 === 0 ? 'even' : 'odd'] }))

  it.each([
    [1, 1, 3, many.slice(0, 24)],
    [2, 2, 3, many.slice(24, 48)],
    [3, 3, 3, many.slice(48)],
    [4, 1, 3, many.slice(0, 24)],
  ])('page %i shows page %i of %i', (requested, page, pageCount, shown) => {
    const result = searchProducts(many, params({ page: requested }))
    expect(result).toMatchObject({ page, pageCount, total: many.length, products: shown })
    expect(result.params.page).toBe(page)
  })

  it('an empty result is one page', () => {
    expect(searchProducts(many, params({ q: 'nothing', page: 2 }))).toMatchObject({ page: 1, pageCount: 1, total: 0, products: [] })
  })

  it('exactly one page', () => {
    const evens = searchProducts(many.slice(0, 48), params({ industry: ['even'], page: 2 }))
    expect(evens).toMatchObject({ total: 24, pageCount: 1, page: 1 })
  })

  it('the params it answers with leave out unknown values', () => {
    expect(searchProducts(many, params({ industry: ['even', 'none'], region: 'AT' })).params).toEqual(params({ industry: ['even'] }))
  })
})

describe('paging links', () => {
  it.each<[number, number, Array<number | 'gap'>]>([
    [1, 1, [1]],
    [2, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 'gap', 8]],
    [2, 8, [1, 2, 3, 'gap', 8]],
    [3, 8, [1, 2, 3, 4, 'gap', 8]],
    [4, 8, [1, 'gap', 3, 4, 5, 'gap', 8]],
    [7, 8, [1, 'gap', 6, 7, 8]],
    [8, 8, [1, 'gap', 7, 8]],
    [50, 100, [1, 'gap', 49, 50, 51, 'gap', 100]],
  ])('page %i of %i: %j', (page, pageCount, links) => {
    expect(pageLinks(page, pageCount)).toEqual(links)
  })
})

describe('against a brute-force computation over a catalogue of 333 products', () => {
  // a seeded pseudo-random catalogue: many words of the bit sets, products without values, several values each
  let seed = 7
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
  const pick = (options: readonly string[]) => options.filter(() => random() < 0.3)
  const words = ['polyamide', 'polyester', 'glass', 'fibre', 'basf', 'covestro', 'flame', 'retardant']
  const big = Array.from({ length: 333 }, (_, i) =>
    product(`grade ${i} ${pick(words).join(' ')}`, pick(['DE', 'AT', 'CN', 'US']), {
      industry: pick(['automotive', 'electronics', 'medical']),
      manufacturer: pick(['basf', 'covestro', 'evonik']),
      fuel: i % 50 === 0 ? ['diesel'] : [],
    }),
  )
  const filtersOf = (search: ProductSearchParams) => productFilters.filter((filter) => search[filter].length > 0)
  const matches = (candidate: FacetedProduct, search: ProductSearchParams, except?: ProductFilter | 'region') =>
    matchesText(candidate, queryTerms(search.q)) &&
    filtersOf(search).every((filter) => filter === except || search[filter].some((value) => candidate.values[filter].includes(value))) &&
    (except === 'region' || search.region === undefined || candidate.regions.includes(search.region))

  it.each<Partial<ProductSearchParams>>([
    {},
    { q: 'poly' },
    { q: 'glass fibre', region: 'DE' },
    { industry: ['automotive', 'medical'], manufacturer: ['basf'] },
    { industry: ['electronics'], region: 'CN', fuel: ['diesel'] },
    { q: 'grade 1', manufacturer: ['covestro', 'evonik'], region: 'US', page: 2 },
    { q: 'nothing at all' },
  ])('%j', (overrides) => {
    const search = params(overrides)
    const result = searchProducts(big, search)
    const expected = big.filter((candidate) => matches(candidate, search))
    expect(result.total).toBe(expected.length)
    expect(result.products).toEqual(expected.slice((result.page - 1) * productsPerPage, result.page * productsPerPage))
    for (const filter of productFilters) {
      const options = result.facets.filters[filter]
      if (!options) continue
      const others = big.filter((candidate) => matches(candidate, search, filter))
      for (const option of options)
        expect(option.count, `${filter}=${option.value}`).toBe(others.filter((candidate) => candidate.values[filter].includes(option.value)).length)
    }
    const others = big.filter((candidate) => matches(candidate, search, 'region'))
    for (const option of result.facets.region)
      expect(option.count, `region=${option.value}`).toBe(others.filter((candidate) => candidate.regions.includes(option.value)).length)
  })

  it('keeps the most recently searched words, at most keptTerms of them', () => {
    const catalogueCopy = [...big]
    for (let i = 0; i < keptTerms; i++) searchProducts(catalogueCopy, params({ q: `word${i}` }))
    expect(keptWords(catalogueCopy)).toHaveLength(keptTerms)
    // searched again, the first word is the most recent; a new word then pushes out the second
    searchProducts(catalogueCopy, params({ q: 'word0' }))
    searchProducts(catalogueCopy, params({ q: 'fresh' }))
    const kept = keptWords(catalogueCopy)
    expect(kept).toHaveLength(keptTerms)
    expect(kept.slice(-2)).toEqual(['word0', 'fresh'])
    expect(kept).not.toContain('word1')
    expect(kept[0]).toBe('word2')
  })

  it('a word searched before gives the same answer', () => {
    const first = searchProducts(big, params({ q: 'flame' }))
    expect(searchProducts(big, params({ q: 'flame' }))).toEqual(first)
    expect(first.total).toBe(big.filter((candidate) => candidate.text.includes('flame')).length)
  })
})
