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

/** A value for each facet. */
function perFacet<T>(make: (key: FacetKey) => T): Record<FacetKey, T> {
  return { function: make('function'), location: make('location'), level: make('level'), division: make('division') }
}

/** A job as the board filters it: its keyword fields lower-cased and its options per facet. */
interface BoardJob {
  job: Job
  keywordFields: readonly string[]
  values: Record<FacetKey, readonly string[]>
}

/** The jobs of a list as the board filters them, and every facet's options in the order the jobs first name them. */
interface BoardIndex {
  jobs: readonly BoardJob[]
  options: Record<FacetKey, readonly string[]>
}

/**
 * Made once per list of jobs (`publishedJobs` answers the same list for a minute), so a view costs
 * one pass of comparisons: no lower-casing and no option lists made per view (issue 37).
 */
const indexes = new WeakMap<readonly Job[], BoardIndex>()

function boardIndex(jobs: readonly Job[]): BoardIndex {
  const known = indexes.get(jobs)
  if (known) return known
  const options = perFacet(() => new Set<string>())
  const boardJobs = jobs.map((job) => {
    const values = perFacet((key) => facetValues(job, key))
    for (const key of facetKeys) for (const value of values[key]) options[key].add(value)
    return { job, keywordFields: [job.title, job.department, job.location].map((field) => field.toLocaleLowerCase()), values }
  })
  const index = { jobs: boardJobs, options: perFacet((key) => [...options[key]]) }
  indexes.set(jobs, index)
  return index
}

/** The facets whose chosen option the job lacks. */
function missedFacets({ values }: BoardJob, chosen: Record<FacetKey, string | undefined>): FacetKey[] {
  return facetKeys.filter((key) => {
    const value = chosen[key]
    return value !== undefined && !values[key].includes(value)
  })
}

/** The collators of the board's sorts, one per language: making one costs more than a board's sorting. */
const collators = new Map<Language, Intl.Collator>()

function collatorOf(lang: Language): Intl.Collator {
  let collator = collators.get(lang)
  if (!collator) collators.set(lang, (collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true })))
  return collator
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

/**
 * One page of the jobs that match every filter, sorted, and the facets: the options from the jobs
 * themselves (those no job matches with count 0), each counted with every other filter applied.
 * One pass over the jobs: a job counts for a facet when it matches the keyword and every filter but
 * perhaps that facet's.
 */
export function buildJobBoard(jobs: readonly Job[], params: JobBoardParams, lang: Language): JobBoardView {
  const collator = collatorOf(lang)
  const chosen: Record<FacetKey, string | undefined> = {
    function: params.function || undefined,
    location: params.location || undefined,
    level: params.level,
    division: params.division,
  }
  const wanted = params.keyword.toLocaleLowerCase()
  const index = boardIndex(jobs)
  // every option the jobs have, those no job matches with count 0
  const counts = perFacet((key) => new Map(index.options[key].map((value) => [value, 0])))
  const matching: Job[] = []
  for (const boardJob of index.jobs) {
    // any job matches no keyword: every field includes the empty string
    if (!boardJob.keywordFields.some((field) => field.includes(wanted))) continue
    const missed = missedFacets(boardJob, chosen)
    if (missed.length === 0) matching.push(boardJob.job)
    for (const key of missed.length === 0 ? facetKeys : missed.length === 1 ? missed : []) {
      const options = counts[key]
      for (const value of boardJob.values[key]) options.set(value, (options.get(value) ?? 0) + 1)
    }
  }
  const facet = (key: FacetKey): FacetOption[] =>
    [...counts[key]].map(([value, count]) => ({ value, count })).sort((a, b) => collator.compare(a.value, b.value))
  const direction = params.order === 'desc' ? -1 : 1
  matching.sort((a, b) => direction * collator.compare(sortValue(a, params.sort), sortValue(b, params.sort)) || collator.compare(a.id, b.id))
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
    facets: perFacet(facet),
  }
}
