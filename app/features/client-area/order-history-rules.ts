/**
 * The order history's rules: the range a view covers (the last 12 months unless the URL names
 * one), the quick ranges offered, and the upstream query of a view (spec section 7, "Client area":
 * `limit`, `offset`, `fromDate`, `toDate`, `orderBy`, `sortingOrder`). Days are UTC calendar days.
 */
import type { OrderHistoryParams } from './order-history-params.ts'

export interface DateRange {
  from: string
  to: string
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

function parts(today: string): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, day = 1] = today.split('-').map(Number)
  return { year, month, day }
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const { year, month, day: date } = parts(day)
  return isoDay(new Date(Date.UTC(year, month - 1, date + days)))
}

/** The last 12 months up to today: from the day after today's date a year ago (29 February falls back to 1 March). */
export function lastTwelveMonths(today: string): DateRange {
  const { year, month, day } = parts(today)
  return { from: isoDay(new Date(Date.UTC(year - 1, month - 1, day + 1))), to: today }
}

export const quickRanges = ['last30Days', 'thisYear', 'lastYear'] as const
export type QuickRange = (typeof quickRanges)[number]

export function quickRange(kind: QuickRange, today: string): DateRange {
  const { year } = parts(today)
  if (kind === 'last30Days') return { from: addDays(today, -29), to: today }
  if (kind === 'thisYear') return { from: `${year}-01-01`, to: today }
  return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` }
}

/** The range a view shows: the URL's ends, an open end filled from the last 12 months. */
export function viewRange(params: { from?: string | undefined; to?: string | undefined }, today: string): DateRange {
  const fallback = lastTwelveMonths(today)
  if (params.from === undefined && params.to === undefined) return fallback
  const to = params.to ?? (params.from !== undefined && params.from > today ? params.from : today)
  const from = params.from ?? (to < fallback.from ? to : fallback.from)
  return { from, to }
}

function sameRange(a: DateRange, b: DateRange | null): boolean {
  return b !== null && a.from === b.from && a.to === b.to
}

/**
 * What the date-range picker shows. `address` is the range in the address bar, `shown` the one the
 * picker started from (a new `generation` starts it again from a new range), `sent` the last range
 * the picker put into the address itself.
 */
interface PickerRange {
  address: DateRange
  shown: DateRange
  generation: number
  sent: DateRange | null
}

export function pickerRange(address: DateRange): PickerRange {
  return { address, shown: address, generation: 0, sent: null }
}

/**
 * The picker after the address changed: a range from elsewhere (a quick range, back or forward, a
 * range that fell back) starts it again from that range at once, not when its view has loaded; the
 * range it sent itself does not, since the visitor may have typed on meanwhile.
 */
export function followAddress(state: PickerRange, address: DateRange): PickerRange {
  if (sameRange(address, state.address)) return state
  if (sameRange(address, state.sent)) return { ...state, address }
  return { address, shown: address, generation: state.generation + 1, sent: null }
}

export interface OrderHistoryQuery {
  limit: number
  offset: number
  fromDate: string
  toDate: string
  orderBy: OrderHistoryParams['sort']
  sortingOrder: OrderHistoryParams['order']
}

export function orderHistoryQuery(params: OrderHistoryParams, today: string): OrderHistoryQuery {
  const range = viewRange(params, today)
  return {
    limit: params.perPage,
    offset: (params.page - 1) * params.perPage,
    fromDate: range.from,
    toDate: range.to,
    orderBy: params.sort,
    sortingOrder: params.order,
  }
}

/** How many pages `total` orders fill (at least one, so an empty history is page 1 of 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}
