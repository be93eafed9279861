/**
 * The HTF finder: a shareable view of temperature range, uses, applications, order and compared
 * fluids (htf-params.ts), rendered complete on the server. Without script it is a plain GET form;
 * with script every change navigates to the same URL: a thumb or a typed temperature pushes one
 * entry when it starts moving and replaces it while it moves (at most every 250 ms), checkboxes
 * and the order push. The browser filters the catalogue itself, so results follow at once.
 */
import { Link, type LinkComponentProps, useHydrated, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import type { Language } from '#config/languages.ts'
import { stringProp } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, siteParams, splatParams } from '#app/site/page-address.ts'
import { useHistoryStep, useViewLocation } from '#app/site/view-location.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { type HtfCatalogue, type TemperatureRange, htfApplications, htfUses } from './htf-fluid.ts'
import { applicationLabels, formatRange, formatTemperature, sortLabels, useLabels } from './htf-labels.ts'
import { type HtfFinderState, htfFinderParamKeys, htfSorts, maxCompared, parseHtfFinderParams } from './htf-params.ts'
import { htfFinderLinkSearch, htfFinderSearch } from './htf-finder-links.ts'
import { htfProductPath } from './htf-paths.ts'
import { htfCatalogueQuery } from './htf-queries.ts'
import { findFluids, finderState, requestedRange, temperatureRequirement, toggled, toggledComparison } from './htf-rules.ts'
import { RangeChart } from './htf-range-chart.tsx'
import { RangeSlider } from './htf-range-slider.tsx'
import { HtfComparison } from './htf-comparison.tsx'

/** The finder's own page (`htf-products`), a file route whose search params are the finder's, typed. */
const finderRoute = '/{-$prefix}/{-$lang}/htf-products/'
const finderPath = '/{-$prefix}/{-$lang}/htf-products'
const fluidRoute = '/{-$prefix}/{-$lang}/htf-products/$id'

const formId = 'htf-filter'
/** How often the URL follows a moving thumb or typed temperature. */
const replaceEveryMs = 250

export default function HtfFinder(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const locale = address.lang
  const query = useQuery(htfCatalogueQuery(locale))
  const result = query.data
  let body
  if (result?.status === 'ok') body = <FinderView catalogue={result.catalogue} />
  else if (result?.status === 'empty') body = <p className="notice">{m.htf_empty_catalogue({}, { locale })}</p>
  else body = <QueryState query={query} lang={locale} loading={m.htf_loading({}, { locale })} error={<p>{m.htf_catalogue_error({}, { locale })}</p>} />
  const intro = stringProp(props, 'intro')
  return (
    <section className="htf-finder" aria-labelledby="htf-finder-title">
      <h1 id="htf-finder-title">{stringProp(props, 'title') ?? m.htf_finder_title({}, { locale })}</h1>
      {intro && <p className="htf-intro">{intro}</p>}
      {body}
    </section>
  )
}

const sameRange = (a: TemperatureRange, b: TemperatureRange) => a.min === b.min && a.max === b.max
const wholeDegrees = /^[+-]?\d{1,4}$/

function requirementText(range: TemperatureRange, bounds: TemperatureRange, locale: Language): string | undefined {
  const { down, up } = temperatureRequirement(range, bounds)
  if (down !== undefined && up !== undefined)
    return m.htf_requirement_both({ from: formatTemperature(down, locale), to: formatTemperature(up, locale) }, { locale })
  if (down !== undefined) return m.htf_requirement_down({ from: formatTemperature(down, locale) }, { locale })
  if (up !== undefined) return m.htf_requirement_up({ to: formatTemperature(up, locale) }, { locale })
  return undefined
}

