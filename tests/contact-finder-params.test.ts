import { describe, expect, it } from 'vitest'
import { contactFinderView, isQuestion, parseContactFinderParams } from '#app/features/contact-finder/contact-finder-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'

describe('contact finder params', () => {
  it.each([
    [{}, { country: '', zip: '' }],
    [
      { country: 'DE', zip: '10115' },
      { country: 'DE', zip: '10115' },
    ],
    [
      { country: ' de ', zip: ' 10115 ' },
      { country: 'DE', zip: '10115' },
    ],
    [
      { country: 'Germany', zip: '10115' },
      { country: '', zip: '10115' },
    ],
    [
      { country: 'D', zip: 'SW1A 1AA' },
      { country: '', zip: 'SW1A 1AA' },
    ],
    [
      { country: 'GB', zip: 'SW1A-1AA' },
      { country: 'GB', zip: 'SW1A-1AA' },
    ],
    [
      { country: 'DE', zip: '<script>' },
      { country: 'DE', zip: '' },
    ],
    [
      { country: 'DE', zip: '12345678901' },
      { country: 'DE', zip: '' },
    ],
    [
      { country: 'DE', zip: '1234567890' },
      { country: 'DE', zip: '1234567890' },
    ],
    [
      { country: 'DE', zip: '-1234' },
      { country: 'DE', zip: '' },
    ],
    [
      { country: ['DE', 'AT'], zip: 5 },
      { country: '', zip: '' },
    ],
  ])('%j -> %j', (search, expected) => {
    expect(parseContactFinderParams(search)).toEqual(expected)
  })

  it('asks only with a country and a postcode', () => {
    expect(isQuestion({ country: 'DE', zip: '10115' })).toBe(true)
    expect(isQuestion({ country: 'DE', zip: '' })).toBe(false)
    expect(isQuestion({ country: '', zip: '10115' })).toBe(false)
  })

  it("writes its params after the page's others and leaves empty ones out", () => {
    expect(viewLinkSearch(contactFinderView, { utm_source: 'mail', zip: 'x' }, { country: 'CH', zip: '8001' })).toEqual({
      utm_source: 'mail',
      country: 'CH',
      zip: '8001',
    })
    expect(viewLinkSearch(contactFinderView, { utm_source: 'mail', country: 'xx' }, { country: '', zip: '' })).toEqual({
      utm_source: 'mail',
      country: undefined,
      zip: undefined,
    })
    expect(Object.keys(viewLinkSearch(contactFinderView, { zip: '1', a: '1' }, { country: 'DE', zip: '1' }))).toEqual(['a', 'country', 'zip'])
  })
})
