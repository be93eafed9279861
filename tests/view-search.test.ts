import { describe, expect, it } from 'vitest'
import { jobBoardView } from '#app/features/jobs/job-board-search.ts'
import { searchView } from '#app/features/search/search-params.ts'
import { keepSearch, viewRouteSearch, viewSearch } from '#app/site/view-search.ts'

describe("a view route's validateSearch keeps only the view's params written as the view writes them", () => {
  it.each([
    // valid, not the default, written as they came: typed (a page is a number)
    [
      { keyword: 'pump', sort: 'company', page: '2' },
      { keyword: 'pump', sort: 'company', page: 2 },
    ],
    [
      { perPage: 25, order: 'desc' },
      { perPage: 25, order: 'desc' },
    ],
    // written otherwise (untrimmed, a default, invalid): left to the page loader's redirect
    [{ keyword: ' pump ' }, {}],
    [{ sort: 'title', order: 'asc', page: '1', perPage: '10' }, {}],
    [{ sort: 'salary', page: '0', perPage: '11' }, {}],
    [{ page: '02' }, {}],
    // another app's or a campaign's params are not the view's
    [{ utm_source: 'mail', q: 'pump' }, {}],
    [{}, {}],
  ])('job board %j -> %j', (search, written) => {
    expect(viewRouteSearch(jobBoardView, search)).toStrictEqual(written)
  })

  it.each([
    [
      { q: 'pump', pages: '3', type: 'files' },
      { q: 'pump', pages: 3, type: 'files' },
    ],
    [{ q: 'pump', pages: '30' }, { q: 'pump' }],
    [{ q: '' }, {}],
  ])('search %j -> %j', (search, written) => {
    expect(viewRouteSearch(searchView, search)).toStrictEqual(written)
  })
})

describe("a view route's search middleware", () => {
  const middleware = viewSearch(jobBoardView)

  it('keeps a location that says the view it already says exactly as it came', () => {
    const search = { utm_source: 'mail', keyword: ' pump ', sort: 'title' }
    expect(middleware({ search, next: (next) => next })).toBe(search)
    const changedOnlyElsewhere = { ...search, utm_source: 'feed' }
    expect(middleware({ search, next: () => changedOnlyElsewhere })).toBe(search)
  })

  it("writes a changed view with the page's other params first, then the view's own in its form's order", () => {
    const search = { utm_source: 'mail', sort: 'company', keyword: 'pump' }
    const result = middleware({ search, next: (next) => ({ ...next, page: 2, location: 'Hamburg' }) })
    expect(result).toStrictEqual({
      utm_source: 'mail',
      keyword: 'pump',
      function: undefined,
      location: 'Hamburg',
      level: undefined,
      division: undefined,
      sort: 'company',
      order: undefined,
      perPage: undefined,
      page: '2',
    })
    expect(Object.keys(result)).toEqual(['utm_source', 'keyword', 'function', 'location', 'level', 'division', 'sort', 'order', 'perPage', 'page'])
  })

  it('writes a view changed back to its defaults without them', () => {
    const result = middleware({ search: { sort: 'company', q: 'x' }, next: (next) => ({ ...next, sort: 'title' }) })
    expect(result).toStrictEqual({
      q: 'x',
      keyword: undefined,
      function: undefined,
      location: undefined,
      level: undefined,
      division: undefined,
      sort: undefined,
      order: undefined,
      perPage: undefined,
      page: undefined,
    })
  })
})

describe('a page route without params of its own keeps every param as it came', () => {
  it('keeps the search object itself', () => {
    const search = { utm_source: 'mail', mgnlPreview: 'true', keyword: ' pump ' }
    expect(keepSearch(search)).toBe(search)
  })
})
