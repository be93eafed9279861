/**
 * The distributors list (`okg-lm:components/distributors`): the brand's distributors by world
 * region and country with their contact details, and a country filter that is a plain GET form
 * whose field is the URL's `country` param (it works without script); with script choosing a
 * country pushes the URL, so Back returns to the previous choice, and the list follows without a
 * reload.
 */
import { useNavigate } from '@tanstack/react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Language } from '#config/languages.ts'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { CountryFilter } from '#app/ui/country-filter.tsx'
import { QueryState } from '#app/ui/query-state.tsx'
import type { Distributor, DistributorRegion } from './distributor.ts'
import { type DistributorsParams, distributorsView, parseDistributorsParams } from './distributors-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { type ViewLocation, useViewLocation } from '#app/site/view-location.ts'
import { distributorsQuery } from './distributors-queries.ts'
import type { DistributorsResult } from './distributors.functions.ts'

const regionLabels: Record<DistributorRegion, (locale: Language) => string> = {
  europe: (locale) => m.distributors_region_europe({}, { locale }),
  americas: (locale) => m.distributors_region_americas({}, { locale }),
  'asia-pacific': (locale) => m.distributors_region_asia_pacific({}, { locale }),
  'middle-east-africa': (locale) => m.distributors_region_middle_east_africa({}, { locale }),
}

/** The distributors page, a file route whose search param is the list's country, typed. */
const distributorsRoute = '/{-$prefix}/{-$lang}/distributors'

export default function DistributorsApp() {
  const { address } = useSite()
  const locale = address.lang
  const view = useViewLocation(distributorsRoute, parseDistributorsParams)
  const { params } = view
  const query = useQuery({ ...distributorsQuery(address.brand, locale, params), placeholderData: keepPreviousData })
  const result = query.data
  let body
  if (result?.status === 'ok') body = <DistributorsView result={result} busy={query.isPlaceholderData} view={view} />
  else if (result?.status === 'empty') body = <p className="notice">{m.distributors_empty({}, { locale })}</p>
  else body = <QueryState query={query} lang={locale} loading={m.distributors_loading({}, { locale })} error={<p>{m.distributors_error({}, { locale })}</p>} />
  return (
    <section className="distributors" aria-label={m.distributors_title({}, { locale })}>
      {body}
    </section>
  )
}

function DistributorsView({
  result,
  busy,
  view: { segments, search },
}: {
  result: Extract<DistributorsResult, { status: 'ok' }>
  busy: boolean
  view: ViewLocation<DistributorsParams>
}) {
  const { address } = useSite()
  const locale = address.lang
  const navigate = useNavigate()

  const go = (country: string) => {
    const chosen = parseDistributorsParams({ country })
    const target = segments
      ? ({ to: distributorsRoute, params: segments, search: distributorsView.own(chosen) } as const)
      : ({ to: '.', search: viewLinkSearch(distributorsView, search, chosen) } as const)
    void navigate({ ...target, resetScroll: false })
  }
  const nameOf = (code: string) => result.countries.find((country) => country.code === code)?.name ?? code
  const countryName = result.country === undefined ? undefined : nameOf(result.country)

  return (
    <div className="distributors-view">
      <CountryFilter
        title={m.distributors_filter({}, { locale })}
        label={m.distributors_country({}, { locale })}
        anyLabel={m.distributors_country_any({}, { locale })}
        submitLabel={m.distributors_apply({}, { locale })}
        countries={result.countries}
        country={result.country}
        search={search}
        ownParams={Object.keys(distributorsView.own(result))}
        onChoose={go}
      />
      <p role="status" className="catalogue-count">
        {countryName === undefined
          ? m.distributors_count({ count: result.total }, { locale })
          : m.distributors_count_in({ count: result.total, country: countryName }, { locale })}
      </p>
      <div className="distributors-regions" aria-busy={busy}>
        {result.regions.map((group) => (
          <section key={group.region} aria-labelledby={`distributors-${group.region}`}>
            <h2 id={`distributors-${group.region}`}>{regionLabels[group.region](locale)}</h2>
            {group.countries.map((entry) => (
              <section key={entry.country} aria-labelledby={`distributors-${entry.country}`}>
                <h3 id={`distributors-${entry.country}`}>{nameOf(entry.country)}</h3>
                <ul className="distributor-list">
                  {entry.distributors.map((distributor) => (
                    <li key={distributor.id}>
                      <DistributorCard distributor={distributor} countryName={nameOf(distributor.country)} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
      </div>
    </div>
  )
}

function DistributorCard({ distributor, countryName }: { distributor: Distributor; countryName: string }) {
  const locale = useSite().address.lang
  return (
    <article className="distributor">
      <h4>{distributor.name}</h4>
      {distributor.description && <p>{distributor.description}</p>}
      <address>
        {distributor.street && (
          <>
            {distributor.street}
            <br />
          </>
        )}
        {[distributor.zip, distributor.city].filter(Boolean).join(' ')}
        <br />
        {countryName}
      </address>
      <dl className="distributor-contact">
        {distributor.contactPerson && (
          <div>
            <dt>{m.distributors_contact_person({}, { locale })}</dt>
            <dd>{distributor.contactPerson}</dd>
          </div>
        )}
        {distributor.phone && (
          <div>
            <dt>{m.field_phone({}, { locale })}</dt>
            <dd>
              <a href={`tel:${distributor.phone.replace(/[^\d+]/g, '')}`}>{distributor.phone}</a>
            </dd>
          </div>
        )}
        {distributor.email && (
          <div>
            <dt>{m.field_email({}, { locale })}</dt>
            <dd>
              <a href={`mailto:${distributor.email}`}>{distributor.email}</a>
            </dd>
          </div>
        )}
        {distributor.website && (
          <div>
            <dt>{m.distributors_website({}, { locale })}</dt>
            <dd>
              <a href={distributor.website} rel="noopener noreferrer">
                {distributor.website.replace(/^https?:\/\/(www\.)?/, '')}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </article>
  )
}
