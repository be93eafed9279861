/**
 * The client area (`okg-lm:components/client-area`, on the `/orders` page of albis and mocom):
 * the order history, an order, a delivery, or the page a magic link opens; the login form
 * wherever the customer is not signed in, on the same URL.
 */
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState, type ViewQuery } from '#app/ui/query-state.tsx'
import { clientAreaPage } from './client-area-paths.ts'
import { orderHistoryViewQuery, orderViewQuery } from './client-area-queries.ts'
import type { ClientAreaView } from './client-area.functions.ts'
import { LoginForm } from './login-form.tsx'
import { OrderHistory, useOrderHistorySearch } from './order-history.tsx'
import { OrderDetail } from './order-detail.tsx'
import { SignIn } from './sign-in.tsx'

export default function ClientAreaApp() {
  const { address } = useSite()
  const page = clientAreaPage(address.pagePath)
  if (page === null) return null
  if (page.kind === 'sign-in') return <SignIn />
  if (page.kind === 'history') return <HistoryPage />
  return <OrderPage orderNumber={page.orderNumber} deliveryNumber={page.kind === 'delivery' ? page.deliveryNumber : undefined} />
}

function HistoryPage() {
  const search = useOrderHistorySearch()
  const query = useQuery({ ...orderHistoryViewQuery(search), placeholderData: (previous) => previous })
  const view = query.data
  return <ViewState query={query}>{view?.status === 'history' && <OrderHistory view={view} busy={query.isPlaceholderData} />}</ViewState>
}

function OrderPage({ orderNumber, deliveryNumber }: { orderNumber: string; deliveryNumber: string | undefined }) {
  const query = useQuery(orderViewQuery(orderNumber))
  const view = query.data
  return <ViewState query={query}>{view?.status === 'order' && <OrderDetail view={view} deliveryNumber={deliveryNumber} />}</ViewState>
}

/** What every view shares: the login form when signed out; loading, not found and the retry notice (also when the call failed) while there is no view. */
function ViewState({ query, children }: { query: ViewQuery<ClientAreaView>; children: ReactNode }) {
  const { address, settings } = useSite()
  const locale = address.lang
  const view = query.data
  if (view?.status === 'signed-out') return <LoginForm />
  if (view?.status === 'history' || view?.status === 'order') return children
  return (
    <QueryState
      query={query}
      lang={locale}
      loading={m.client_area_loading({}, { locale })}
      error={<p>{m.client_area_unavailable({}, { locale })}</p>}
      notFound={
        <div className="notice" role="alert">
          <p>{m.order_not_found({}, { locale })}</p>
          <p>
            <a href={addressHref({ ...address, pagePath: '/orders' }, settings.productWord)}>{m.orders_back_to_history({}, { locale })}</a>
          </p>
        </div>
      }
    />
  )
}