function FinderView({ catalogue }: { catalogue: HtfCatalogue }) {
  const { address, settings } = useSite()
  const locale = address.lang
  const { bounds } = catalogue
  const { params, segments, search } = useViewLocation(finderRoute, parseHtfFinderParams)
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const urlState = finderState(params, bounds)

  /** A link to a finder view: typed on its own page, the same URL on the page an editor placed it on. */
  const viewLink = (next: HtfFinderState) =>
    segments
      ? ({ to: finderPath, params: segments, search: htfFinderLinkSearch(next, bounds) } as const)
      : ({ to: '.', search: htfFinderSearch(search, next, bounds) } as const)

  // a moving thumb or typed temperature shows at once; the URL follows (replace) and catches up on release
  const [gesture, setGesture] = useState<{ range: TemperatureRange; moving: boolean } | null>(null)
  if (gesture && !gesture.moving && sameRange(gesture.range, urlState.range)) setGesture(null)
  const range = gesture?.range ?? urlState.range
  const state: HtfFinderState = { ...urlState, range }
  const fluids = findFluids(catalogue, state, locale)

  const write = (next: Partial<HtfFinderState>, replace: boolean) => void navigate({ ...viewLink({ ...urlState, ...next }), replace, resetScroll: false })

  const pushed = useRef(false)
  const written = useRef<TemperatureRange | null>(null)
  const pending = useRef<TemperatureRange | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const writeRange = (next: TemperatureRange, replace: boolean) => {
    written.current = next
    write({ range: next }, replace)
  }
  const move = (next: TemperatureRange) => {
    setGesture({ range: next, moving: true })
    if (!pushed.current) {
      pushed.current = true
      writeRange(next, false)
      return
    }
    pending.current = next
    timer.current ??= setTimeout(() => {
      timer.current = undefined
      if (pending.current) writeRange(pending.current, true)
      pending.current = null
    }, replaceEveryMs)
  }
  // a step through the history is the visitor's word: the URL's range shows, not a key press or drag whose URL has not rendered
  useHistoryStep(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    pending.current = null
    pushed.current = false
    setGesture(null)
  })
  const release = (next: TemperatureRange) => {
    clearTimeout(timer.current)
    timer.current = undefined
    pending.current = null
    const startedMoving = pushed.current
    pushed.current = false
    if (startedMoving ? !(written.current && sameRange(written.current, next)) : !sameRange(next, urlState.range)) writeRange(next, startedMoving)
    setGesture(sameRange(next, urlState.range) ? null : { range: next, moving: false })
  }

  // the number fields: what the visitor typed, until it is a temperature in range
  const [texts, setTexts] = useState({ min: String(range.min), max: String(range.max) })
  const [textsOf, setTextsOf] = useState(range)
  if (!sameRange(textsOf, range)) {
    setTextsOf(range)
    setTexts({ min: String(range.min), max: String(range.max) })
  }
  const typed = (side: 'min' | 'max', text: string) => {
    const next = { ...texts, [side]: text }
    setTexts(next)
    if (!wholeDegrees.test(next.min.trim()) || !wholeDegrees.test(next.max.trim())) return
    const candidate = { min: Number(next.min), max: Number(next.max) }
    if (candidate.min >= bounds.min && candidate.max <= bounds.max && candidate.min <= candidate.max && !sameRange(candidate, range)) move(candidate)
  }
  const settleTyped = () => {
    const value = (text: string, fallback: number) => (wholeDegrees.test(text.trim()) ? Number(text) : fallback)
    const next = requestedRange(value(texts.min, range.min), value(texts.max, range.max), bounds)
    setTexts({ min: String(next.min), max: String(next.max) })
    release(next)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    settleTyped()
  }

  // the URL's other params (campaign params) ride along in a submission without script
  const ours = new Set<string>(htfFinderParamKeys)
  const foreign = Object.entries(search).filter((entry): entry is [string, string] => !ours.has(entry[0]) && typeof entry[1] === 'string')
  // the finder's own page links its fluids to their typed route; a finder elsewhere to the product paths next to it
  const productLink = (id: string): LinkComponentProps =>
    segments
      ? { to: fluidRoute, params: { ...siteParams(address, settings.productWord), id } }
      : { to: '/$', params: splatParams(addressHref({ ...address, pagePath: htfProductPath(address.pagePath, id) }, settings.productWord)) }
  const comparisonFull = state.compare.length >= maxCompared
  const shown = new Set(fluids.map((fluid) => fluid.id))
  const requirement = requirementText(state.range, bounds, locale)
  const filtered = !sameRange(state.range, bounds) || state.use.length > 0 || state.application.length > 0
  const numberField = (side: 'min' | 'max') => (
    <label className="htf-number-field">
      <span>{m.htf_in_unit({ label: side === 'min' ? m.htf_lowest({}, { locale }) : m.htf_highest({}, { locale }), unit: '°C' }, { locale })}</span>
      <input
        type="number"
        name={side === 'min' ? 'tmin' : 'tmax'}
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={texts[side]}
        onChange={(event) => typed(side, event.target.value)}
        onBlur={settleTyped}
      />
    </label>
  )
  const checkboxes = <T extends string>(
    legend: string,
    name: string,
    all: readonly T[],
    chosen: readonly T[],
    label: (item: T) => string,
    choose: (item: T) => void,
  ) => (
    <fieldset className="htf-choices">
      <legend>{legend}</legend>
      {all.map((item) => (
        <label key={item} className="htf-choice">
          <input type="checkbox" name={name} value={item} checked={chosen.includes(item)} onChange={() => choose(item)} />
          {label(item)}
        </label>
      ))}
    </fieldset>
  )

  return (
    <>
      <form id={formId} className="htf-filters filter-panel" method="get" role="search" aria-label={m.htf_filters({}, { locale })} onSubmit={submit}>
        {foreign.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {state.compare
          .filter((id) => !shown.has(id))
          .map((id) => (
            <input key={id} type="hidden" name="compare" value={id} />
          ))}
        <div className="htf-temperature">
          <RangeSlider bounds={bounds} value={state.range} enabled={hydrated} locale={locale} onMove={move} onRelease={release} />
          <div className="htf-number-fields">
            {numberField('min')}
            {numberField('max')}
          </div>
        </div>
        {checkboxes(
          m.htf_uses({}, { locale }),
          'use',
          htfUses,
          state.use,
          (use) => useLabels[use](locale),
          (use) => write({ use: toggled(state.use, use, htfUses) }, false),
        )}
        {checkboxes(
          m.htf_applications({}, { locale }),
          'application',
          htfApplications,
          state.application,
          (application) => applicationLabels[application](locale),
          (application) => write({ application: toggled(state.application, application, htfApplications) }, false),
        )}
        <div className="htf-form-end">
          <label className="htf-sort">
            <span>{m.htf_sort({}, { locale })}</span>
            <select name="sort" value={state.sort} onChange={(event) => write({ sort: htfSorts.find((sort) => sort === event.target.value) ?? 'name' }, false)}>
              {htfSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabels[sort](locale)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            {m.htf_apply({}, { locale })}
          </button>
          {filtered && (
            <Link
              {...viewLink({ ...urlState, range: bounds, use: [], application: [] })}
              activeOptions={{ exact: true, includeSearch: true }}
              resetScroll={false}
            >
              {m.htf_reset({}, { locale })}
            </Link>
          )}
        </div>
      </form>
      <p role="status" className="htf-count">
        {m.htf_count({ count: fluids.length, total: catalogue.fluids.length }, { locale })}
        {requirement && `, ${requirement}`}
      </p>
      {fluids.length === 0 ? (
        <div className="notice">
          <p>{m.htf_no_results({}, { locale })}</p>
          <p>{m.htf_no_results_hint({}, { locale })}</p>
        </div>
      ) : (
        <>
          <RangeChart fluids={fluids} bounds={bounds} requested={state.range} locale={locale} />
          <h2>{m.htf_results({}, { locale })}</h2>
          {comparisonFull && <p className="htf-compare-limit">{m.htf_compare_limit({}, { locale })}</p>}
          <ul className="htf-results">
            {fluids.map((fluid) => {
              const compared = state.compare.includes(fluid.id)
              return (
                <li key={fluid.id} className="htf-result">
                  <h3>
                    <Link {...productLink(fluid.id)}>{fluid.name}</Link>
                  </h3>
                  <p className="htf-chemistry">{fluid.chemistry}</p>
                  <dl className="htf-result-facts">
                    <div>
                      <dt>{m.htf_usable_range({}, { locale })}</dt>
                      <dd>{formatRange(fluid.range, locale)}</dd>
                    </div>
                    {fluid.optimal && (
                      <div>
                        <dt>{m.htf_optimal_range({}, { locale })}</dt>
                        <dd>{formatRange(fluid.optimal, locale)}</dd>
                      </div>
                    )}
                    <div>
                      <dt>{m.htf_uses({}, { locale })}</dt>
                      <dd>{fluid.uses.map((use) => useLabels[use](locale)).join(', ')}</dd>
                    </div>
                  </dl>
                  <label className="htf-compare-toggle">
                    <input
                      type="checkbox"
                      form={formId}
                      name="compare"
                      value={fluid.id}
                      checked={compared}
                      disabled={!compared && comparisonFull}
                      onChange={() => write({ compare: toggledComparison(state.compare, fluid.id) }, false)}
                    />
                    {m.htf_compare({}, { locale })}
                    <span className="visually-hidden"> {fluid.name}</span>
                  </label>
                </li>
              )
            })}
          </ul>
        </>
      )}
      {state.compare.length > 0 && (
        <HtfComparison
          ids={state.compare}
          bounds={bounds}
          productLink={productLink}
          removeLink={(id) => viewLink({ ...urlState, compare: toggledComparison(state.compare, id) })}
        />
      )}
    </>
  )
}
