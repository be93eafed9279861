/** Filtering, facet counts, sorting and paging of the job board: pure, run on the server. */
import type { Language } from '#config/languages.ts'
import type { Job, JobDivision, JobLevel } from './job.ts'
import type { JobBoardParams } from './job-board-search.ts'

export interface JobRow {
  id: string
  title: string
  department: string
  location: string
  division: JobDivision | undefined
  level: JobLevel | undefined
  startOfWork: string
  immediate: boolean
}

export interface FacetOption {
  value: string
  count: number
}

export interface JobBoardView {
  rows: JobRow[]
  total: number
  page: number
  pageCount: number
  facets: { function: FacetOption[]; location: FacetOption[]; level: FacetOption[]; division: FacetOption[] }
}

type FacetKey = keyof JobBoardView['facets']

const facetKeys: readonly FacetKey[] = ['function', 'location', 'level', 'division']

function facetValues(job: Job, key: FacetKey): string[] {
  switch (key) {
    case 'function':
      return job.functions
    case 'location':
      return [job.location]
    case 'level':
      return job.level ? [job.level] : []
    case 'division':
      return job.division ? [job.division] : []
  }
}

/** Any job matches no keyword: every field includes the empty string. */
function matchesKeyword(job: Job, keyword: string): boolean {
  const wanted = keyword.toLocaleLowerCase()
  return [job.title, job.department, job.location].some((field) => field.toLocaleLowerCase().includes(wanted))
}

function matches(job: Job, params: JobBoardParams, except?: FacetKey): boolean {
  const chosen: Record<FacetKey, string | undefined> = {
    function: params.function || undefined,
    location: params.location || undefined,
    level: params.level,
    division: params.division,
  }
  return (
    matchesKeyword(job, params.keyword) &&
    facetKeys.every((key) => {
      const value = chosen[key]
      return key === except || value === undefined || facetValues(job, key).includes(value)
    })
  )
}

/** Options from the jobs themselves; counts with every other filter applied. */
function facet(jobs: readonly Job[], params: JobBoardParams, key: FacetKey, collator: Intl.Collator): FacetOption[] {
  const counts = new Map<string, number>()
  // every option the jobs have, those no job matches with count 0
  for (const job of jobs) for (const value of facetValues(job, key)) counts.set(value, 0)
  for (const job of jobs) {
    if (!matches(job, params, key)) continue
    for (const value of facetValues(job, key)) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => collator.compare(a.value, b.value))
}

function sortValue(job: Job, sort: JobBoardParams['sort']): string {
  switch (sort) {
    case 'company': // the URL's name for the division
      return job.division ?? ''
    case 'title':
      return job.title
    case 'startOfWork':
      return job.startOfWork
    case 'location':
      return job.location
  }
}

export function buildJobBoard(jobs: readonly Job[], params: JobBoardParams, lang: Language): JobBoardView {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true })
  const direction = params.order === 'desc' ? -1 : 1
  const matching = jobs
    .filter((job) => matches(job, params))
    .sort((a, b) => direction * collator.compare(sortValue(a, params.sort), sortValue(b, params.sort)) || collator.compare(a.id, b.id))
  const pageCount = Math.max(1, Math.ceil(matching.length / params.perPage))
  const page = Math.min(params.page, pageCount)
  return {
    rows: matching.slice((page - 1) * params.perPage, page * params.perPage).map((job) => ({
      id: job.id,
      title: job.title,
      department: job.department,
      location: job.location,
      division: job.division,
      level: job.level,
      startOfWork: job.startOfWork,
      immediate: job.hasImmediateStartOfWork,
    })),
    total: matching.length,
    page,
    pageCount,
    facets: {
      function: facet(jobs, params, 'function', collator),
      location: facet(jobs, params, 'location', collator),
      level: facet(jobs, params, 'level', collator),
      division: facet(jobs, params, 'division', collator),
    },
  }
}
