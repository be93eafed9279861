/**
 * The job board (`okg-lm:components/job-board`): a shareable, server-rendered view of filters,
 * sort and page. Typing replaces the URL, discrete choices push it; the table is TanStack Table
 * and its rows become cards on small screens.
 */
import { Link, type LinkComponentProps, useNavigate } from '@tanstack/react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useEffect, useState } from 'react'
import type { Language } from '#config/languages.ts'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, siteParams, splatParams } from '#app/site/page-address.ts'
import { useViewLocation } from '#app/site/view-location.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { type JobBoardParams, jobBoardParamKeys, jobBoardView, jobSorts, jobsPerPage } from './job-board-search.ts'
import { activeFacetCount, parseJobBoardParams } from './job-board-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import type { FacetOption, JobRow } from './job-board.ts'
import { jobBoardQuery } from './jobs-queries.ts'
import { jobDetailPath } from './job-paths.ts'
import { divisionLabel, levelLabel, startLabel } from './job-labels.ts'
import { asLevel } from './job-rules.ts'
import { DataTable } from '#app/ui/data-table.tsx'
import { Pagination } from '#app/ui/pagination.tsx'

/** The board's own page (`career/jobs`), a file route whose search params are the board's, typed. */
const boardRoute = '/{-$prefix}/{-$lang}/career/jobs/'
const boardPath = '/{-$prefix}/{-$lang}/career/jobs'
const detailRoute = '/{-$prefix}/{-$lang}/career/job/$id'

const features = tableFeatures({})
const column = createColumnHelper<typeof features, JobRow>()
const emptyRows: JobRow[] = []

type SortKey = (typeof jobSorts)[number]

function sortLabel(sort: SortKey, locale: Language): string {
  const labels: Record<SortKey, string> = {
    company: m.jobs_division({}, { locale }),
    title: m.jobs_title({}, { locale }),
    startOfWork: m.jobs_start({}, { locale }),
    location: m.jobs_location({}, { locale }),
  }
  return labels[sort]
}

