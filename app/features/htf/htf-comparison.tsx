/** The compared fluids (`compare=a,b,c`) side by side: their bars on the finder's axis and every field of their product data. */
import { Link, type LinkComponentProps } from '@tanstack/react-router'
import { useQueries } from '@tanstack/react-query'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import type { HtfFluid, TemperatureRange } from './htf-fluid.ts'
import { propertyRows } from './htf-labels.ts'
import { htfProductQuery } from './htf-queries.ts'
import { RangeChart } from './htf-range-chart.tsx'
import { NotSpecified } from './not-specified.tsx'

interface HtfComparisonProps {
  ids: readonly string[]
  bounds: TemperatureRange
  productLink: (id: string) => LinkComponentProps
  /** The finder's view without this fluid in the comparison. */
  removeLink: (id: string) => LinkComponentProps
}

export function HtfComparison({ ids, bounds, productLink, removeLink }: HtfComparisonProps) {
  const { address } = useSite()
  const locale = address.lang
  const results = useQueries({ queries: ids.map((id) => htfProductQuery(locale, id)) })
  const fluids = results.flatMap((result): HtfFluid[] => (result.data?.status === 'ok' ? [result.data.fluid] : []))
  if (fluids.length === 0) return null
  const rows = fluids.map((fluid) => propertyRows(fluid, locale))
  return (
    <section className="htf-comparison" aria-labelledby="htf-comparison-title">
      <h2 id="htf-comparison-title">{m.htf_comparison({}, { locale })}</h2>
      <RangeChart fluids={fluids} bounds={bounds} locale={locale} />
      <div className="htf-table-scroll" role="region" aria-labelledby="htf-comparison-title" tabIndex={0}>
        <table className="htf-data htf-compare-table">
          <thead>
            <tr>
              <th scope="col">{m.htf_property({}, { locale })}</th>
              {fluids.map((fluid) => (
                <th key={fluid.id} scope="col">
                  <Link {...productLink(fluid.id)}>{fluid.name}</Link>{' '}
                  <Link
                    className="htf-remove"
                    {...removeLink(fluid.id)}
                    activeOptions={{ exact: true, includeSearch: true }}
                    resetScroll={false}
                    aria-label={m.htf_compare_remove({ name: fluid.name }, { locale })}
                  >
                    {m.htf_remove({}, { locale })}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(rows[0] ?? []).map((row, index) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {rows.map((fluidRows, column) => {
                  const value = fluidRows[index]?.value
                  return <td key={fluids[column]?.id}>{value ?? <NotSpecified locale={locale} />}</td>
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
