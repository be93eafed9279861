/**
 * The client area's loader: the view a URL asks for, in the server HTML (the history for a range
 * deep link, an order, a delivery), answered privately (`private, no-store`) and kept out of
 * search engines. A page past the last moves to the last; an order that is not the customer's
 * answers 404 with the order-not-found message.
 */
import { type AppHead, type AppLoader, loadAppQuery } from '#app/cms/app-loader.ts'
import { keepOutOfSharedCaches, setResponseStatusOnServer } from '#app/site/response-status.ts'
import { clientAreaPage } from './client-area-paths.ts'
import { orderHistoryViewQuery, orderViewQuery } from './client-area-queries.ts'
import { orderHistorySearch, parseOrderHistoryParams } from './order-history-params.ts'

export const loadClientArea: AppLoader = async ({ queryClient, address, search }): Promise<AppHead> => {
  keepOutOfSharedCaches()
  const page = clientAreaPage(address.pagePath)
  if (page === null) return { notFound: true }
  if (page.kind === 'sign-in') return {}
  if (page.kind === 'history') {
    const params = parseOrderHistoryParams(search)
    const query = orderHistoryViewQuery(orderHistorySearch(params))
    await loadAppQuery(queryClient, query)
    const view = queryClient.getQueryData(query.queryKey)
    const last = view?.status === 'history' ? view.pageCount : params.page
    return { search: orderHistorySearch({ ...params, page: Math.min(params.page, last) }) }
  }
  const query = orderViewQuery(page.orderNumber)
  await loadAppQuery(queryClient, query)
  const view = queryClient.getQueryData(query.queryKey)
  const missingDelivery =
    page.kind === 'delivery' && view?.status === 'order' && !view.deliveries.some((delivery) => delivery.deliveryNumber === page.deliveryNumber)
  if (view?.status === 'not-found' || missingDelivery) setResponseStatusOnServer(404)
  return {}
}
