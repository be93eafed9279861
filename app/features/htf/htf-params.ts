/**
 * Params of the HTF finder (docs/contracts.md, "Search params" and "Heat transfer fluids"): `tmin`,
 * `tmax` (whole °C), `use`, `application`, `compare` (lists), `sort`. Every field falls back to its
 * default and never throws; unknown list items are dropped. zod/mini: this schema ships to the browser.
 */
import * as z from 'zod/mini'
import { withOwnParams } from '#app/site/query-string.ts'
import { type HtfApplication, type HtfUse, type TemperatureRange, htfApplications, htfUses } from './htf-fluid.ts'

export const htfSorts = ['name', 'lowest', 'highest'] as const
export type HtfSort = (typeof htfSorts)[number]

/** At most this many fluids side by side. */
export const maxCompared = 3

const productId = /^[a-z0-9][a-z0-9-]{0,63}$/

const wholeDegrees = z.catch(
  z.optional(z.pipe(z.pipe(z.coerce.string(), z.string().check(z.trim(), z.regex(/^[+-]?\d{1,4}$/))), z.transform(Number))),
  undefined,
)

/** A comma-separated list: the known items, each once. */
const list = <T extends string>(parse: (items: string[]) => T[]) =>
  z.catch(z._default(z.pipe(z.string(), z.transform((text) => parse(text.split(',').map((item) => item.trim())))), []), [])

export const htfFinderParamsSchema = z.object({
  tmin: wholeDegrees,
  tmax: wholeDegrees,
  use: list((items) => htfUses.filter((use) => items.includes(use))),
  application: list((items) => htfApplications.filter((application) => items.includes(application))),
  compare: list((items) => [...new Set(items.filter((item) => productId.test(item)))].slice(0, maxCompared)),
  sort: z.catch(z._default(z.enum(htfSorts), 'name'), 'name'),
})
export type HtfFinderParams = z.output<typeof htfFinderParamsSchema>

export function parseHtfFinderParams(search: Record<string, unknown>): HtfFinderParams {
  return htfFinderParamsSchema.parse(search)
}

/** A finder view with its temperature range resolved against the catalogue (htf-rules.ts, `finderView`). */
export interface HtfFinderState {
  range: TemperatureRange
  use: HtfUse[]
  application: HtfApplication[]
  compare: string[]
  sort: HtfSort
}

/** The URL params of a finder view: defaults (the catalogue's bounds, empty lists, sort by name) left out, other params kept. */
export function htfFinderSearch(search: Record<string, unknown>, state: HtfFinderState, bounds: TemperatureRange): Record<string, unknown> {
  const listParam = (items: readonly string[]) => (items.length > 0 ? items.join(',') : undefined)
  return withOwnParams(search, {
    tmin: state.range.min === bounds.min ? undefined : String(state.range.min),
    tmax: state.range.max === bounds.max ? undefined : String(state.range.max),
    use: listParam(state.use),
    application: listParam(state.application),
    compare: listParam(state.compare),
    sort: state.sort === 'name' ? undefined : state.sort,
  })
}
