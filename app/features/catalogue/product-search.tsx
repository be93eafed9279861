/**
 * The product search: a shareable view of free text, region, filters and page
 * (product-search-params.ts), rendered complete on the server. Without script it is a plain GET
 * form; with script every change navigates to the same URL: typing replaces the entry after a
 * pause, a checkbox or the region pushes one. The server searches and counts; the browser gets one
 * page of results and the options' counts.
 */
import { Link, type LinkComponentProps, useNavigate } from '@tanstack/react-router'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, memo, useEffect, useState } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import type { Language } from '#config/languages.ts'
import { SizedImage, imageSizes } from '#app/cms/components/cms-image.tsx'
import { stringProp } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, siteParams, splatParams } from '#app/site/page-address.ts'
import { useHistoryStep, useViewLocation } from '#app/site/view-location.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { regionCodes } from '#config/regions.ts'
import { type ProductFilter } from './product.ts'
import { pageLinks } from './product-facets.ts'
import { type ProductSearchParams, parseProductSearchParams, productSearchParamKeys } from './product-search-params.ts'
import { productSearchLinkSearch, productSearchSearch } from './product-search-links.ts'
import type { LabeledOption, ProductSearchView } from './catalogue-views.ts'
import { productPath } from './catalogue-paths.ts'
import { productSearchQuery } from './catalogue-queries.ts'
import { ChevronLeft, ChevronRight } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

const filterLabels: Record<ProductFilter, (locale: Language) => string> = {
  industry: (locale) => m.catalogue_filter_industry({}, { locale }),
  application: (locale) => m.catalogue_filter_application({}, { locale }),
  solution: (locale) => m.catalogue_filter_solution({}, { locale }),
  idea: (locale) => m.catalogue_filter_idea({}, { locale }),
  manufacturer: (locale) => m.catalogue_filter_manufacturer({}, { locale }),
  lubricant: (locale) => m.catalogue_filter_lubricant({}, { locale }),
  fuel: (locale) => m.catalogue_filter_fuel({}, { locale }),
}

/** How long typing pauses before the URL follows. */
const typingPauseMs = 300

/** The search's own page (`product-search`), a file route whose search params are the search's, typed. */
const searchRoute = '/{-$prefix}/{-$lang}/product-search/'
const searchPath = '/{-$prefix}/{-$lang}/product-search'
const productRoute = '/{-$prefix}/{-$lang}/product-search/$id'

/**
 * The view the URL says and links to others: on its own page the route has typed its params; placed
 * by an editor on another page (the catch-all) the search reads them alike and links to the same URL.
 */
function useSearchView() {
  const { address, settings } = useSite()
  const { params, segments, search } = useViewLocation(searchRoute, parseProductSearchParams)
  const viewLink = (next: ProductSearchParams) =>
    segments
      ? ({ to: searchPath, params: segments, search: productSearchLinkSearch(next) } as const)
      : ({ to: '.', search: productSearchSearch(search, next) } as const)
  // the search's own page links its products to their typed route; a search elsewhere to the product paths next to it
  const productLink = (id: string): LinkComponentProps =>
    segments
      ? { to: productRoute, params: { ...siteParams(address, settings.productWord), id } }
      : { to: '/$', params: splatParams(addressHref({ ...address, pagePath: productPath(address.pagePath, id) }, settings.productWord)) }
  return { params, search, viewLink, productLink }
}

export default function ProductSearch(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const locale = address.lang
  const { params } = useSearchView()
  const query = useQuery({ ...productSearchQuery(address.brand, locale, params), placeholderData: keepPreviousData })
  const result = query.data
  let body
  if (result?.status === 'ok') body = <SearchView view={result} busy={query.isPlaceholderData} />
  else if (result?.status === 'empty') body = <p className="notice">{m.catalogue_empty({}, { locale })}</p>
  else body = <QueryState query={query} lang={locale} loading={m.catalogue_loading({}, { locale })} error={<p>{m.catalogue_error({}, { locale })}</p>} />
  const title = stringProp(props, 'title')
  return (
    <section className="catalogue" aria-label={title ?? m.catalogue_search_title({}, { locale })}>
      {title && <h2>{title}</h2>}
      {body}
    </section>
  )
}

function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value]
}

