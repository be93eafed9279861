/**
 * The order history query (`GET /.rest/api/customer/{customerNo}/order-history`): its parameters
 * and the rules that answer it. `limit` 1–100 (default 25), `offset` from 0 (default 0),
 * `fromDate` and `toDate` (`YYYY-MM-DD`, inclusive, absent: unbounded, `fromDate` not after
 * `toDate`), `orderBy` date, orderNumber, materialName or status (default date; status in the
 * order of an order's life), `sortingOrder` asc or desc (default desc). Ties are broken by order
 * number in the same direction, so a descending list is the ascending one reversed and pages never
 * overlap. An empty parameter counts as absent; any other invalid value is refused.
 */
import { z } from 'zod'
import { type Order, orderStatuses } from './client-area-seed.ts'

const orderByKeys = ['date', 'orderNumber', 'materialName', 'status'] as const
export type OrderBy = (typeof orderByKeys)[number]

/** A whole number of at most six digits, as text. */
const whole = z
  .string()
  .regex(/^\d{1,6}$/, 'a whole number')
  .transform(Number)

/** A real calendar day, `YYYY-MM-DD`. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
  .refine((text) => {
    // Date.parse rolls 2025-02-30 over to March 2 and refuses only days past 31
    const time = Date.parse(`${text}T00:00:00Z`)
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text)
  }, 'a date that exists')

const historyQuerySchema = z
  .object({
    limit: whole.pipe(z.number().min(1).max(100)).default(25),
    offset: whole.default(0),
    fromDate: day.optional(),
    toDate: day.optional(),
    orderBy: z.enum(orderByKeys).default('date'),
    sortingOrder: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, { message: 'fromDate after toDate', path: ['fromDate'] })

export type HistoryQuery = z.infer<typeof historyQuerySchema>

/** The query of a request's search params, or the problems zod found. */
export function parseHistoryQuery(params: URLSearchParams): { query: HistoryQuery } | { error: z.ZodError } {
  const parsed = historyQuerySchema.safeParse(Object.fromEntries(givenParams(params)))
  return parsed.success ? { query: parsed.data } : { error: parsed.error }
}

const historyParams = ['limit', 'offset', 'fromDate', 'toDate', 'orderBy', 'sortingOrder']

/** The first non-empty value of each known parameter. */
function givenParams(params: URLSearchParams): Array<[string, string]> {
  return historyParams.flatMap((name) => {
    const value = params.get(name)
    return value ? [[name, value] as [string, string]] : []
  })
}

/** A customer's orders sorted ascending by each key, ties by order number: built once, read by every query. */
export type OrderIndex = Readonly<Record<OrderBy, readonly Order[]>>

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
const statusRank = new Map(orderStatuses.map((status, rank) => [status, rank]))

const compareBy: Record<OrderBy, (a: Order, b: Order) => number> = {
  date: (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  orderNumber: () => 0,
  materialName: (a, b) => collator.compare(a.materialName, b.materialName),
  status: (a, b) => (statusRank.get(a.status) ?? 0) - (statusRank.get(b.status) ?? 0),
}

export function indexOrders(orders: readonly Order[]): OrderIndex {
  const sorted = (key: OrderBy) =>
    [...orders].sort((a, b) => compareBy[key](a, b) || (a.orderNumber < b.orderNumber ? -1 : a.orderNumber > b.orderNumber ? 1 : 0))
  return { date: sorted('date'), orderNumber: sorted('orderNumber'), materialName: sorted('materialName'), status: sorted('status') }
}

/** The page the query asks for and how many orders match it in all. */
export function queryOrders(index: OrderIndex, query: HistoryQuery): { total: number; orders: Order[] } {
  const { fromDate, toDate } = query
  const matching = index[query.orderBy].filter((order) => (!fromDate || order.date >= fromDate) && (!toDate || order.date <= toDate))
  if (query.sortingOrder === 'desc') matching.reverse()
  return { total: matching.length, orders: matching.slice(query.offset, query.offset + query.limit) }
}
