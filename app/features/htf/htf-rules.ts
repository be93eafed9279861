/**
 * The finder's rules (docs/contracts.md, "Heat transfer fluids"), pure and table-tested in
 * tests/htf-rules.test.ts: the catalogue's bounds, the requested range (clamped, swapped), which
 * fluids qualify, their order, and the margins the range chart shows.
 */
import type { Language } from '#config/languages.ts'
import type { HtfCatalogue, HtfFluidSummary, TemperatureRange } from './htf-fluid.ts'
import { type HtfFinderParams, type HtfFinderState, type HtfSort, maxCompared } from './htf-params.ts'

/** From the lowest usable temperature of any fluid to the highest; `undefined` for an empty catalogue. */
export function catalogueBounds(fluids: readonly HtfFluidSummary[]): TemperatureRange | undefined {
  if (fluids.length === 0) return undefined
  return { min: Math.min(...fluids.map((fluid) => fluid.range.min)), max: Math.max(...fluids.map((fluid) => fluid.range.max)) }
}

function clamp(value: number, bounds: TemperatureRange): number {
  return Math.min(bounds.max, Math.max(bounds.min, value))
}

/** `tmin`/`tmax` clamped to the catalogue's bounds, each missing one at its bound, a reversed pair swapped. */
export function requestedRange(tmin: number | undefined, tmax: number | undefined, bounds: TemperatureRange): TemperatureRange {
  const low = clamp(tmin ?? bounds.min, bounds)
  const high = clamp(tmax ?? bounds.max, bounds)
  return low <= high ? { min: low, max: high } : { min: high, max: low }
}

export function finderState(params: HtfFinderParams, bounds: TemperatureRange): HtfFinderState {
  return {
    range: requestedRange(params.tmin, params.tmax, bounds),
    use: params.use,
    application: params.application,
    compare: params.compare,
    sort: params.sort,
  }
}

/**
 * What a requested range asks of a fluid: a side at the catalogue's bound asks nothing (the default
 * view lists every fluid); else the fluid must reach at least that far.
 */
export function temperatureRequirement(range: TemperatureRange, bounds: TemperatureRange): { down: number | undefined; up: number | undefined } {
  return { down: range.min > bounds.min ? range.min : undefined, up: range.max < bounds.max ? range.max : undefined }
}

/**
 * A fluid qualifies when its usable range covers the requested one (lowest usable temperature at or
 * below `tmin`, highest at or above `tmax`), it has every chosen use and suits at least one chosen
 * application.
 */
function qualifies(fluid: HtfFluidSummary, state: Pick<HtfFinderState, 'range' | 'use' | 'application'>, bounds: TemperatureRange): boolean {
  const { down, up } = temperatureRequirement(state.range, bounds)
  return (
    (down === undefined || fluid.range.min <= down) &&
    (up === undefined || fluid.range.max >= up) &&
    state.use.every((use) => fluid.uses.includes(use)) &&
    (state.application.length === 0 || state.application.some((application) => fluid.applications.includes(application)))
  )
}

const collators = new Map<Language, Intl.Collator>()

/** By name (the visitor's collation), by lowest usable temperature (coldest first) or by highest (hottest first); ties by name. */
export function sortFluids<T extends HtfFluidSummary>(fluids: readonly T[], sort: HtfSort, lang: Language): T[] {
  const collator = collators.get(lang) ?? new Intl.Collator(lang, { numeric: true, sensitivity: 'base' })
  collators.set(lang, collator)
  const byName = (a: T, b: T) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  const order: Record<HtfSort, (a: T, b: T) => number> = {
    name: byName,
    lowest: (a, b) => a.range.min - b.range.min || byName(a, b),
    highest: (a, b) => b.range.max - a.range.max || byName(a, b),
  }
  return [...fluids].sort(order[sort])
}

/** The qualifying fluids of the catalogue in the chosen order. */
export function findFluids(catalogue: HtfCatalogue, state: HtfFinderState, lang: Language): HtfFluidSummary[] {
  return sortFluids(
    catalogue.fluids.filter((fluid) => qualifies(fluid, state, catalogue.bounds)),
    state.sort,
    lang,
  )
}

/** How far a fluid reaches beyond each requested side, in kelvin; `undefined` for a side nothing was asked of. */
export function margins(fluid: HtfFluidSummary, range: TemperatureRange, bounds: TemperatureRange): { below: number | undefined; above: number | undefined } {
  const { down, up } = temperatureRequirement(range, bounds)
  return { below: down === undefined ? undefined : down - fluid.range.min, above: up === undefined ? undefined : fluid.range.max - up }
}

/** A list with `item` added (in the order of `all`) or removed. */
export function toggled<T extends string>(items: readonly T[], item: T, all: readonly T[]): T[] {
  return items.includes(item) ? items.filter((other) => other !== item) : all.filter((known) => known === item || items.includes(known))
}

/** The compared ids with `id` added at the end (while fewer than three) or removed. */
export function toggledComparison(compare: readonly string[], id: string): string[] {
  if (compare.includes(id)) return compare.filter((other) => other !== id)
  return compare.length < maxCompared ? [...compare, id] : [...compare]
}