function SearchView({ view, busy }: { view: ProductSearchView; busy: boolean }) {
  const { address } = useSite()
  const locale = address.lang
  const { params: urlParams, search, viewLink } = useSearchView()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  // a choice shows at once; the URL (and with it the results) follows when the navigation is done
  const urlKey = JSON.stringify(urlParams)
  const [chosen, setChosen] = useState<{ over: string; params: ProductSearchParams } | null>(null)
  if (chosen !== null && chosen.over !== urlKey) setChosen(null)
  // back or forward: the URL stepped to shows, even when it is the one the choice was made on (its own URL not rendered yet)
  useHistoryStep(() => setChosen(null))
  const params = chosen?.over === urlKey ? chosen.params : urlParams

  const go = (next: Partial<ProductSearchParams>, replace: boolean) => {
    const nextParams = { ...params, page: 1, ...next }
    // the results are asked for first; the page's loader, once the router gets to it, finds that query under way
    void queryClient.prefetchQuery(productSearchQuery(address.brand, locale, parseProductSearchParams(productSearchSearch({}, nextParams))))
    setChosen({ over: urlKey, params: nextParams })
    // the router's part (matching, loaders, rendering the page) waits for the next task, so the request leaves first
    setTimeout(() => void navigate({ ...viewLink(nextParams), replace, resetScroll: false }))
  }

  // typing updates the URL in place (replace), after a pause
  const [text, setText] = useState(params.q)
  const [shownText, setShownText] = useState(params.q)
  if (shownText !== params.q) {
    setShownText(params.q)
    setText(params.q)
  }
  useEffect(() => {
    if (text.trim() === params.q) return
    const timer = setTimeout(() => go({ q: text.trim() }, true), typingPauseMs)
    return () => clearTimeout(timer)
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go({ q: text.trim() }, false)
  }

  const ours = new Set<string>(productSearchParamKeys)
  const foreign = Object.entries(search).filter((entry): entry is [string, string] => !ours.has(entry[0]) && typeof entry[1] === 'string')
  const filtered = params.q !== '' || params.region !== undefined || view.filters.some(({ filter }) => params[filter].length > 0)
  const optionText = (option: LabeledOption) => `${option.label} (${option.count})`

  return (
    <div className="catalogue-search">
      <form className="catalogue-filters filter-panel" method="get" role="search" aria-label={m.catalogue_filters({}, { locale })} onSubmit={submit}>
        {foreign.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="catalogue-fields">
          <label className="catalogue-field">
            <span>{m.catalogue_query({}, { locale })}</span>
            <input type="search" name="q" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
          </label>
          {view.region.length > 0 && (
            <label className="catalogue-field">
              <span>{m.catalogue_region({}, { locale })}</span>
              <select
                name="region"
                value={params.region ?? ''}
                onChange={(event) => go({ region: regionCodes.find((code) => code === event.target.value) }, false)}
              >
                <option value="">{m.catalogue_region_any({}, { locale })}</option>
                {view.region.map((option) => (
                  <option key={option.value} value={option.value} disabled={option.count === 0 && option.value !== params.region}>
                    {optionText(option)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <details className="filter-disclosure">
          <summary>{m.catalogue_show_filters({}, { locale })}</summary>
          <div className="catalogue-facets">
            {view.filters.map(({ filter, options }) => (
              <fieldset key={filter} className="catalogue-facet">
                <legend>{filterLabels[filter](locale)}</legend>
                {options.map((option) => {
                  const checked = params[filter].includes(option.value)
                  return (
                    <label key={option.value} className="catalogue-choice">
                      <input
                        type="checkbox"
                        name={filter}
                        value={option.value}
                        checked={checked}
                        disabled={option.count === 0 && !checked}
                        onChange={() => go({ [filter]: toggled(params[filter], option.value) }, false)}
                      />
                      <span>
                        {option.label} <span className="catalogue-option-count">({option.count})</span>
                      </span>
                    </label>
                  )
                })}
              </fieldset>
            ))}
          </div>
        </details>
        <div className="catalogue-form-end">
          <button type="submit" className="button">
            {m.catalogue_apply({}, { locale })}
          </button>
          {filtered && (
            <Link {...viewLink(parseProductSearchParams({}))} resetScroll={false}>
              {m.catalogue_reset({}, { locale })}
            </Link>
          )}
        </div>
      </form>
      <p role="status" className="catalogue-count">
        {view.total === 1 ? m.catalogue_count_one({}, { locale }) : m.catalogue_count({ count: view.total.toLocaleString(locale) }, { locale })}
      </p>
      {view.total === 0 ? (
        <div className="notice">
          <p>{m.catalogue_no_results({}, { locale })}</p>
          <p>{m.catalogue_no_results_hint({}, { locale })}</p>
        </div>
      ) : (
        <ResultList products={view.products} busy={busy} />
      )}
      {view.pageCount > 1 && <Pagination view={view} />}
    </div>
  )
}

/** One page of results; memoized, so a choice that shows before its results renders only the form. */
const ResultList = memo(function ResultList({ products, busy }: { products: ProductSearchView['products']; busy: boolean }) {
  const locale = useSite().address.lang
  const { productLink } = useSearchView()
  return (
    <>
      {/* the results' heading keeps the outline whole (h1 page, h2 results, h3 product) when the component has no title */}
      <h2 className="visually-hidden">{m.catalogue_results({}, { locale })}</h2>
      <ul className="catalogue-results" aria-busy={busy}>
        {products.map((product) => (
          <li key={product.id} className="catalogue-result">
            {product.image && <SizedImage className="catalogue-result-image" image={product.image} alt="" sizes={imageSizes.thumbnail} />}
            <h3>
              <Link {...productLink(product.id)}>{product.name}</Link>
            </h3>
            <p className="catalogue-result-meta">
              {product.grade} · {product.manufacturer}
            </p>
            {product.description && <p>{product.description}</p>}
          </li>
        ))}
      </ul>
    </>
  )
})

/** Numbered paging of the results, with the visitor's other params kept. */
const Pagination = memo(function Pagination({ view }: { view: ProductSearchView }) {
  const locale = useSite().address.lang
  const { viewLink } = useSearchView()
  return (
    <nav className="catalogue-pagination" aria-label={m.catalogue_pagination({}, { locale })}>
      <ul className="pagination">
        {view.page > 1 && (
          <li>
            <Link {...viewLink({ ...view.params, page: view.page - 1 })} resetScroll={false} rel="prev">
              <Icon icon={ChevronLeft} />
              {m.catalogue_previous({}, { locale })}
            </Link>
          </li>
        )}
        {pageLinks(view.page, view.pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                {...viewLink({ ...view.params, page: number })}
                resetScroll={false}
                activeOptions={{ exact: true, includeSearch: true }}
                aria-current={number === view.page ? 'page' : undefined}
                aria-label={m.catalogue_page({ page: number }, { locale })}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {view.page < view.pageCount && (
          <li>
            <Link {...viewLink({ ...view.params, page: view.page + 1 })} resetScroll={false} rel="next">
              {m.catalogue_next({}, { locale })}
              <Icon icon={ChevronRight} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
})
