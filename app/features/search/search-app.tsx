import { Link, useNavigate } from '@tanstack/react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { cmsPathHref, useSite } from '#app/site/site-context.tsx'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { useViewLocation } from '#app/site/view-location.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { type SearchParams, type SearchType, isSearchable, maxPages, parseSearchParams, searchTypes, searchView } from './search-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'

/** The search's own page (`search`), a file route whose search params are the search's, typed. */
const searchRoute = '/{-$prefix}/{-$lang}/search'

/**
 * The view the URL says, and a link to another: on its own page the route has typed the params and
 * links are typed; placed by an editor on another page (the catch-all) the app reads them alike and
 * links to the same page.
 */
function useSearchView() {
  const { params, segments, search } = useViewLocation(searchRoute, parseSearchParams)
  const viewLink = (next: SearchParams) =>
    segments ? ({ to: searchRoute, params: segments, search: next } as const) : ({ to: '.', search: viewLinkSearch(searchView, search, next) } as const)
  return { params, viewLink }
}
import { searchQuery } from './search-queries.ts'
import type { SearchResult, SearchView } from './search-result.ts'
import { resultLink } from './result-link.ts'
import { SearchField } from './search-field.tsx'
import type { Language } from '#config/languages.ts'

const typeLabels: Record<'all' | SearchType, (locale: Language) => string> = {
  all: (locale) => m.search_type_all({}, { locale }),
  files: (locale) => m.search_type_files({}, { locale }),
  stories: (locale) => m.search_type_stories({}, { locale }),
  pages: (locale) => m.search_type_pages({}, { locale }),
  products: (locale) => m.search_type_products({}, { locale }),
  press: (locale) => m.search_type_press({}, { locale }),
  industries: (locale) => m.search_type_industries({}, { locale }),
}

const entrances = [
  ['/product-search', (locale: Language) => m.search_entrance_product_search({}, { locale })],
  ['/services/quality-management', (locale: Language) => m.search_entrance_quality_management({}, { locale })],
  ['/products/brochures', (locale: Language) => m.search_entrance_brochures({}, { locale })],
  ['/downloads', (locale: Language) => m.search_entrance_downloads({}, { locale })],
  ['/brands', (locale: Language) => m.search_entrance_brands({}, { locale })],
  ['/markets', (locale: Language) => m.search_entrance_markets({}, { locale })],
] as const

/** The site search app (`okg-lm:components/search`): a shareable, server-rendered search view. */
export default function SearchApp() {
  const { address, settings } = useSite()
  const { params, viewLink } = useSearchView()
  const navigate = useNavigate()
  const [draft, setDraft] = useState(params.q)
  const [shownQuery, setShownQuery] = useState(params.q)
  if (shownQuery !== params.q) {
    // back and forward restore the field along with the results
    setShownQuery(params.q)
    setDraft(params.q)
  }
  const locale = address.lang

  // a changed query starts again at the first page
  const submit = (query: string) => void navigate(viewLink({ q: query.trim(), type: params.type, pages: 1 }))
  // the notice is about the term in the field: gone as soon as it is long enough
  const tooShort = params.q !== '' && !isSearchable(params.q, locale)

  return (
    <section className="search-app" aria-label={m.search_site({}, { locale })}>
      <form
        role="search"
        className="search-form"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          submit(draft)
        }}
      >
        <label id="search-query-label" htmlFor="search-query">
          {m.search_label({}, { locale })}
        </label>
        <div className="search-form-row">
          <SearchField id="search-query" label={{ labelledBy: 'search-query-label' }} value={draft} onChange={setDraft} onSearch={submit} />
          {params.type && <input type="hidden" name="type" value={params.type} />}
          <button type="submit" className="button">
            {m.search_submit({}, { locale })}
          </button>
        </div>
      </form>
      {params.q === '' ? (
        <nav className="search-entrances" aria-label={m.search_entrances({}, { locale })}>
          <h2>{m.search_entrances({}, { locale })}</h2>
          <ul>
            {entrances.map(([pagePath, label]) => (
              <li key={pagePath}>
                <Link to="/$" params={splatParams(addressHref({ ...address, pagePath }, settings.productWord))}>
                  {label(locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : tooShort ? (
        !isSearchable(draft, locale) && (
          <p className="notice" role="status">
            {m.search_too_short({}, { locale })}
          </p>
        )
      ) : (
        <SearchResults params={params} viewLink={viewLink} />
      )}
    </section>
  )
}

function SearchResults({ params, viewLink }: { params: SearchParams; viewLink: ReturnType<typeof useSearchView>['viewLink'] }) {
  const { address } = useSite()
  const locale = address.lang
  const query = useQuery({ ...searchQuery(address.brand, address.lang, params), placeholderData: keepPreviousData })
  const view: SearchView | undefined = query.data
  if (view?.status === 'too-short') return null
  if (view?.status !== 'ok') {
    return <QueryState query={query} lang={locale} loading={m.search_searching({}, { locale })} error={<p>{m.search_failed({}, { locale })}</p>} />
  }
  const current = params.type ?? 'all'
  const results = view.pages.flat()
  return (
    <div className="search-results" aria-busy={query.isPlaceholderData}>
      <p role="status">
        {view.total === 0 ? m.search_no_results({ query: params.q }, { locale }) : m.search_results({ count: view.total, query: params.q }, { locale })}
      </p>
      <nav aria-label={m.search_result_types({}, { locale })}>
        <ul className="search-tabs">
          {(['all', ...searchTypes] as const).map((type) => (
            <li key={type}>
              <Link
                {...viewLink({ q: params.q, type: type === 'all' ? undefined : type, pages: 1 })}
                aria-current={type === current ? 'page' : undefined}
                activeOptions={{ exact: true, includeSearch: true }}
                resetScroll={false}
              >
                {/* the count shows as a badge; its brackets stay in the link's name */}
                {typeLabels[type](locale)}{' '}
                <span className="count">
                  <span className="visually-hidden">(</span>
                  {view.counts[type]}
                  <span className="visually-hidden">)</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ol className="search-result-list">
        {results.map((result) => (
          <li key={`${result.type}-${result.id}`} className="search-result">
            <ResultTitle result={result} />
            <span className="search-result-type">{typeLabels[result.type](locale)}</span>
            {result.fragment && <p className="search-fragment" dangerouslySetInnerHTML={{ __html: result.fragment }} />}
          </li>
        ))}
      </ol>
      {results.length < view.total && params.pages < maxPages && (
        <Link className="button" {...viewLink({ ...params, pages: params.pages + 1 })} resetScroll={false}>
          {m.search_show_more({}, { locale })}
        </Link>
      )}
    </div>
  )
}

function ResultTitle({ result }: { result: SearchResult }) {
  const context = useSite()
  const link = resultLink(result, context.address.brand)
  if (!link) return <h2 className="search-result-title">{result.title}</h2>
  if (link.kind === 'download') {
    return (
      <h2 className="search-result-title">
        <a href={link.href} download>
          {result.title}
        </a>
      </h2>
    )
  }
  const href =
    link.kind === 'cms' ? cmsPathHref(link.cmsPath, context) : addressHref({ ...context.address, pagePath: link.pagePath }, context.settings.productWord)
  return (
    <h2 className="search-result-title">
      <Link to="/$" params={splatParams(href)}>
        {result.title}
      </Link>
    </h2>
  )
}
