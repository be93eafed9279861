/**
 * Job board params (docs/contracts.md, "Search params"): invalid values fall back to defaults, never throw.
 * The one reader of them: the board's file route validates its search with it (`validateSearch`), the
 * board placed on any other page (the catch-all route) and the page loader read the URL with it, the
 * server function its input. Plain code with no imports but the levels, not a schema: a route's
 * `validateSearch` runs in the router's entry chunk, which every page loads first (ADR 046).
 */
import { type JobLevel, jobLevels } from './job.ts'

export const jobSorts = ['company', 'title', 'startOfWork', 'location'] as const
export const jobsPerPage = [10, 25, 50, 100] as const

export type JobBoardParams = {
  keyword: string
  function: string
  location: string
  level: JobLevel | undefined
  /** A company written with the product word: `parseJobBoardParams` drops any other value (so no length cut either). */
  division: string | undefined
  sort: (typeof jobSorts)[number]
  order: 'asc' | 'desc'
  perPage: (typeof jobsPerPage)[number]
  page: number
}

/** The params in the order of the board's filter form, in which a view's URL writes them. */
export const jobBoardParamKeys = ['keyword', 'function', 'location', 'level', 'division', 'sort', 'order', 'perPage', 'page'] as const satisfies ReadonlyArray<
  keyof JobBoardParams
>

export const jobBoardDefaults: JobBoardParams = {
  keyword: '',
  function: '',
  location: '',
  level: undefined,
  division: undefined,
  sort: 'title',
  order: 'asc',
  perPage: 10,
  page: 1,
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')
const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined => list.find((item) => item === value)
/** A number as a URL (a string) or a typed link (a number) gives it; NaN for anything else, which no param takes. */
const number = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN)

/** The params of a board view from a URL's search (or a link's typed search): each invalid value its default. */
export function parseJobBoardSearch(search: Record<string, unknown>): JobBoardParams {
  const page = number(search['page'] ?? jobBoardDefaults.page)
  return {
    keyword: text(search['keyword'], 100),
    function: text(search['function'], 100),
    location: text(search['location'], 100),
    level: oneOf(jobLevels, search['level']),
    division: typeof search['division'] === 'string' ? search['division'].trim() : undefined,
    sort: oneOf(jobSorts, search['sort']) ?? jobBoardDefaults.sort,
    order: oneOf(['asc', 'desc'] as const, search['order']) ?? jobBoardDefaults.order,
    perPage: oneOf(jobsPerPage, number(search['perPage'])) ?? jobBoardDefaults.perPage,
    // `> 0`, not `>= 1`: the same for an integer, and no mutant of it (`> 1`) answers page 1 as its default does
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : jobBoardDefaults.page,
  }
}

/** A board view as a URL says it: its params without the defaults, in the form's order. */
function jobBoardOwnSearch(params: JobBoardParams): Record<(typeof jobBoardParamKeys)[number], string | undefined> {
  const own = {} as Record<(typeof jobBoardParamKeys)[number], string | undefined>
  for (const key of jobBoardParamKeys) own[key] = params[key] === jobBoardDefaults[key] ? undefined : String(params[key])
  return own
}

/** The board's params as a view's route reads and writes them (`view-search.ts`). */
export const jobBoardView = { parse: parseJobBoardSearch, own: jobBoardOwnSearch, defaults: jobBoardDefaults }
