import { describe, expect, it } from 'vitest'
import { isCompleteRow, isPublished, isShownInLanguage, jobFunctionsOf, startOfWork } from '#app/features/jobs/job-rules.ts'
import { jobBoardSearch, parseJobBoardParams } from '#app/features/jobs/job-board-params.ts'
import { buildJobBoard } from '#app/features/jobs/job-board.ts'
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
  })
  it('excludes German rows in English', () => {
    const german = [...full.slice(0, 8), 'de', ...full.slice(9)]
    expect(spreadsheetJobs([header, full, german], 'en', now).map((job) => job.id)).toEqual(['S-1'])
    expect(spreadsheetJobs([header, full, german], 'de', now)).toHaveLength(2)
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

describe('job board params', () => {
  it('falls back to defaults for invalid values and writes no defaults', () => {
    const params = parseJobBoardParams({ keyword: ' sales ', level: 'boss', sort: 'salary', order: 'up', perPage: '33', page: '-2', division: 'albis' })
    expect(params).toEqual({ keyword: 'sales', function: '', location: '', level: undefined, division: 'albis', sort: 'title', order: 'asc', perPage: 10, page: 1 })
    expect(stringifyQueryString(jobBoardSearch({ utm_source: 'x' }, params))).toBe('?utm_source=x&keyword=sales&division=albis')
    expect(parseJobBoardParams({ perPage: '25', sort: 'startOfWork', order: 'desc', page: '2' })).toMatchObject({ perPage: 25, sort: 'startOfWork', order: 'desc', page: 2 })
  })
})

describe('job board', () => {
  const job = (id: string, fields: Partial<Job>): Job => ({
    id,
    source: 'recruiting',
    title: `Job ${id}`,
    department: 'Sales',
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
    const board = buildJobBoard(jobs, parseJobBoardParams({ keyword: 'sales', location: 'Hamburg' }), 'en')
    expect(board.rows.map((row) => row.id)).toEqual(['4', '1'])
    expect(buildJobBoard(jobs, parseJobBoardParams({ keyword: 'milan' }), 'en').rows.map((row) => row.id)).toEqual(['2'])
    expect(buildJobBoard(jobs, parseJobBoardParams({ level: 'student', division: 'albis' }), 'en').total).toBe(2)
  })
  it('counts each option with the other filters applied', () => {
    const board = buildJobBoard(jobs, parseJobBoardParams({ location: 'Hamburg' }), 'en')
    expect(board.facets.location).toEqual([
      { value: 'Hamburg', count: 3 },
      { value: 'Milan', count: 1 },
    ])
    expect(board.facets.level).toEqual([
      { value: 'professional', count: 1 },
      { value: 'student', count: 2 },
    ])
  })
  it('sorts by start of work descending and pages', () => {
    const board = buildJobBoard(jobs, parseJobBoardParams({ sort: 'startOfWork', order: 'desc', perPage: '10' }), 'en')
    expect(board.rows.map((row) => row.id)).toEqual(['1', '2', '3', '4'])
    const many = Array.from({ length: 23 }, (_, i) => job(String(100 + i), {}))
    const page3 = buildJobBoard(many, parseJobBoardParams({ page: '3' }), 'en')
    expect([page3.page, page3.pageCount, page3.rows.length]).toEqual([3, 3, 3])
    expect(buildJobBoard(many, parseJobBoardParams({ page: '9' }), 'en').page).toBe(3)
  })
})
