/**
 * The URLs of HTF finder views (docs/contracts.md, "Search params"): a view's own params written
 * against the catalogue's bounds, defaults left out, in the form's order. Only the finder and its
 * loader import them, so they load with the finder, not in the router's entry chunk with the
 * reader (`htf-params.ts`, ADR 046).
 */
import { withOwnParams } from '#app/site/query-string.ts'
import type { TemperatureRange } from './htf-fluid.ts'
import type { HtfFinderState, HtfFinderUrlParams, htfFinderParamKeys } from './htf-params.ts'

/** A finder view's own params as its URL writes them: defaults (the catalogue's bounds, empty lists, sort by name) left out, in the form's order. */
function htfFinderOwnSearch(state: HtfFinderState, bounds: TemperatureRange): Record<(typeof htfFinderParamKeys)[number], string | undefined> {
  const listParam = (items: readonly string[]) => (items.length > 0 ? items.join(',') : undefined)
  return {
    tmin: state.range.min === bounds.min ? undefined : String(state.range.min),
    tmax: state.range.max === bounds.max ? undefined : String(state.range.max),
    use: listParam(state.use),
    application: listParam(state.application),
    compare: listParam(state.compare),
    sort: state.sort === 'name' ? undefined : state.sort,
  }
}

/** The URL params of a finder view: its own as `htfFinderOwnSearch` writes them, the page's other params kept. */
export function htfFinderSearch(search: Record<string, unknown>, state: HtfFinderState, bounds: TemperatureRange): Record<string, unknown> {
  return withOwnParams(search, htfFinderOwnSearch(state, bounds))
}

/** What a URL (or a typed link) may say of a finder view: each param optional, defaults left out. */
type HtfFinderSearch = Partial<{ [Key in keyof HtfFinderUrlParams]: Exclude<HtfFinderUrlParams[Key], undefined> }>

/** A typed link's search for a finder view: every param named (a default as `undefined`), so none of the current view's survives. */
export function htfFinderLinkSearch(state: HtfFinderState, bounds: TemperatureRange): HtfFinderSearch {
  const own = htfFinderOwnSearch(state, bounds)
  return {
    ...own,
    tmin: own.tmin === undefined ? undefined : state.range.min,
    tmax: own.tmax === undefined ? undefined : state.range.max,
    sort: own.sort === undefined ? undefined : state.sort,
  }
}
