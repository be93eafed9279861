import { describe, expect, it } from 'vitest'
import {
  asDivision,
  asLevel,
  divisionName,
  dynamicContentFor,
  isCompleteRow,
  isPublished,
  isShownInLanguage,
  jobFunctionsOf,
  startOfWork,
} from '#app/features/jobs/job-rules.ts'
import { divisionLabel } from '#app/features/jobs/job-labels.ts'
import { activeFacetCount, parseJobBoardParams } from '#app/features/jobs/job-board-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { buildJobBoard } from '#app/features/jobs/job-board.ts'
import { jobBoardView, parseJobBoardSearch } from '#app/features/jobs/job-board-search.ts'
import type { Job } from '#app/features/jobs/job.ts'
import { spreadsheetJobs } from '#app/features/jobs/jobs.server.ts'
import { stringifyQueryString } from '#app/site/query-string.ts'

const now = new Date('2026-11-21T12:00:00Z')

describe('publishing', () => {
  it.each([
    [{ publish: 'yes', publishDate: null, endDate: null }, true],
    [{ publish: 'Ja', publishDate: null, endDate: null }, true],
    [{ publish: 'no', publishDate: null, endDate: null }, false],
    [{ publish: 'Nein', publishDate: null, endDate: null }, false],
    [{ publish: undefined, publishDate: null, endDate: null }, false],
    [{ publish: 'yes', publishDate: '2026-11-01', endDate: null }, true],
    [{ publish: 'yes', publishDate: '2026-12-01', endDate: null }, false],
    [{ publish: 'yes', publishDate: null, endDate: '2026-12-31' }, true],
    [{ publish: 'yes', publishDate: null, endDate: '2026-11-20' }, false],
    [{ publish: 'Ja', publishDate: '2026-01-01', endDate: '2027-01-01' }, true],
    [{ publish: ' YES ', publishDate: null, endDate: null }, true],
    [{ publish: '\tja\n', publishDate: null, endDate: null }, true],
    [{ publish: null, publishDate: null, endDate: null }, false],
    [{ publish: '', publishDate: null, endDate: null }, false],
    [{ publish: 'yes please', publishDate: null, endDate: null }, false],
    // published from its publish date on, until its end date
    [{ publish: 'yes', publishDate: '2026-11-21T12:00:00Z', endDate: null }, true],
    [{ publish: 'yes', publishDate: '2026-11-21T12:00:00.001Z', endDate: null }, false],
    [{ publish: 'yes', publishDate: null, endDate: '2026-11-21T12:00:00Z' }, false],
    [{ publish: 'yes', publishDate: null, endDate: '2026-11-21T12:00:00.001Z' }, true],
  ])('%j -> %s', (job, shown) => {
    expect(isPublished(job, now)).toBe(shown)
  })

  it('lets a caller override the flag, but not the dates', () => {
    expect(isPublished({ publish: 'no', publishDate: null, endDate: null }, now, { ignorePublishFlag: true })).toBe(true)
    expect(isPublished({ publish: 'no', publishDate: null, endDate: '2026-01-01' }, now, { ignorePublishFlag: true })).toBe(false)
  })

  it('hides German jobs on the English site only', () => {
    expect(isShownInLanguage('de', 'en')).toBe(false)
    expect(isShownInLanguage('de', 'de')).toBe(true)
    expect(isShownInLanguage('en', 'de')).toBe(true)
    expect(isShownInLanguage(undefined, 'en')).toBe(true)
  })

  it('starts now when the start is immediate or missing', () => {
    expect(startOfWork('2027-02-01', false, now)).toBe('2027-02-01')
    expect(startOfWork('2027-02-01', true, now)).toBe('2026-11-21')
    expect(startOfWork(null, false, now)).toBe('2026-11-21')
    expect(startOfWork('not a date', false, now)).toBe('2026-11-21')
    expect(startOfWork('2027-02-01T08:00:00+01:00', false, now)).toBe('2027-02-01')
  })

  it.each([
    ['student', 'student'],
    ['graduate', 'graduate'],
    ['youngprofessional', 'youngprofessional'],
    ['professional', 'professional'],
    ['Professional', undefined],
    ['senior', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('level %j -> %j', (value, level) => {
    expect(asLevel(value)).toBe(level)
  })
})

describe('spreadsheet jobs', () => {
  const header = ['id', 'title', 'department', 'location', 'seniority', 'contractType', 'startOfWork', 'company', 'language', 'applyUrl', 'description']
  const full = ['S-1', 'Driver', 'Logistics', 'Hamburg', 'professional', 'permanent', '', 'albis', 'en', 'https://x', 'text']
  it('counts a row only with 9 non-empty cells and a title', () => {
    expect(isCompleteRow(full, 1)).toBe(true)
    expect(isCompleteRow(['S-1', 'Driver', 'Logistics', 'Hamburg', '', '', '', 'albis', 'en', 'https://x'], 1)).toBe(false)
    expect(isCompleteRow(['S-1', '', 'Logistics', 'Hamburg', 'professional', 'permanent', '2027-01-01', 'albis', 'en', 'https://x'], 1)).toBe(false)
    expect(isCompleteRow(['1', 'T', '3', '4', '5', '6', '7', '8', '9'], 1)).toBe(true)
    // blank cells are empty ones
    expect(isCompleteRow(['1', 'T', '3', '4', '5', '6', '7', '8', ' \t'], 1)).toBe(false)
    expect(isCompleteRow(['1', '  ', '3', '4', '5', '6', '7', '8', '9', '10'], 1)).toBe(false)
    // a sheet without a title column, or a row that ends before it
    expect(isCompleteRow(['1', 'T', '3', '4', '5', '6', '7', '8', '9'], -1)).toBe(false)
    expect(isCompleteRow(['1', 'T', '3', '4', '5', '6', '7', '8', '9'], 9)).toBe(false)
  })
  it('excludes German rows in English', () => {
    const german = [...full.slice(0, 8), 'de', ...full.slice(9)]
    expect(spreadsheetJobs([header, full, german], 'en', now, 'acme').map((job) => job.id)).toEqual(['S-1'])
    expect(spreadsheetJobs([header, full, german], 'de', now, 'acme')).toHaveLength(2)
  })
  it("reads the company as a division written with the site's product word", () => {
    const product = [...full.slice(0, 7), 'kunstCeramics', ...full.slice(8)]
    expect(spreadsheetJobs([header, product], 'en', now, 'kunst')[0]?.division).toBe('kunstCeramics')
    expect(spreadsheetJobs([header, product], 'en', now, 'acme')[0]?.division).toBeUndefined()
  })
})

describe('job functions', () => {
  it('match by department or by job id', () => {
    const functions = [
      { title: 'Sales', departments: ['Sales'], jobIds: [] },
      { title: 'Management', departments: [], jobIds: ['1004'] },
    ]
    expect(jobFunctionsOf({ id: '1', department: 'Sales' }, functions)).toEqual(['Sales'])
    expect(jobFunctionsOf({ id: '1004', department: 'Sales' }, functions)).toEqual(['Sales', 'Management'])
    expect(jobFunctionsOf({ id: '9', department: 'IT' }, functions)).toEqual([])
  })
})

describe('divisions with the product word', () => {
  it.each([
    ['acme', 'acme', 'acme'],
    ['acmeCeramics', 'acme', 'acmeCeramics'],
    ['kunst', 'kunst', 'kunst'],
    ['kunstCeramics', 'kunst', 'kunstCeramics'],
    ['okg', 'kunst', 'okg'],
    ['mocom', 'kunst', 'mocom'],
    ['okCorfu', 'kunst', 'okCorfu'],
    ['acme', 'kunst', undefined],
    ['acmeCeramics', 'kunst', undefined],
    ['{product}', 'kunst', undefined],
    ['kunstceramics', 'kunst', undefined],
    ['', 'kunst', undefined],
    [undefined, 'kunst', undefined],
  ])('%s with the word %s -> %s', (value, word, division) => {
    expect(asDivision(value, word)).toBe(division)
  })

  it('writes the companies with the word', () => {
    expect(divisionName('{product}Ceramics', 'kunst')).toBe('kunstCeramics')
    expect(divisionName('okNewBusiness', 'kunst')).toBe('okNewBusiness')
  })

  it.each([
    ['kunst', 'Kunst'],
    ['kunstCeramics', 'Kunst Ceramics'],
    ['okg', 'Otto Kunst Group'],
    ['okNewBusiness', 'Otto Kunst New Business'],
    ['okCorfu', 'Otto Kunst Corfu'],
    ['albis', 'ALBIS'],
    ['acmeCeramics', 'acmeCeramics'],
  ])('labels %s as %s with the word kunst', (division, label) => {
    expect(divisionLabel(division, 'kunst')).toBe(label)
  })

  it("keeps the board's division param only when it names a company with the word", () => {
    expect(parseJobBoardParams({ division: 'kunstCeramics' }, 'kunst').division).toBe('kunstCeramics')
    expect(parseJobBoardParams({ division: 'acmeCeramics' }, 'kunst').division).toBeUndefined()
    expect(parseJobBoardParams({ division: 'kunstCeramics' }, 'acme').division).toBeUndefined()
    expect(stringifyQueryString(viewLinkSearch(jobBoardView, {}, parseJobBoardParams({ division: 'kunst', sort: 'company' }, 'kunst')))).toBe(
      '?division=kunst&sort=company',
    )
  })
})

describe('dynamic job content lookup', () => {
  const nodes = [
    { '@name': 'sales', department: 'Sales' },
    { '@name': 'sales-mocom', department: 'Sales', company: 'mocom' },
    { '@name': 'sales-kunst', department: 'Sales', company: 'kunst' },
    { '@name': 'it-albis', department: 'IT', company: 'albis' },
  ]
  it.each([
    ['Sales', 'mocom', 'sales-mocom'],
    ['Sales', 'kunst', 'sales-kunst'],
    ['Sales', 'albis', 'sales'],
    ['Sales', undefined, 'sales'],
    ['IT', 'albis', 'it-albis'],
    ['IT', 'mocom', undefined],
    ['Finance', 'mocom', undefined],
  ])('department %s, company %s -> %s', (department, division, name) => {
    expect(dynamicContentFor(nodes, department, division)?.['@name']).toBe(name)
  })

  it('takes the first node that names no company, an empty company too', () => {
    const unnamed = [
      { '@name': 'sales-empty', department: 'Sales', company: '' },
      { '@name': 'sales', department: 'Sales' },
    ]
    expect(dynamicContentFor(unnamed, 'Sales', undefined)?.['@name']).toBe('sales-empty')
    expect(dynamicContentFor(unnamed, 'Sales', 'mocom')?.['@name']).toBe('sales-empty')
  })
})

describe('job board params', () => {
  it('falls back to defaults for invalid values and writes no defaults', () => {
    const params = parseJobBoardParams({ keyword: ' sales ', level: 'boss', sort: 'salary', order: 'up', perPage: '33', page: '-2', division: 'albis' }, 'acme')
    expect(params).toEqual({
      keyword: 'sales',
      function: '',
      location: '',
      level: undefined,
      division: 'albis',
      sort: 'title',
      order: 'asc',
      perPage: 10,
      page: 1,
    })
    expect(stringifyQueryString(viewLinkSearch(jobBoardView, { utm_source: 'x' }, params))).toBe('?utm_source=x&keyword=sales&division=albis')
    expect(parseJobBoardParams({ perPage: '25', sort: 'startOfWork', order: 'desc', page: '2' }, 'acme')).toMatchObject({
      perPage: 25,
      sort: 'startOfWork',
      order: 'desc',
      page: 2,
    })
  })

  it('cuts texts to 100 characters after trimming; a division is trimmed, then must name a company', () => {
    const long = ` ${'k'.repeat(150)} `
    expect(parseJobBoardParams({ keyword: long, function: long, location: long }, 'acme')).toMatchObject({
      keyword: 'k'.repeat(100),
      function: 'k'.repeat(100),
      location: 'k'.repeat(100),
    })
    expect(parseJobBoardParams({ division: ' mocom ' }, 'acme').division).toBe('mocom')
    expect(parseJobBoardParams({ division: `mocom${' '.repeat(100)}x` }, 'acme').division).toBeUndefined()
  })

  it.each([
    [{ page: '10000' }, 10_000, 10],
    [{ page: 10_000, perPage: 100 }, 10_000, 100],
    [{ page: '10001' }, 1, 10],
    [{ page: '0' }, 1, 10],
    [{ page: 1 }, 1, 10],
    [{ page: '2.5', perPage: '25.0' }, 1, 25],
    [{ page: '' }, 1, 10],
    // a repeated key (an array) or anything but a string or number is no page and no page size
    [{ page: ['3'], perPage: ['25'] }, 1, 10],
    [{ page: [3], perPage: [25] }, 1, 10],
    [{ page: true, perPage: true }, 1, 10],
    [{ page: { valueOf: () => 3 }, perPage: { toString: () => '25' } }, 1, 10],
  ])('pages and page sizes: %j -> page %i, %i per page', (search, page, perPage) => {
    expect(parseJobBoardSearch(search)).toMatchObject({ page, perPage })
  })
})

describe('job board', () => {
  const job = (id: string, fields: Partial<Job>): Job => ({
    id,
    source: 'recruiting',
    title: `Job ${id}`,
    department: 'Sales',
    departmentId: 1,
    instance: 'albis',
    level: 'professional',
    positionType: undefined,
    contractType: 'permanent',
    startOfWork: '2026-12-01',
    hasImmediateStartOfWork: false,
    shortHandle: undefined,
    division: 'albis',
    jobContents: [],
    applyUrl: '',
    location: 'Hamburg',
    websiteLanguage: 'en',
    websiteCat: undefined,
    functions: ['Sales'],
    datePosted: undefined,
    validThrough: undefined,
    ...fields,
  })
  const jobs = [
    job('1', { title: 'Sales manager', location: 'Hamburg', startOfWork: '2027-01-01' }),
    job('2', { title: 'Account manager', department: 'Sales', location: 'Milan', division: 'mocom', startOfWork: '2026-12-15' }),
    job('3', { title: 'Driver', department: 'Logistics', location: 'Hamburg', level: 'student', functions: ['Supply chain'] }),
    job('4', { title: 'Sales intern', location: 'Hamburg', level: 'student' }),
  ]
  it('filters by keyword over title, department and location, and by lists', () => {
    const board = buildJobBoard(jobs, parseJobBoardParams({ keyword: 'sales', location: 'Hamburg' }, 'acme'), 'en')
    expect(board.rows.map((row) => row.id)).toEqual(['4', '1'])
    expect(buildJobBoard(jobs, parseJobBoardParams({ keyword: 'milan' }, 'acme'), 'en').rows.map((row) => row.id)).toEqual(['2'])
    expect(buildJobBoard(jobs, parseJobBoardParams({ level: 'student', division: 'albis' }, 'acme'), 'en').total).toBe(2)
  })
  it('counts each option with the other filters applied', () => {
    const board = buildJobBoard(jobs, parseJobBoardParams({ location: 'Hamburg' }, 'acme'), 'en')
    expect(board.facets.location).toEqual([
      { value: 'Hamburg', count: 3 },
      { value: 'Milan', count: 1 },
    ])
    expect(board.facets.level).toEqual([
      { value: 'professional', count: 1 },
      { value: 'student', count: 2 },
    ])
  })
  it('filters, counts and sorts by the divisions of another product word', () => {
    const kunst = [
      job('5', { division: 'kunstCeramics' }),
      job('6', { division: 'kunst' }),
      job('7', { division: 'albis' }),
      job('8', { division: 'kunstCeramics' }),
    ]
    const byCompany = buildJobBoard(kunst, parseJobBoardParams({ sort: 'company', order: 'desc' }, 'kunst'), 'en')
    expect(byCompany.rows.map((row) => row.id)).toEqual(['5', '8', '6', '7'])
    expect(byCompany.facets.division).toEqual([
      { value: 'albis', count: 1 },
      { value: 'kunst', count: 1 },
      { value: 'kunstCeramics', count: 2 },
    ])
    expect(buildJobBoard(kunst, parseJobBoardParams({ division: 'kunstCeramics' }, 'kunst'), 'en').rows.map((row) => row.id)).toEqual(['5', '8'])
  })
  it('filters and counts by function; an option no job matches counts 0, a job without level or division adds no option', () => {
    expect(buildJobBoard(jobs, parseJobBoardParams({ function: 'Supply chain' }, 'acme'), 'en').rows.map((row) => row.id)).toEqual(['3'])
    const milan = buildJobBoard(
      [...jobs, job('9', { location: 'Milan', level: undefined, division: undefined })],
      parseJobBoardParams({ location: 'Milan' }, 'acme'),
      'en',
    )
    expect(milan.facets.function).toEqual([
      { value: 'Sales', count: 2 },
      { value: 'Supply chain', count: 0 },
    ])
    expect(milan.facets.level).toEqual([
      { value: 'professional', count: 1 },
      { value: 'student', count: 0 },
    ])
    expect(milan.facets.division).toEqual([
      { value: 'albis', count: 0 },
      { value: 'mocom', count: 1 },
    ])
  })

  it.each([
    ['title', 'asc', ['2', '3', '4', '1']],
    ['location', 'asc', ['1', '3', '4', '2']],
    ['startOfWork', 'asc', ['3', '4', '2', '1']],
    ['company', 'asc', ['1', '3', '4', '2']],
  ])('sorts by %s %s, then by id', (sort, order, ids) => {
    expect(buildJobBoard(jobs, parseJobBoardParams({ sort, order }, 'acme'), 'en').rows.map((row) => row.id)).toEqual(ids)
  })

  it('sorts a job without a company first, numbers by value, and ignores case and accents', () => {
    const mixed = [job('1', { title: 'Salés 10' }), job('2', { title: 'Sales 9', division: undefined }), job('3', { title: 'sales 10' })]
    expect(buildJobBoard(mixed, parseJobBoardParams({ sort: 'company' }, 'acme'), 'en').rows.map((row) => row.id)).toEqual(['2', '1', '3'])
    expect(buildJobBoard(mixed, parseJobBoardParams({ sort: 'title' }, 'acme'), 'en').rows.map((row) => row.id)).toEqual(['2', '1', '3'])
  })

  it('sorts by start of work descending and pages', () => {
    const board = buildJobBoard(jobs, parseJobBoardParams({ sort: 'startOfWork', order: 'desc', perPage: '10' }, 'acme'), 'en')
    expect(board.rows.map((row) => row.id)).toEqual(['1', '2', '3', '4'])
    const many = Array.from({ length: 23 }, (_, i) => job(String(100 + i), {}))
    const page3 = buildJobBoard(many, parseJobBoardParams({ page: '3' }, 'acme'), 'en')
    expect([page3.page, page3.pageCount, page3.rows.length]).toEqual([3, 3, 3])
    expect(buildJobBoard(many, parseJobBoardParams({ page: '9' }, 'acme'), 'en').page).toBe(3)
  })

  it('counts each facet as its definition says, over many jobs (filters, keyword, options with no match)', () => {
    // a board of 600 jobs mixing every facet's values, counted here the long way: per option, the jobs
    // that match the keyword and every filter but that facet's
    const cities = ['Hamburg', 'Milan', 'Köln', 'hamburg', 'Shanghai']
    const titles = ['Sales manager', 'Driver', 'Key account SALES', 'Chemist', 'Logistics lead']
    const many = Array.from({ length: 600 }, (_, i) =>
      job(String(i), {
        title: `${titles[i % 5]} ${i % 7}`,
        department: i % 3 === 0 ? 'Sales' : 'Logistics',
        location: cities[i % cities.length] ?? '',
        level: (['student', 'graduate', 'professional', undefined] as const)[i % 4],
        division: (['albis', 'mocom', undefined] as const)[i % 3],
        functions: i % 11 === 0 ? [] : i % 2 === 0 ? ['Sales'] : ['Sales', 'Supply chain'],
      }),
    )
    const facetOf = (one: Job, key: 'function' | 'location' | 'level' | 'division') =>
      key === 'function' ? one.functions : key === 'location' ? [one.location] : [one[key]].flatMap((value) => (value ? [value] : []))
    for (const search of [
      {},
      { keyword: 'sales' },
      { keyword: 'SALES', location: 'Milan', level: 'graduate' },
      { function: 'Supply chain', division: 'mocom' },
    ]) {
      const params = parseJobBoardParams(search, 'acme')
      const board = buildJobBoard(many, params, 'en')
      const chosen = { function: params.function || undefined, location: params.location || undefined, level: params.level, division: params.division }
      const keyword = (one: Job) => [one.title, one.department, one.location].some((field) => field.toLowerCase().includes(params.keyword.toLowerCase()))
      const passes = (one: Job, except?: string) =>
        keyword(one) && Object.entries(chosen).every(([key, value]) => key === except || value === undefined || facetOf(one, key as 'level').includes(value))
      expect(board.total).toBe(many.filter((one) => passes(one)).length)
      for (const key of ['function', 'location', 'level', 'division'] as const) {
        const options = [...new Set(many.flatMap((one) => facetOf(one, key)))]
        const expected = options.map((value) => ({ value, count: many.filter((one) => passes(one, key) && facetOf(one, key).includes(value)).length }))
        expect(board.facets[key]).toEqual(expect.arrayContaining(expected))
        expect(board.facets[key]).toHaveLength(expected.length)
      }
    }
  })
})

describe('the facets a board view narrows by (named by the filter disclosure)', () => {
  it.each([
    [{}, 0],
    [{ sort: 'location', order: 'desc', perPage: '25', keyword: 'manager' }, 0],
    [{ location: 'Hamburg' }, 1],
    [{ function: 'Sales', location: 'Hamburg', level: 'graduate', division: 'mocom' }, 4],
    [{ level: 'boss', division: 'nobody' }, 0],
    [{ location: '  ' }, 0],
  ])('%j: %i', (search, count) => {
    expect(activeFacetCount(parseJobBoardParams(search, 'acme'))).toBe(count)
  })
})
