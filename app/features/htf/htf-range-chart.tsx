/**
 * The range chart: every fluid's usable temperature range as a bar on one °C axis, its optimal
 * range marked, the requested range shaded across all bars. Server-rendered SVG (percentages, so
 * text keeps its size at any width), hidden from assistive technology in favour of its text
 * alternative: a table of the same ranges and of each fluid's margin beyond the requested range.
 */
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import type { HtfFluidSummary, TemperatureRange } from './htf-fluid.ts'
import { formatRange, formatTemperature, formatValue } from './htf-labels.ts'
import { margins, temperatureRequirement } from './htf-rules.ts'
import { NotSpecified } from './not-specified.tsx'

const axisHeight = 28
const rowHeight = 46

/** Axis labels every 10, 20, 50 or 100 °C, so that about five to ten fit. */
function chartTicks(bounds: TemperatureRange): number[] {
  const span = bounds.max - bounds.min
  const step = span > 300 ? 100 : span > 150 ? 50 : span > 60 ? 20 : 10
  const ticks: number[] = []
  for (let tick = Math.ceil(bounds.min / step) * step; tick <= bounds.max; tick += step) ticks.push(tick)
  return ticks
}

interface RangeChartProps {
  fluids: readonly HtfFluidSummary[]
  /** The axis: the catalogue's bounds, the same on every chart. */
  bounds: TemperatureRange
  /** The requested range, shaded where it asks something of the fluids (htf-rules.ts, `temperatureRequirement`). */
  requested?: TemperatureRange | undefined
  locale: Language
}

export function RangeChart({ fluids, bounds, requested, locale }: RangeChartProps) {
  const span = Math.max(1, bounds.max - bounds.min)
  const x = (celsius: number) => `${(((Math.min(bounds.max, Math.max(bounds.min, celsius)) - bounds.min) / span) * 100).toFixed(3)}%`
  const width = (range: TemperatureRange) => `${(((Math.min(bounds.max, range.max) - Math.max(bounds.min, range.min)) / span) * 100).toFixed(3)}%`
  const requirement = requested ? temperatureRequirement(requested, bounds) : { down: undefined, up: undefined }
  const asked = requirement.down !== undefined || requirement.up !== undefined
  const band = { min: requirement.down ?? bounds.min, max: requirement.up ?? bounds.max }
  const height = axisHeight + fluids.length * rowHeight + 4
  const ticks = chartTicks(bounds)
  return (
    <figure className="htf-chart">
      <figcaption>
        {m.htf_chart_caption({ unit: '°C' }, { locale })}
        {asked && ` ${m.htf_chart_caption_requested({}, { locale })}`}
      </figcaption>
      <svg className="htf-chart-svg" width="100%" height={height} aria-hidden="true" focusable="false">
        {asked && <rect className="htf-chart-request" x={x(band.min)} width={width(band)} y={axisHeight - 4} height={height - axisHeight + 4} />}
        {ticks.map((tick, index) => (
          <g key={tick}>
            <line className="htf-chart-grid" x1={x(tick)} x2={x(tick)} y1={axisHeight - 6} y2={height} />
            <text
              className="htf-chart-tick"
              x={x(tick)}
              y={14}
              textAnchor={index === 0 && tick === bounds.min ? 'start' : index === ticks.length - 1 && tick === bounds.max ? 'end' : 'middle'}
            >
              {formatTemperature(tick, locale)}
            </text>
          </g>
        ))}
        {asked &&
          [requirement.down, requirement.up].map((edge, index) =>
            edge === undefined ? null : <line key={index} className="htf-chart-request-edge" x1={x(edge)} x2={x(edge)} y1={axisHeight - 4} y2={height} />,
          )}
        {fluids.map((fluid, row) => {
          const top = axisHeight + row * rowHeight
          return (
            <g key={fluid.id} className="htf-chart-row">
              <text className="htf-chart-label" x="0" y={top + 16}>
                {fluid.name} · {formatRange(fluid.range, locale)}
              </text>
              <rect className="htf-chart-bar" x={x(fluid.range.min)} width={width(fluid.range)} y={top + 23} height={14} rx={3} />
              {fluid.optimal && <rect className="htf-chart-optimal" x={x(fluid.optimal.min)} width={width(fluid.optimal)} y={top + 23} height={14} rx={3} />}
            </g>
          )
        })}
      </svg>
      {/* a table ignores the clipping of `visually-hidden`, so its wrapper carries it */}
      <div className="visually-hidden">
        <table>
          <caption>{m.htf_chart_table({}, { locale })}</caption>
          <thead>
            <tr>
              <th scope="col">{m.htf_fluid({}, { locale })}</th>
              <th scope="col">{m.htf_usable_range({}, { locale })}</th>
              <th scope="col">{m.htf_optimal_range({}, { locale })}</th>
              {requirement.down !== undefined && <th scope="col">{m.htf_margin_below({}, { locale })}</th>}
              {requirement.up !== undefined && <th scope="col">{m.htf_margin_above({}, { locale })}</th>}
            </tr>
          </thead>
          <tbody>
            {fluids.map((fluid) => {
              const margin = requested ? margins(fluid, requested, bounds) : { below: undefined, above: undefined }
              return (
                <tr key={fluid.id}>
                  <th scope="row">{fluid.name}</th>
                  <td>{formatRange(fluid.range, locale)}</td>
                  <td>{fluid.optimal ? formatRange(fluid.optimal, locale) : <NotSpecified locale={locale} />}</td>
                  {margin.below !== undefined && <td>{formatValue(margin.below, 'kelvin', locale)}</td>}
                  {margin.above !== undefined && <td>{formatValue(margin.above, 'kelvin', locale)}</td>}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
