/**
 * Order history params (docs/contracts.md, "Search params"): `from`, `to` (`YYYY-MM-DD`), `sort`,
 * `order`, `page`, `perPage`. An impossible date, `from` after `to`, an unknown sort or page size
 * fall back to the default (the last 12 months, newest first, 25 per page), never an error; the
 * defaults never appear in a URL. zod/mini: this schema ships with the client area's routes.
 */
import * as z from 'zod/mini'

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

const day = z.catch(z.optional(z.string().check(z.refine(isCalendarDate))), undefined)

const fields = z.object({
  from: day,
  to: day,
  sort: z.catch(z._default(z.enum(orderSorts), 'date'), 'date'),
  order: z.catch(z._default(z.enum(['asc', 'desc']), 'desc'), 'desc'),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1), 1),
  perPage: z.catch(
    z._default(
      z.pipe(
        z.coerce.number(),
        z.transform((value) => ordersPerPage.find((size) => size === value) ?? 25),
      ),
      25,
    ),
    25,
  ),
})

/** The params of an order history view; a range that ends before it starts is no range. */
export const orderHistoryParamsSchema = z.pipe(
  fields,
  z.transform((params) => (params.from !== undefined && params.to !== undefined && params.from > params.to ? { ...params, from: undefined, to: undefined } : params)),
)
export type OrderHistoryParams = z.output<typeof orderHistoryParamsSchema>

export const orderHistoryDefaults: OrderHistoryParams = orderHistoryParamsSchema.parse({})

export function parseOrderHistoryParams(search: Record<string, unknown>): OrderHistoryParams {
  return orderHistoryParamsSchema.parse(search)
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
