import { describe, expect, it } from 'vitest'
import { industriesView, parseIndustriesParams } from '#app/features/industries/industries-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { industriesPagePath, industriesViewOf, industryIdPattern, industryPath, isOwnCmsPage } from '#app/site/industries-paths.ts'
import { chosenCountry, countriesOf, industriesIn } from '#app/features/industries/industries-rules.ts'

describe('industries params', () => {
  it.each([
    [{}, { country: undefined }],
    [{ country: 'DE' }, { country: 'DE' }],
    [{ country: ' at ' }, { country: 'AT' }],
    [{ country: 'Germany' }, { country: undefined }],
    [{ country: 'D' }, { country: undefined }],
    [{ country: 'DEU' }, { country: undefined }],
    [{ country: 'x1DE' }, { country: undefined }],
    [{ country: 'DE1' }, { country: undefined }],
    [{ country: '' }, { country: undefined }],
    [{ country: 'D3' }, { country: undefined }],
    [{ country: ['DE', 'AT'] }, { country: undefined }],
    [{ country: 49 }, { country: undefined }],
    [{ country: 'de', utm_source: 'mail' }, { country: 'DE' }],
  ])('%j -> %j', (search, expected) => {
    expect(parseIndustriesParams(search)).toEqual(expected)
  })

  it("writes the country after the page's other params and leaves it out when none is chosen", () => {
    expect(viewLinkSearch(industriesView, { utm_source: 'mail', country: 'xx' }, { country: 'CH' })).toEqual({ utm_source: 'mail', country: 'CH' })
    expect(viewLinkSearch(industriesView, { country: 'ZZ', mgnlPreview: 'false' }, { country: undefined })).toEqual({
      mgnlPreview: 'false',
      country: undefined,
    })
    expect(Object.keys(viewLinkSearch(industriesView, { country: 'DE', a: '1' }, { country: 'DE' }))).toEqual(['a', 'country'])
  })
})

describe('industries paths', () => {
  it.each([
    ['/industries', { kind: 'tiles' }],
    ['/markets/industries', { kind: 'tiles' }],
    ['/about', { kind: 'tiles' }],
    ['/industries/automotive', { kind: 'industry', industryId: 'automotive' }],
    ['/markets/industries/water-treatment', { kind: 'industry', industryId: 'water-treatment' }],
    ['/industries/automotive/glycols', { kind: 'product-group', industryId: 'automotive', productGroupId: 'glycols' }],
    ['/industries/scientific-instruments', { kind: 'industry', industryId: 'scientific-instruments' }],
    ['/industries/automotive/glycols/x', { kind: 'not-found' }],
    ['/industries/Automotive', { kind: 'not-found' }],
    ['/industries/-automotive', { kind: 'not-found' }],
    ['/industries/..', { kind: 'not-found' }],
    ['/industries/automotive/gly%2Fcols', { kind: 'not-found' }],
    ['/industries/automotive/-glycols', { kind: 'not-found' }],
    [`/industries/${'a'.repeat(65)}`, { kind: 'not-found' }],
    [`/industries/${'a'.repeat(64)}`, { kind: 'industry', industryId: 'a'.repeat(64) }],
  ])('%s -> %j', (pagePath, expected) => {
    expect(industriesViewOf(pagePath)).toEqual(expected)
  })

  it('takes ids of lower-case letters, digits and dashes only', () => {
    expect(['a', '1', 'a-b', 'acme-specialty-fluids'].every((id) => industryIdPattern.test(id))).toBe(true)
    expect(['', '-a', 'A', 'a_b', 'a b', 'a/b', 'ä'].some((id) => industryIdPattern.test(id))).toBe(false)
  })

  it('links industries and product groups next to the tiles, from any of their paths', () => {
    expect(industriesPagePath('/industries')).toBe('/industries')
    expect(industriesPagePath('/markets/industries/automotive/glycols')).toBe('/markets/industries')
    expect(industriesPagePath('/about')).toBe('/about')
    expect(industryPath('/industries', 'automotive')).toBe('/industries/automotive')
    expect(industryPath('/industries/medical', 'automotive', 'glycols')).toBe('/industries/automotive/glycols')
  })

  it("tells the spec's exceptions, which are CMS pages of their own", () => {
    expect(isOwnCmsPage('/industries/scientific-instruments')).toBe(true)
    expect(isOwnCmsPage('/industries/acme-specialty-fluids')).toBe(true)
    expect(isOwnCmsPage('/industries/automotive')).toBe(false)
    expect(isOwnCmsPage('/industries/automotive/glycols')).toBe(false)
    expect(isOwnCmsPage('/industries')).toBe(false)
    expect(isOwnCmsPage('/about/specialty')).toBe(false)
    expect(isOwnCmsPage('/specialty/industries')).toBe(false)
  })
})

describe('industries by country', () => {
  const countries = [
    { code: 'DE', name: 'Germany' },
    { code: 'FR', name: 'France' },
    { code: 'ZA', name: 'South Africa' },
  ]
  const industries = [{ id: 'automotive' }, { id: 'medical' }, { id: 'food' }]
  const availability = new Map([
    ['automotive', ['DE', 'FR']],
    ['medical', ['DE']],
  ])

  it('chooses a country of the list only', () => {
    expect(chosenCountry(countries, 'FR')).toEqual({ code: 'FR', name: 'France' })
    expect(chosenCountry(countries, 'US')).toBeUndefined()
    expect(chosenCountry(countries, undefined)).toBeUndefined()
  })

  it("shows the industries available in the country, in the API's order; every one without a country", () => {
    expect(industriesIn(industries, availability, 'DE')).toEqual([{ id: 'automotive' }, { id: 'medical' }])
    expect(industriesIn(industries, availability, 'FR')).toEqual([{ id: 'automotive' }])
    expect(industriesIn(industries, availability, 'ZA')).toEqual([])
    expect(industriesIn(industries, availability, undefined)).toEqual(industries)
    expect(industriesIn(industries, availability, undefined)).not.toBe(industries)
  })

  it("names an industry's countries in the list's order and leaves out codes the list does not have", () => {
    expect(countriesOf(countries, ['ZA', 'US', 'DE'])).toEqual([countries[0], countries[2]])
    expect(countriesOf(countries, [])).toEqual([])
  })
})
