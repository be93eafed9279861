/**
 * The job board's view in the site's terms: its divisions checked against the product word and the
 * facets it is narrowed by (the params themselves: `job-board-search.ts`; its URL with the page's
 * other params: `viewLinkSearch` of `site/view-links.ts`).
 */
import { asDivision } from './job-rules.ts'
import { type JobBoardParams, jobBoardDefaults, parseJobBoardSearch } from './job-board-search.ts'

/** The facets a visitor narrows the board by. */
const jobFacets = ['function', 'location', 'level', 'division'] as const

/** How many facets a view narrows the board by (the filter disclosure names the count). */
export const activeFacetCount = (params: JobBoardParams): number => jobFacets.filter((facet) => params[facet] !== jobBoardDefaults[facet]).length

/** The view's params from a URL's search; the divisions are the companies written with the site's product word. */
export function parseJobBoardParams(search: Record<string, unknown>, productWord: string): JobBoardParams {
  const params = parseJobBoardSearch(search)
  return { ...params, division: asDivision(params.division, productWord) }
}
