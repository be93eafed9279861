/**
 * The order history: a date range (quick ranges, a date-range picker once scripts run, plain date
 * fields before and without them), sorting and paging, all of it the URL's typed search params
 * (`/{lang}/orders?from&to&sort&order&page&perPage`). The table is TanStack Table with the
 * upstream sorting and paging; on small screens its rows become cards.
 */
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import type { Order } from './client-area.server.ts'
import type { OrderHistoryView } from './client-area.functions.ts'
import { type OrderHistorySearch, type OrderSort, isKeptRange, orderHistorySearch, ordersPerPage, parseOrderHistoryParams } from './order-history-params.ts'
import { type DateRange, type QuickRange, followAddress, pickerRange, quickRange, quickRanges, viewRange } from './order-history-rules.ts'
import { orderPagePath } from './client-area-paths.ts'
import { formatAmount, formatDay, statusLabel } from './order-labels.ts'
import { SignOut } from './sign-out.tsx'
import type { DateRangePickerField } from './date-range-picker.tsx'
import { DataTable } from '#app/ui/data-table.tsx'
import { Pagination } from '#app/ui/pagination.tsx'

const route = '/{-$prefix}/{-$lang}/orders/'
const features = tableFeatures({})
const column = createColumnHelper<typeof features, Order>()

export function useOrderHistorySearch(): OrderHistorySearch {
  return useSearch({ from: route })
}

const quickRangeLabel: Record<QuickRange, (locale: Language) => string> = {
  last30Days: (locale) => m.orders_range_last_30_days({}, { locale }),
  thisYear: (locale) => m.orders_range_this_year({}, { locale }),
  lastYear: (locale) => m.orders_range_last_year({}, { locale }),
}

const sortable: Partial<Record<string, OrderSort>> = { orderNumber: 'orderNumber', date: 'date', materialName: 'materialName', status: 'status' }

/** The picker of react-aria, loaded once the page runs; the plain date fields stand in until then. */
type RangePicker = typeof DateRangePickerField

