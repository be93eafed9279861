import { describe, expect, it } from 'vitest'
import { defaultProductWord } from '#config/brands.ts'
import {
  carriesEmptyDefault,
  mergeAppSearches,
  parseQueryString,
  repeatsKeys,
  sameSearch,
  stringifyQueryString,
  withOwnParams,
} from '#app/site/query-string.ts'
import { parseJobBoardParams } from '#app/features/jobs/job-board-params.ts'
import { jobBoardView } from '#app/features/jobs/job-board-search.ts'
import { parseStoryListParams, storyListView } from '#app/features/stories/story-list-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'

describe('repeatsKeys', () => {
  it.each([
    ['', false],
    ['?a=1&b=2', false],
    ['?a=1,2', false],
    ['?a=1&a=2', true],
    ['a=1&b=&a=', true],
  ])('%j -> %s', (searchStr, repeated) => {
    expect(repeatsKeys(searchStr)).toBe(repeated)
  })
})

describe('sameSearch', () => {
  it.each([
    [{}, {}, true],
    [{ q: 'a' }, { q: 'a' }, true],
    [{ q: '' }, {}, true],
    [{ q: undefined }, { q: null }, true],
    [{ use: ['a', 'b'] }, { use: 'a,b' }, true],
    [{ page: 2 }, { page: '2' }, true],
    [{ q: 'a' }, { q: 'b' }, false],
    [{ q: 'a' }, {}, false],
    [{}, { utm_source: 'x' }, false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameSearch(a, b)).toBe(same)
    expect(sameSearch(b, a)).toBe(same)
  })
})

describe('carriesEmptyDefault', () => {
  it.each([
    [{ country: '' }, { country: undefined }, true],
    [{ utm_source: 'mail', country: '' }, { utm_source: 'mail', country: undefined }, true],
    [{ country: '' }, {}, false],
    [{ utm_source: '' }, { utm_source: '' }, false],
    [{ country: 'DE' }, { country: undefined }, false],
    [{ country: undefined }, { country: undefined }, false],
    [{}, { country: undefined }, false],
    [{ country: '' }, { country: 'DE' }, false],
  ])('%j written as %j: %s', (search, written, carries) => {
    expect(carriesEmptyDefault(search, written)).toBe(carries)
  })
})

describe('mergeAppSearches', () => {
  const sent = parseQueryString('keyword=&function=&location=Hamburg&level=&division=&sort=title&order=asc&perPage=10&utm_source=mail&year=2025&pages=1')

  it("a job board form sent without script: empty fields and defaults go; the page's other params first, then the board's", () => {
    const merged = mergeAppSearches(sent, [viewLinkSearch(jobBoardView, sent, parseJobBoardParams(sent, defaultProductWord))])
    expect(stringifyQueryString(merged)).toBe('?utm_source=mail&year=2025&pages=1&location=Hamburg')
  })

  it('the same view from a click writes the same URL', () => {
    const before = parseQueryString('level=professional&utm_source=mail&year=2025&pages=1')
    const clicked = viewLinkSearch(jobBoardView, before, { ...parseJobBoardParams(before, defaultProductWord), location: 'Hamburg' })
    expect(stringifyQueryString(clicked)).toBe('?utm_source=mail&year=2025&pages=1&location=Hamburg&level=professional')
    const sentWithLevel = parseQueryString(
      'utm_source=mail&year=2025&pages=1&keyword=&function=&location=Hamburg&level=professional&sort=title&order=asc&perPage=10',
    )
    expect(
      stringifyQueryString(
        mergeAppSearches(sentWithLevel, [viewLinkSearch(jobBoardView, sentWithLevel, parseJobBoardParams(sentWithLevel, defaultProductWord))]),
      ),
    ).toBe(stringifyQueryString(clicked))
  })

  it("two apps on a page: each app's changes apply, params no app owns stay", () => {
    const merged = mergeAppSearches(sent, [
      viewLinkSearch(jobBoardView, sent, parseJobBoardParams(sent, defaultProductWord)),
      viewLinkSearch(storyListView, sent, parseStoryListParams(sent)),
    ])
    expect(stringifyQueryString(merged)).toBe('?utm_source=mail&year=2025&location=Hamburg')
    expect(sameSearch(merged, sent)).toBe(false)
  })

  it('an app that writes the view it was given changes nothing', () => {
    const canonical = parseQueryString('location=Hamburg&utm_source=mail')
    const merged = mergeAppSearches(canonical, [viewLinkSearch(jobBoardView, canonical, parseJobBoardParams(canonical, defaultProductWord))])
    expect(sameSearch(merged, canonical)).toBe(true)
  })

  it('no app: the params as they came', () => {
    expect(mergeAppSearches(sent, [])).toEqual(sent)
  })
})

describe('withOwnParams', () => {
  it("puts the page's other params first, as they came, then the app's own in the order given", () => {
    expect(Object.keys(withOwnParams({ b: '1', q: 'x', a: '2' }, { q: 'y', type: undefined }))).toEqual(['b', 'a', 'q', 'type'])
    expect(withOwnParams({ q: 'x' }, { q: undefined })).toEqual({ q: undefined })
  })
})
