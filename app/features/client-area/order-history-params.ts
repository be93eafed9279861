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
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
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

/** A whole number as a URL writes it (`2`, or the router's parsed `2`), else undefined. */
function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isInteger(number) ? number : undefined
}

/**
 * The params of an order history view; anything invalid falls back to its default, and a range
 * that ends before it starts is no range. Plain code, not a schema: the route's `validateSearch`
 * runs it on every page's first load, so it must not bring a validation library into that chunk.
 */
export function parseOrderHistoryParams(search: Record<string, unknown>): OrderHistoryParams {
  const from = day(search['from'])
  const to = day(search['to'])
  const reversed = from !== undefined && to !== undefined && from > to
  const page = wholeNumber(search['page'])
  const perPage = wholeNumber(search['perPage'])
  return {
    from: reversed ? undefined : from,
    to: reversed ? undefined : to,
    sort: orderSorts.find((sort) => sort === search['sort']) ?? orderHistoryDefaults.sort,
    order: search['order'] === 'asc' || search['order'] === 'desc' ? search['order'] : orderHistoryDefaults.order,
    page: page !== undefined && page >= 1 && page <= 100_000 ? page : orderHistoryDefaults.page,
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
