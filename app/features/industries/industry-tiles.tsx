/**
 * The industry tiles with the country filter: a plain GET form whose field is the URL's `country`
 * param (it works without script); with script choosing a country pushes the URL, so Back returns
 * to the previous choice, and the tiles follow without a reload.
 */
import { Link, useNavigate } from '@tanstack/react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { CountryFilter } from '#app/ui/country-filter.tsx'
import { QueryState } from '#app/ui/query-state.tsx'
import { type IndustriesParams, industriesView, parseIndustriesParams } from './industries-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { type ViewLocation, useViewLocation } from '#app/site/view-location.ts'
import { industryPath } from '#app/site/industries-paths.ts'
import { industriesQuery } from './industries-queries.ts'
import type { IndustriesResult } from './industries.functions.ts'

/** The industries page, a file route whose search param is the tiles' country, typed. */
const industriesRoute = '/{-$prefix}/{-$lang}/industries/'

export default function IndustryTiles() {
  const { address } = useSite()
  const locale = address.lang
  const view = useViewLocation(industriesRoute, parseIndustriesParams)
  const { params } = view
  const query = useQuery({ ...industriesQuery(locale, params), placeholderData: keepPreviousData })
  const result = query.data
  let body
  if (result?.status === 'ok') body = <TilesView result={result} busy={query.isPlaceholderData} view={view} />
  else body = <QueryState query={query} lang={locale} loading={m.industries_loading({}, { locale })} error={<p>{m.industries_error({}, { locale })}</p>} />
  return (
    <section className="industries" aria-label={m.industries_title({}, { locale })}>
      {body}
    </section>
  )
}

function TilesView({
  result,
  busy,
  view: { segments, search },
}: {
  result: Extract<IndustriesResult, { status: 'ok' }>
  busy: boolean
  view: ViewLocation<IndustriesParams>
}) {
  const { address, settings } = useSite()
  const locale = address.lang
  const navigate = useNavigate()

  const go = (country: string) => {
    const chosen = parseIndustriesParams({ country })
    const target = segments
      ? ({ to: '/{-$prefix}/{-$lang}/industries', params: segments, search: industriesView.own(chosen) } as const)
      : ({ to: '.', search: viewLinkSearch(industriesView, search, chosen) } as const)
    void navigate({ ...target, resetScroll: false })
  }
  const countryName = result.countries.find((country) => country.code === result.country)?.name
  const href = (industryId: string) => splatParams(addressHref({ ...address, pagePath: industryPath(address.pagePath, industryId) }, settings.productWord))
  const count = result.industries.length

  return (
    <div className="industries-view">
      <CountryFilter
        title={m.industries_filter({}, { locale })}
        label={m.industries_country({}, { locale })}
        anyLabel={m.industries_country_any({}, { locale })}
        submitLabel={m.industries_apply({}, { locale })}
        countries={result.countries}
        country={result.country}
        search={search}
        ownParams={Object.keys(industriesView.own(result))}
        onChoose={go}
      />
      <p role="status" className="catalogue-count">
        {countryName === undefined
          ? m.industries_count({ count }, { locale })
          : count === 0
            ? m.industries_none({ country: countryName }, { locale })
            : m.industries_count_in({ count, country: countryName }, { locale })}
      </p>
      {count > 0 && (
        <>
          <h2 className="visually-hidden">{m.industries_title({}, { locale })}</h2>
          <ul className="industry-tiles" aria-busy={busy}>
            {result.industries.map((industry) => (
              <li key={industry.id}>
                <Link to="/$" params={href(industry.id)} className="industry-tile">
                  {industry.image ? <img src={industry.image} alt="" width={480} height={270} loading="lazy" /> : <span className="industry-tile-blank" />}
                  <h3>{industry.name}</h3>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
