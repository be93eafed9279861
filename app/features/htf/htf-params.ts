/**
 * Params of the HTF finder (docs/contracts.md, "Search params" and "Heat transfer fluids"): `tmin`,
 * `tmax` (whole °C), `use`, `application`, `compare` (lists), `sort`. Every field falls back to its
 * default and never throws; unknown list items are dropped. The one reader of them: the finder's
 * file route validates its search with it (`validateSearch`), the finder placed on any other page
 * (the catch-all route) and the page loader read the URL with it. Plain code, not a schema: a
 * route's `validateSearch` runs in the router's entry chunk, which every page loads first (ADR 046).
 */
import { type HtfApplication, type HtfUse, type TemperatureRange, htfApplications, htfUses } from './htf-fluid.ts'

export const htfSorts = ['name', 'lowest', 'highest'] as const
export type HtfSort = (typeof htfSorts)[number]

/** At most this many fluids side by side. */
export const maxCompared = 3

const productId = /^[a-z0-9][a-z0-9-]{0,63}$/

export type HtfFinderParams = {
  tmin: number | undefined
  tmax: number | undefined
  use: HtfUse[]
  application: HtfApplication[]
  compare: string[]
  sort: HtfSort
}

/** The params in the order of the finder's form, in which a view's URL writes them. */
export const htfFinderParamKeys = ['tmin', 'tmax', 'use', 'application', 'compare', 'sort'] as const satisfies ReadonlyArray<keyof HtfFinderParams>

/** A temperature as a URL (text) or a typed link (a number) says it: whole degrees, at most four digits. */
function wholeDegrees(value: unknown): number | undefined {
  if (value === undefined) return undefined
  const text = String(value).trim()
  return /^[+-]?\d{1,4}$/.test(text) ? Number(text) : undefined
}

/** A comma-separated list (only text: a list is the text a URL carries): the items `keep` lets through. */
function list<T extends string>(value: unknown, keep: (items: string[]) => T[]): T[] {
  return typeof value === 'string' ? keep(value.split(',').map((item) => item.trim())) : []
}

/** The params of a finder view from a URL's search (or a link's typed search): each invalid value its default. */
export function parseHtfFinderParams(search: Record<string, unknown>): HtfFinderParams {
  return {
    tmin: wholeDegrees(search['tmin']),
    tmax: wholeDegrees(search['tmax']),
    use: list(search['use'], (items) => htfUses.filter((use) => items.includes(use))),
    application: list(search['application'], (items) => htfApplications.filter((application) => items.includes(application))),
    compare: list(search['compare'], (items) => [...new Set(items.filter((item) => productId.test(item)))].slice(0, maxCompared)),
    sort: htfSorts.find((sort) => sort === search['sort']) ?? 'name',
  }
}

/** A finder view with its temperature range resolved against the catalogue (htf-rules.ts, `finderView`). */
export interface HtfFinderState {
  range: TemperatureRange
  use: HtfUse[]
  application: HtfApplication[]
  compare: string[]
  sort: HtfSort
}

/**
 * A finder view as its URL says it and a typed link may say it: temperatures as numbers, each list
 * as its comma-separated text (`use: 'cooling,food-grade'`), the sort one of `htfSorts`.
 */
export type HtfFinderUrlParams = {
  tmin: number | undefined
  tmax: number | undefined
  use: string
  application: string
  compare: string
  sort: HtfSort
}

const urlParams = (params: HtfFinderParams): HtfFinderUrlParams => ({
  ...params,
  use: params.use.join(','),
  application: params.application.join(','),
  compare: params.compare.join(','),
})

/** The finder's params as its file route reads and writes them (`view-search.ts`). */
export const htfFinderView = {
  parse: (search: Record<string, unknown>): HtfFinderUrlParams => urlParams(parseHtfFinderParams(search)),
  own: (params: HtfFinderUrlParams): Record<(typeof htfFinderParamKeys)[number], string | undefined> => ({
    tmin: params.tmin === undefined ? undefined : String(params.tmin),
    tmax: params.tmax === undefined ? undefined : String(params.tmax),
    use: params.use || undefined,
    application: params.application || undefined,
    compare: params.compare || undefined,
    sort: params.sort === 'name' ? undefined : params.sort,
  }),
  /** The defaults a finder link leaves out (the temperatures' are the catalogue's bounds, which `htfFinderLinkSearch` of `htf-finder-links.ts` leaves out). */
  defaults: { use: '', application: '', compare: '', sort: 'name' } as const,
}
