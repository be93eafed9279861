/**
 * Order history params (docs/contracts.md, "Search params"): `from`, `to` (`YYYY-MM-DD`), `sort`,
 * `order`, `page`, `perPage`. An impossible date, `from` after `to`, an unknown sort or page size
 * fall back to the default (the last 12 months, newest first, 25 per page), never an error; the
 * defaults never appear in a URL.
 */
export const orderSorts = ['date', 'orderNumber', 'materialName', 'status'] as const
export type OrderSort = (typeof orderSorts)[number]
export const ordersPerPage = [10, 25, 50, 100] as const

/** A real calendar day written `YYYY-MM-DD` (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // a day or month out of range moves the date into another month (2025-02-30 is 2025-03-02);
  // years before 1900 are refused, and Date.UTC would read 0-99 as 1900-1999
  return year >= 1900 && new Date(Date.UTC(year, month - 1, day)).getUTCMonth() === month - 1
}

export interface OrderHistoryParams {
  from: string | undefined
  to: string | undefined
  sort: OrderSort
  order: 'asc' | 'desc'
  page: number
  perPage: (typeof ordersPerPage)[number]
}

export const orderHistoryDefaults: OrderHistoryParams = { from: undefined, to: undefined, sort: 'date', order: 'desc', page: 1, perPage: 25 }

const day = (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? value : undefined)

/** A whole number as a URL writes it (`2`, or the router's parsed `2`), else NaN, which no param takes (nor 0, a blank's number). */
function wholeNumber(value: unknown): number {
  const number = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(number) ? number : Number.NaN
}

/**
 * The params of an order history view; anything invalid falls back to its default, and a range
 * that ends before it starts is no range. Plain code, not a schema: the route's `validateSearch`
 * runs it on every page's first load, so it must not bring a validation library into that chunk.
 */
export function parseOrderHistoryParams(search: Record<string, unknown>): OrderHistoryParams {
  const from = day(search['from'])
  const to = day(search['to'])
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a comparison with undefined is false too; the checks give the type
  const reversed = from !== undefined && to !== undefined && from > to
  const page = wholeNumber(search['page'])
  const perPage = wholeNumber(search['perPage'])
  return {
    from: reversed ? undefined : from,
    to: reversed ? undefined : to,
    sort: orderSorts.find((sort) => sort === search['sort']) ?? orderHistoryDefaults.sort,
    // newest first (the default) unless `asc`
    order: search['order'] === 'asc' ? 'asc' : orderHistoryDefaults.order,
    // a page below the first is the first
    page: page <= 100_000 ? Math.max(page, orderHistoryDefaults.page) : orderHistoryDefaults.page,
    perPage: ordersPerPage.find((size) => size === perPage) ?? orderHistoryDefaults.perPage,
  }
}

/** Whether a URL keeps a range as it is (two calendar days, the first not after the second): read as the params read it. */
export function isKeptRange(range: { from: string; to: string }): boolean {
  const read = parseOrderHistoryParams(range)
  return read.from === range.from && read.to === range.to
}

/** What the URL says of a view: its params without the defaults (so a default view is `/orders`). */
export type OrderHistorySearch = Partial<{ from: string; to: string; sort: OrderSort; order: 'asc' | 'desc'; page: number; perPage: number }>

export function orderHistorySearch(params: OrderHistoryParams): OrderHistorySearch {
  const search: OrderHistorySearch = {}
  if (params.from !== undefined) search.from = params.from
  if (params.to !== undefined) search.to = params.to
  if (params.sort !== orderHistoryDefaults.sort) search.sort = params.sort
  if (params.order !== orderHistoryDefaults.order) search.order = params.order
  if (params.page !== orderHistoryDefaults.page) search.page = params.page
  if (params.perPage !== orderHistoryDefaults.perPage) search.perPage = params.perPage
  return search
}
