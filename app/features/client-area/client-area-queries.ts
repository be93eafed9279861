import { queryOptions } from '@tanstack/react-query'
import { getClientAreaView } from './client-area.functions.ts'
import type { OrderHistorySearch } from './order-history-params.ts'

/** Every client-area query starts with this key: signing in or out drops them all. */
export const clientAreaKey = ['client-area'] as const

export const orderHistoryViewQuery = (search: OrderHistorySearch) =>
  queryOptions({ queryKey: [...clientAreaKey, 'history', search], queryFn: () => getClientAreaView({ data: { kind: 'history', search } }), staleTime: 30_000 })

export const orderViewQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: [...clientAreaKey, 'order', orderNumber],
    queryFn: () => getClientAreaView({ data: { kind: 'order', orderNumber } }),
    staleTime: 30_000,
  })
