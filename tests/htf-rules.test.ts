import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { repoRoot, startSeedBackend } from './helpers/backend.ts'
import type { HtfCatalogue, HtfFluidSummary } from '#app/features/htf/htf-fluid.ts'
import { htfFinderView, parseHtfFinderParams } from '#app/features/htf/htf-params.ts'
import { htfFinderLinkSearch, htfFinderSearch } from '#app/features/htf/htf-finder-links.ts'
import { catalogueBounds, findFluids, finderState, margins, requestedRange, sortFluids, toggled, toggledComparison } from '#app/features/htf/htf-rules.ts'
import { fluidsOfFolder } from '#app/features/htf/htf.server.ts'
import { stringifyQueryString } from '#app/site/query-string.ts'
import { viewRouteSearch } from '#app/site/view-search.ts'

const bounds = { min: -100, max: 400 }

describe('finder params', () => {
  it.each([
    [{}, { use: [], application: [], compare: [], sort: 'name' }],
    [
      { tmin: '-20', tmax: '300' },
      { tmin: -20, tmax: 300 },
    ],
    [
      { tmin: ' +15 ', tmax: '0' },
      { tmin: 15, tmax: 0 },
    ],
    [
      { tmin: '1.5', tmax: 'abc' },
      { tmin: undefined, tmax: undefined },
    ],
    [
      { tmin: '', tmax: '1e2' },
      { tmin: undefined, tmax: undefined },
    ],
    [{ tmin: '99999' }, { tmin: undefined }],
    [{ use: 'food-grade,cooling,cooling,boiling' }, { use: ['cooling', 'food-grade'] }],
    [{ application: 'solar, pharma ,mars' }, { application: ['solar', 'pharma'] }],
    [{ compare: 'b,a,b,c,d,Bad Id' }, { compare: ['b', 'a', 'c'] }],
    [{ sort: 'highest' }, { sort: 'highest' }],
    [{ sort: 'price' }, { sort: 'name' }],
    [
      { use: 42, compare: ['a'] },
      { use: [], compare: [] },
    ],
  ])('%j', (search, expected) => {
    expect(parseHtfFinderParams(search)).toMatchObject(expected)
  })
})

describe('requested range', () => {
  it.each([
    [undefined, undefined, { min: -100, max: 400 }],
    [-20, 300, { min: -20, max: 300 }],
    [-20, undefined, { min: -20, max: 400 }],
    [undefined, 300, { min: -100, max: 300 }],
    [300, -20, { min: -20, max: 300 }], // a reversed pair is swapped
    [-500, 9000, { min: -100, max: 400 }], // clamped to the catalogue's range
    [500, undefined, { min: 400, max: 400 }],
    [undefined, -300, { min: -100, max: -100 }],
    [450, -150, { min: -100, max: 400 }],
    [20, 20, { min: 20, max: 20 }],
  ])('tmin %s, tmax %s -> %j', (tmin, tmax, range) => {
    expect(requestedRange(tmin, tmax, bounds)).toEqual(range)
  })
})

describe('finder URLs', () => {
  const state = { range: { min: -20, max: 300 }, use: ['cooling', 'food-grade'] as const, application: ['solar'] as const, compare: [], sort: 'name' as const }
  it('leaves defaults out, writes lists with commas and keeps other params', () => {
    expect(
      stringifyQueryString(htfFinderSearch({ utm_source: 'mail', tmin: '-5' }, { ...state, use: [...state.use], application: [...state.application] }, bounds)),
    ).toBe('?utm_source=mail&tmin=-20&tmax=300&use=cooling,food-grade&application=solar')
    expect(stringifyQueryString(htfFinderSearch({ sort: 'lowest' }, { range: bounds, use: [], application: [], compare: [], sort: 'name' }, bounds))).toBe('')
    expect(
      stringifyQueryString(htfFinderSearch({}, { range: { min: -100, max: 250 }, use: [], application: [], compare: ['x', 'y'], sort: 'highest' }, bounds)),
    ).toBe('?tmax=250&compare=x,y&sort=highest')
  })

  it('normalizes what it reads: an out-of-range, reversed or invalid link is written back clamped, swapped or without it', () => {
    const write = (search: Record<string, string>) => stringifyQueryString(htfFinderSearch(search, finderState(parseHtfFinderParams(search), bounds), bounds))
    expect(write({ tmin: '350', tmax: '-20' })).toBe('?tmin=-20&tmax=350')
    expect(write({ tmin: '-400', tmax: '1000' })).toBe('')
    expect(write({ tmin: 'cold', use: 'cooling,hot', sort: 'x' })).toBe('?use=cooling')
  })
})