export default function JobBoardApp() {
  const { address, settings } = useSite()
  const locale = address.lang
  const { params, segments, search } = useViewLocation(boardRoute, (urlSearch) => parseJobBoardParams(urlSearch, settings.productWord))
  const navigate = useNavigate()
  const query = useQuery({ ...jobBoardQuery(address.brand, address.lang, params), placeholderData: keepPreviousData })
  const view = query.data

  /** A link to a view of the board: typed on its own page, the same URL on the page an editor placed it on. */
  const viewLink = (next: JobBoardParams) =>
    segments ? ({ to: boardPath, params: segments, search: next } as const) : ({ to: '.', search: viewLinkSearch(jobBoardView, search, next) } as const)
  const go = (next: Partial<JobBoardParams>, replace = false) => void navigate({ ...viewLink({ ...params, page: 1, ...next }), replace, resetScroll: false })

  // typing updates the URL in place (replace), after a pause
  const [keyword, setKeyword] = useState(params.keyword)
  const [shownKeyword, setShownKeyword] = useState(params.keyword)
  if (shownKeyword !== params.keyword) {
    setShownKeyword(params.keyword)
    setKeyword(params.keyword)
  }
  useEffect(() => {
    if (keyword.trim() === params.keyword) return
    const timer = setTimeout(() => go({ keyword: keyword.trim() }, true), 300)
    return () => clearTimeout(timer)
  })

  // the board's own page links its jobs to their typed route; a board elsewhere to the detail paths next to it
  const detailLink = (id: string): LinkComponentProps =>
    address.pagePath === '/career/jobs'
      ? { to: detailRoute, params: { ...siteParams(address, settings.productWord), id } }
      : { to: '/$', params: splatParams(addressHref({ ...address, pagePath: jobDetailPath(address.pagePath, id) }, settings.productWord)) }

  const labels: Record<string, string> = {
    title: m.jobs_title({}, { locale }),
    division: m.jobs_division({}, { locale }),
    location: m.jobs_location({}, { locale }),
    startOfWork: m.jobs_start({}, { locale }),
    level: m.jobs_level({}, { locale }),
  }
  const columns = column.columns([
    column.accessor('title', {
      header: () => m.jobs_title({}, { locale }),
      cell: (info) => <Link {...detailLink(info.row.original.id)}>{info.getValue()}</Link>,
    }),
    column.accessor('division', {
      header: () => m.jobs_division({}, { locale }),
      cell: (info) => {
        const division = info.getValue()
        return division ? divisionLabel(division, settings.productWord) : ''
      },
    }),
    column.accessor('location', { header: () => m.jobs_location({}, { locale }) }),
    column.accessor('startOfWork', {
      header: () => m.jobs_start({}, { locale }),
      cell: (info) => startLabel(info.getValue(), info.row.original.immediate, locale),
    }),
    column.accessor('level', {
      header: () => m.jobs_level({}, { locale }),
      cell: (info) => (info.getValue() ? levelLabel[info.getValue() ?? 'professional'](locale) : ''),
    }),
  ])
  const table = useTable({ features, columns, data: view?.status === 'ok' ? view.rows : emptyRows })
  const sortable: Partial<Record<string, SortKey>> = { title: 'title', division: 'company', location: 'location', startOfWork: 'startOfWork' }

  const select = (name: 'function' | 'location' | 'level' | 'division', label: string, options: FacetOption[], optionLabel: (value: string) => string) => (
    <label className="filter-field">
      <span>{label}</span>
      <select name={name} value={params[name] ?? ''} onChange={(event) => go({ [name]: event.target.value || undefined })}>
        <option value="">{m.jobs_any({}, { locale })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {optionLabel(option.value)} ({option.count})
          </option>
        ))}
      </select>
    </label>
  )

  if (view?.status !== 'ok') {
    return <QueryState query={query} lang={locale} loading={m.jobs_loading({}, { locale })} error={<p>{m.job_board_error({}, { locale })}</p>} />
  }

  const activeFilters = activeFacetCount(params)
  // the URL's other params (campaign params) ride along in a submission without script
  const own = new Set<string>(jobBoardParamKeys)
  const kept = Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !own.has(entry[0]))
  return (
    <section className="job-board" aria-label={m.jobs_filters({}, { locale })}>
      <form
        className="filter-grid filter-panel"
        method="get"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          go({ keyword: keyword.trim() })
        }}
      >
        {kept.map(([name, text]) => (
          <input key={name} type="hidden" name={name} value={text} />
        ))}
        <label className="filter-field job-filter-keyword">
          <span>{m.jobs_keyword({}, { locale })}</span>
          <input type="search" name="keyword" value={keyword} maxLength={100} onChange={(event) => setKeyword(event.target.value)} />
        </label>
        <button type="submit" className="button filter-submit">
          {m.filter_show({}, { locale })}
        </button>
        {/* the facets and the sort fold into a native disclosure on small screens, closed and naming how many facets
            are set, so the results come first, with or without script; from 48rem it is always open (app/ui/styles/widgets.css) */}
        <details className="filter-disclosure job-filter-disclosure">
          <summary>
            {m.jobs_filter_toggle({}, { locale })}
            {activeFilters > 0 && (
              <>
                {' '}
                <span className="filter-count">{m.jobs_filters_active({ count: activeFilters }, { locale })}</span>
              </>
            )}
          </summary>
          <div className="job-filter-fields">
            {select('function', m.jobs_function({}, { locale }), view.facets.function, (value) => value)}
            {select('location', m.jobs_location({}, { locale }), view.facets.location, (value) => value)}
            {select('level', m.jobs_level({}, { locale }), view.facets.level, (value) => {
              const level = asLevel(value)
              return level ? levelLabel[level](locale) : value
            })}
            {select('division', m.jobs_division({}, { locale }), view.facets.division, (value) => divisionLabel(value, settings.productWord))}
            <label className="filter-field">
              <span>{m.jobs_sort({}, { locale })}</span>
              <select name="sort" value={params.sort} onChange={(event) => go({ sort: jobSorts.find((sort) => sort === event.target.value) ?? 'title' })}>
                {jobSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {sortLabel(sort, locale)}
                  </option>
                ))}
              </select>
            </label>
            <label className="filter-field">
              <span>{m.jobs_order({}, { locale })}</span>
              <select name="order" value={params.order} onChange={(event) => go({ order: event.target.value === 'desc' ? 'desc' : 'asc' })}>
                <option value="asc">{m.jobs_order_asc({}, { locale })}</option>
                <option value="desc">{m.jobs_order_desc({}, { locale })}</option>
              </select>
            </label>
            <label className="filter-field">
              <span>{m.jobs_per_page({}, { locale })}</span>
              <select
                name="perPage"
                value={params.perPage}
                onChange={(event) => go({ perPage: jobsPerPage.find((size) => String(size) === event.target.value) ?? 10 })}
              >
                {jobsPerPage.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </details>
      </form>
      <p role="status" className="job-count">
        {m.jobs_count({ count: view.total }, { locale })}
      </p>
      {view.total === 0 ? (
        <div className="notice">
          <p>{m.jobs_no_results({}, { locale })}</p>
          <p>{m.jobs_no_results_hint({}, { locale })}</p>
        </div>
      ) : (
        <DataTable
          table={table}
          labels={labels}
          rowKey={(job) => job.id}
          busy={query.isPlaceholderData}
          sortOf={(columnId) => {
            const sort = sortable[columnId]
            const active = sort === params.sort
            return sort && { order: active ? params.order : null, onSort: () => go({ sort, order: active && params.order === 'asc' ? 'desc' : 'asc' }) }
          }}
        />
      )}
      <Pagination page={view.page} pageCount={view.pageCount} lang={locale} pageLink={(page) => viewLink({ ...params, page })} />
    </section>
  )
}