export function OrderHistory({ view, busy }: { view: OrderHistoryView; busy: boolean }) {
  const { address, settings } = useSite()
  const locale = address.lang
  const search = useOrderHistorySearch()
  const params = parseOrderHistoryParams(search)
  const navigate = useNavigate({ from: route })
  const [Picker, setPicker] = useState<{ Field: RangePicker } | null>(null)
  useEffect(() => {
    void import('./date-range-picker.tsx').then((module) => setPicker({ Field: module.DateRangePickerField }))
  }, [])

  const withParams = (next: Partial<typeof params>) => orderHistorySearch({ ...params, page: 1, ...next })
  // the address's range as soon as it changes (the search above is the loaded view's until the next one has loaded)
  const addressRange = viewRange(parseOrderHistoryParams(useLocation({ select: (location) => location.search })), view.today)
  const [rangePicker, setRangePicker] = useState(() => pickerRange(addressRange))
  const followed = followAddress(rangePicker, addressRange)
  if (followed !== rangePicker) setRangePicker(followed)
  // a range typed segment by segment is shown once the typing pauses
  const rangeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(rangeTimer.current), [])
  // one function for the picker's whole life (it is memoized), applying the range to the view current when the typing pauses;
  // a range the URL would not keep (a year typed so far as 202, an end before the start) waits for the visitor to finish it
  const showRange = useCallback(
    (range: DateRange) => {
      clearTimeout(rangeTimer.current)
      if (!isKeptRange(range)) return
      rangeTimer.current = setTimeout(() => {
        // the picker knows its range is on its way before the address shows it, which would otherwise start it again
        flushSync(() => setRangePicker((state) => ({ ...state, sent: range })))
        void navigate({ search: (current) => orderHistorySearch({ ...parseOrderHistoryParams(current), page: 1, ...range }), resetScroll: false })
      }, 600)
    },
    [navigate],
  )
  const orderHref = (orderNumber: string) => addressHref({ ...address, pagePath: orderPagePath(orderNumber) }, settings.productWord)

  const labels: Record<string, string> = {
    orderNumber: m.orders_order_number({}, { locale }),
    date: m.orders_date({}, { locale }),
    materialName: m.orders_material({}, { locale }),
    materialNumber: m.orders_material_number({}, { locale }),
    amount: m.orders_amount({}, { locale }),
    status: m.orders_status({}, { locale }),
    estimatedDeliveryDate: m.orders_estimated_delivery({}, { locale }),
  }
  const columns = column.columns([
    column.accessor('orderNumber', { header: () => labels['orderNumber'], cell: (info) => <a href={orderHref(info.getValue())}>{info.getValue()}</a> }),
    column.accessor('date', { header: () => labels['date'], cell: (info) => formatDay(info.getValue(), locale) }),
    column.accessor('materialName', { header: () => labels['materialName'] }),
    column.accessor('materialNumber', { header: () => labels['materialNumber'] }),
    column.accessor('amount', { header: () => labels['amount'], cell: (info) => formatAmount(info.getValue(), info.row.original.unit, locale) }),
    column.accessor('status', {
      header: () => labels['status'],
      cell: (info) => <span className={`order-status order-status-${info.getValue()}`}>{statusLabel[info.getValue()](locale)}</span>,
    }),
    column.accessor('estimatedDeliveryDate', { header: () => labels['estimatedDeliveryDate'], cell: (info) => formatDay(info.getValue(), locale) }),
  ])
  const table = useTable({ features, columns, data: view.orders })
  const first = view.total === 0 ? 0 : (params.page - 1) * params.perPage + 1
  const last = Math.min(params.page * params.perPage, view.total)

  return (
    <section className="order-history" aria-labelledby="order-history-title">
      <div className="order-history-head">
        <h2 id="order-history-title">{m.orders_title({}, { locale })}</h2>
        <SignOut />
      </div>
      <form
        className="filter-grid filter-panel order-filters"
        method="get"
        role="search"
        aria-label={m.orders_filter({}, { locale })}
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          void navigate({
            search: orderHistorySearch(
              parseOrderHistoryParams({
                ...search,
                page: 1,
                from: data.get('from') || undefined,
                to: data.get('to') || undefined,
                perPage: data.get('perPage'),
              }),
            ),
            resetScroll: false,
          })
        }}
      >
        {Picker ? (
          <Picker.Field
            key={rangePicker.generation}
            from={rangePicker.shown.from}
            to={rangePicker.shown.to}
            locale={locale}
            label={m.orders_range({}, { locale })}
            onChange={showRange}
          />
        ) : (
          <fieldset className="order-range">
            <legend>{m.orders_range({}, { locale })}</legend>
            <label className="filter-field">
              <span>{m.orders_from({}, { locale })}</span>
              <input type="date" name="from" defaultValue={view.range.from} />
            </label>
            <label className="filter-field">
              <span>{m.orders_to({}, { locale })}</span>
              <input type="date" name="to" defaultValue={view.range.to} />
            </label>
          </fieldset>
        )}
        {params.sort !== 'date' && <input type="hidden" name="sort" value={params.sort} />}
        {params.order !== 'desc' && <input type="hidden" name="order" value={params.order} />}
        <label className="filter-field">
          <span>{m.orders_per_page({}, { locale })}</span>
          <select
            name="perPage"
            defaultValue={params.perPage}
            key={params.perPage}
            onChange={(event) =>
              void navigate({
                search: withParams({ perPage: ordersPerPage.find((size) => String(size) === event.currentTarget.value) ?? 25 }),
                resetScroll: false,
              })
            }
          >
            {ordersPerPage.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button filter-submit">
          {m.filter_show({}, { locale })}
        </button>
      </form>
      <nav className="order-quick-ranges" aria-label={m.orders_quick_ranges({}, { locale })}>
        {quickRanges.map((kind) => (
          <Link key={kind} to="." search={withParams(quickRange(kind, view.today))} resetScroll={false}>
            {quickRangeLabel[kind](locale)}
          </Link>
        ))}
      </nav>
      <p role="status" className="job-count">
        {view.total === 0
          ? m.orders_none({ from: formatDay(view.range.from, locale), to: formatDay(view.range.to, locale) }, { locale })
          : m.orders_count({ first, last, total: view.total, from: formatDay(view.range.from, locale), to: formatDay(view.range.to, locale) }, { locale })}
      </p>
      {view.total > 0 && (
        <DataTable
          className="order-table"
          labelledBy="order-history-title"
          table={table}
          labels={labels}
          rowKey={(order) => order.orderNumber}
          busy={busy}
          sortOf={(columnId) => {
            const sort = sortable[columnId]
            const active = sort === params.sort
            return (
              sort && {
                order: active ? params.order : null,
                link: { to: '.', search: withParams({ sort, order: active && params.order === 'asc' ? 'desc' : 'asc' }) },
              }
            )
          }}
        />
      )}
      <Pagination
        page={params.page}
        pageCount={view.pageCount}
        lang={locale}
        pageLink={(page) => ({ to: '.', search: orderHistorySearch({ ...params, page }) })}
      />
    </section>
  )
}