describe("the finder's file route", () => {
  it.each([
    [
      { tmin: '-20', tmax: '300', use: 'cooling,food-grade', utm_source: 'mail' },
      { tmin: -20, tmax: 300, use: 'cooling,food-grade' },
    ],
    [
      { compare: 'a,b', sort: 'highest' },
      { compare: 'a,b', sort: 'highest' },
    ],
    // said in other words (spaces, another order, a default, an unknown item): left to the page loader's redirect
    [{ tmin: ' +15 ', use: 'food-grade,cooling', sort: 'name', application: 'solar,mars' }, {}],
    [{ tmin: 'abc', tmax: '1e2', compare: ['a'] }, {}],
  ])('validates %j as %j', (search, typed) => {
    expect(viewRouteSearch(htfFinderView, search)).toEqual(typed)
  })

  it('links a view with every param named, defaults as undefined, lists as their text', () => {
    expect(
      htfFinderLinkSearch({ range: { min: -20, max: 400 }, use: ['cooling', 'food-grade'], application: [], compare: ['x'], sort: 'name' }, bounds),
    ).toEqual({
      tmin: -20,
      tmax: undefined,
      use: 'cooling,food-grade',
      application: undefined,
      compare: 'x',
      sort: undefined,
    })
    expect(stringifyQueryString(htfFinderLinkSearch({ range: bounds, use: [], application: ['solar'], compare: [], sort: 'lowest' }, bounds))).toBe(
      '?application=solar&sort=lowest',
    )
  })
})

describe('lists', () => {
  it.each([
    [[], 'cooling', ['cooling']],
    [['food-grade'], 'cooling', ['cooling', 'food-grade']],
    [['cooling', 'food-grade'], 'cooling', ['food-grade']],
  ] as const)('toggling %j with %s gives %j (in the order of the filter)', (items, item, expected) => {
    expect(toggled(items, item, ['heating-heat-recovery', 'heating-cooling', 'cooling', 'thermoregulation', 'food-grade'])).toEqual(expected)
  })

  it('compares at most three fluids, in the order they were ticked', () => {
    expect(toggledComparison([], 'a')).toEqual(['a'])
    expect(toggledComparison(['c', 'a'], 'b')).toEqual(['c', 'a', 'b'])
    expect(toggledComparison(['c', 'a', 'b'], 'd')).toEqual(['c', 'a', 'b'])
    expect(toggledComparison(['c', 'a', 'b'], 'a')).toEqual(['c', 'b'])
  })
})

const fluid = (id: string, name: string, min: number, max: number): HtfFluidSummary => ({
  id,
  name,
  chemistry: '',
  range: { min, max },
  optimal: undefined,
  uses: [],
  applications: [],
})

describe('order', () => {
  const fluids = [fluid('b', 'Fluid 10', -20, 300), fluid('a', 'fluid 9', -20, 250), fluid('c', 'Älteres Öl', 0, 300)]
  it.each([
    ['name', 'de', ['c', 'a', 'b']],
    ['name', 'en', ['c', 'a', 'b']],
    ['lowest', 'en', ['a', 'b', 'c']],
    ['highest', 'en', ['c', 'b', 'a']],
  ] as const)('%s in %s', (sort, lang, ids) => {
    expect(sortFluids(fluids, sort, lang).map((item) => item.id)).toEqual(ids)
  })
})

describe('margins', () => {
  it('measure how far a fluid reaches beyond each side that was asked for', () => {
    const oil = fluid('x', 'X', -40, 315)
    expect(margins(oil, { min: -20, max: 300 }, bounds)).toEqual({ below: 20, above: 15 })
    expect(margins(oil, { min: -100, max: 300 }, bounds)).toEqual({ below: undefined, above: 15 })
    expect(margins(oil, bounds, bounds)).toEqual({ below: undefined, above: undefined })
  })
})

/** The seed as written in the repository, read without the site's or the backend's code. */
interface SeedFluid {
  id: string
  min: number
  max: number
  uses: string[]
  applications: string[]
  values: Record<string, number>
}

function seedFluids(): SeedFluid[] {
  const folder = (parse(readFileSync(`${repoRoot}content/products/products.htf.yaml`, 'utf8')) as Record<string, Record<string, unknown>>)['htf'] ?? {}
  return Object.entries(folder)
    .filter((entry): entry is [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]))
    .map(([id, node]) => {
      const values: Record<string, number> = {}
      for (const [key, value] of Object.entries(node)) if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) values[key] = Number(value)
      return {
        id,
        min: values['temperatureMin'] ?? NaN,
        max: values['temperatureMax'] ?? NaN,
        uses: (node['uses'] as string[] | undefined) ?? [],
        applications: (node['applications'] as string[] | undefined) ?? [],
        values,
      }
    })
}

