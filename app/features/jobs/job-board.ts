/** Filtering, facet counts, sorting and paging of the job board: pure, run on the server. */
import type { Language } from '#app.config.ts'
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

/** A job's title, department and location lower-cased, once per job object (the published lists are kept a minute). */
const keywordFields = new WeakMap<Job, readonly string[]>()

/** Any job matches no keyword: every field includes the empty string. */
function matchesKeyword(job: Job, wanted: string): boolean {
  let fields = keywordFields.get(job)
  if (!fields) {
    fields = [job.title, job.department, job.location].map((field) => field.toLocaleLowerCase())
    keywordFields.set(job, fields)
  }
  return fields.some((field) => field.includes(wanted))
}

/** The facets whose chosen option the job lacks. */
function missedFacets(job: Job, chosen: Record<FacetKey, string | undefined>): FacetKey[] {
  return facetKeys.filter((key) => {
    const value = chosen[key]
    return value !== undefined && !facetValues(job, key).includes(value)
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
  const counts = Object.fromEntries(facetKeys.map((key) => [key, new Map<string, number>()])) as Record<FacetKey, Map<string, number>>
  const matching: Job[] = []
  for (const job of jobs) {
    const missed = matchesKeyword(job, wanted) ? missedFacets(job, chosen) : facetKeys
    if (missed.length === 0) matching.push(job)
    for (const key of facetKeys) {
      const counted = missed.length === 0 || (missed.length === 1 && missed[0] === key)
      const options = counts[key]
      for (const value of facetValues(job, key)) options.set(value, (options.get(value) ?? 0) + (counted ? 1 : 0))
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
    facets: { function: facet('function'), location: facet('location'), level: facet('level'), division: facet('division') },
  }
}
