/**
 * Job board params (docs/contracts.md, "Search params"): invalid values fall back to defaults, never throw.
 * zod/mini: this schema ships to the browser with the job board.
 */
import * as z from 'zod/mini'
import { withOwnParams } from '#app/site/query-string.ts'
import { jobLevels } from './job.ts'
import { asDivision } from './job-rules.ts'

export const jobSorts = ['company', 'title', 'startOfWork', 'location'] as const
export const jobsPerPage = [10, 25, 50, 100] as const

const text = (max: number) => z.catch(z._default(z.pipe(z.string(), z.transform((value) => value.trim().slice(0, max))), ''), '')

export const jobBoardParamsSchema = z.object({
  keyword: text(100),
  function: text(100),
  location: text(100),
  level: z.catch(z.optional(z.enum(jobLevels)), undefined),
  /** A company written with the product word: `parseJobBoardParams` drops any other value (so no length cut either). */
  division: z.catch(z.optional(z.pipe(z.string(), z.transform((value) => value.trim()))), undefined),
  sort: z.catch(z._default(z.enum(jobSorts), 'title'), 'title'),
  order: z.catch(z._default(z.enum(['asc', 'desc']), 'asc'), 'asc'),
  perPage: z.catch(
    z._default(
      z.pipe(
        z.coerce.number(),
        z.transform((value) => jobsPerPage.find((size) => size === value) ?? 10),
      ),
      10,
    ),
    10,
  ),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
})
export type JobBoardParams = z.output<typeof jobBoardParamsSchema>

export const jobBoardDefaults: JobBoardParams = jobBoardParamsSchema.parse({})

/** The facets a visitor narrows the board by. */
const jobFacets = ['function', 'location', 'level', 'division'] as const

/** How many facets a view narrows the board by (the filter disclosure names the count). */
export const activeFacetCount = (params: JobBoardParams): number => jobFacets.filter((facet) => params[facet] !== jobBoardDefaults[facet]).length

/** The view's params from a URL's search; the divisions are the companies written with the site's product word. */
export function parseJobBoardParams(search: Record<string, unknown>, productWord: string): JobBoardParams {
  const params = jobBoardParamsSchema.parse(search)
  return { ...params, division: asDivision(params.division, productWord) }
}

/** The URL params of a board view: defaults left out, the page's other params kept (`withOwnParams`). */
export function jobBoardSearch(search: Record<string, unknown>, params: JobBoardParams): Record<string, unknown> {
  const own: Record<string, string | undefined> = {}
  for (const key of Object.keys(jobBoardParamsSchema.shape) as Array<keyof JobBoardParams>) {
    own[key] = params[key] === jobBoardDefaults[key] ? undefined : String(params[key])
  }
  return withOwnParams(search, own)
}