describe('the seed catalogue', () => {
  const seed = seedFluids()

  it('holds about 30 fluids of every family, from -100 to 400 °C, each with a use and an application', () => {
    expect(seed.length).toBeGreaterThanOrEqual(28)
    expect(Math.min(...seed.map((f) => f.min))).toBe(-100)
    expect(Math.max(...seed.map((f) => f.max))).toBe(400)
    for (const f of seed) {
      expect(f.uses.length, f.id).toBeGreaterThan(0)
      expect(f.applications.length, f.id).toBeGreaterThan(0)
    }
    const ids = seed.map((f) => f.id).join(' ')
    for (const family of ['-m-', '-sa-', '-g-', '-si-', '-fg-']) expect(ids).toContain(family)
  })

  it.each(seedFluids().map((f) => [f.id, f] as const))('%s is physically plausible', (_, f) => {
    const v = f.values
    const ordered = (...keys: string[]) => {
      const present = keys.map((key) => v[key]).filter((value) => value !== undefined)
      for (let i = 1; i < present.length; i++) expect(present[i - 1], keys.join(' < ')).toBeLessThan(present[i] ?? NaN)
    }
    expect(f.min).toBeLessThan(f.max)
    ordered('flashPointClosedCup', 'flashPointOpenCup', 'autoignitionTemperature') // flash points below autoignition
    ordered('viscosity80', 'viscosity40', 'viscosity25') // viscosity falls as it warms
    ordered('density80', 'density25', 'density20') // so does density
    ordered('slurryPoint', 'crystallizingPoint')
    for (const floor of ['pourPoint', 'crystallizingPoint']) if (v[floor] !== undefined) expect(v[floor], floor).toBeLessThanOrEqual(f.min)
    expect(v['optimalTemperatureMin']).toBeGreaterThanOrEqual(f.min)
    expect(v['optimalTemperatureMax']).toBeLessThanOrEqual(f.max)
    expect(v['optimalTemperatureMin']).toBeLessThan(v['optimalTemperatureMax'] ?? NaN)
    expect(v['bulkTemperatureUnpressurised']).toBeLessThanOrEqual(v['bulkTemperaturePressurised'] ?? NaN)
    if (v['boilingPoint'] !== undefined) expect(v['bulkTemperatureUnpressurised']).toBeLessThan(v['boilingPoint'])
    expect(v['filmTemperature']).toBeGreaterThan(v['bulkTemperaturePressurised'] ?? NaN)
  })
})

describe('which fluids the finder lists, against an independent computation over the seed', () => {
  let backend: RunningBackend
  let catalogue: HtfCatalogue
  beforeAll(async () => {
    backend = await startSeedBackend()
    const folder = await (await fetch(`${backend.url}/.rest/delivery/products/products/v1/htf?lang=en`)).json()
    const fluids = fluidsOfFolder(folder)
    const seedBounds = catalogueBounds(fluids)
    if (!seedBounds) throw new Error('empty catalogue')
    catalogue = { fluids, bounds: seedBounds }
  })
  afterAll(() => backend.close())

  /** A fluid qualifies when it covers the requested range (a side at the catalogue's end asks nothing), has every use and one of the applications. */
  const seed = seedFluids()
  function expected(tmin: number | undefined, tmax: number | undefined, use: string[], application: string[]): string[] {
    const low = Math.min(...seed.map((f) => f.min))
    const high = Math.max(...seed.map((f) => f.max))
    let from = Math.min(high, Math.max(low, tmin ?? low))
    let to = Math.min(high, Math.max(low, tmax ?? high))
    if (from > to) [from, to] = [to, from]
    return seed
      .filter((f) => (from === low || f.min <= from) && (to === high || f.max >= to))
      .filter((f) => use.every((u) => f.uses.includes(u)))
      .filter((f) => application.length === 0 || application.some((a) => f.applications.includes(a)))
      .map((f) => f.id)
      .sort()
  }

  const found = (search: Record<string, string>) =>
    findFluids(catalogue, finderState(parseHtfFinderParams(search), catalogue.bounds), 'en')
      .map((f) => f.id)
      .sort()

  it('serves the shared example: -20 to 300 °C, cooling and food grade, for solar power', () => {
    expect(found({ tmin: '-20', tmax: '300', use: 'cooling,food-grade', application: 'solar' })).toEqual(['thermofluid-fg-300', 'thermofluid-si-315-fg'])
  })

  it('lists every fluid by default', () => {
    expect(found({})).toHaveLength(seed.length)
  })

  const temperatures = [undefined, -150, -100, -99, -60, -20, 0, 15, 120, 250, 300, 399, 400, 450]
  const uses = [[], ['cooling'], ['food-grade'], ['cooling', 'food-grade'], ['heating-heat-recovery', 'thermoregulation']]
  const applications = [[], ['solar'], ['pharma', 'food-beverage'], ['oil-gas', 'refining']]
  it(`agrees on ${temperatures.length ** 2 * uses.length * applications.length} combinations of range, uses and applications`, () => {
    let nonEmpty = 0
    for (const tmin of temperatures)
      for (const tmax of temperatures)
        for (const use of uses)
          for (const application of applications) {
            const search: Record<string, string> = {}
            if (tmin !== undefined) search['tmin'] = String(tmin)
            if (tmax !== undefined) search['tmax'] = String(tmax)
            if (use.length > 0) search['use'] = use.join(',')
            if (application.length > 0) search['application'] = application.join(',')
            const ids = expected(tmin, tmax, use, application)
            if (ids.length > 0) nonEmpty++
            expect(found(search), JSON.stringify(search)).toEqual(ids)
          }
    expect(nonEmpty).toBeGreaterThan(100) // the combinations exercise real results, not only empty lists
  })
})
