import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { loadSitePage } from '#app/shell/site-page-data.ts'
import { privatePageRoute } from '#app/shell/private-page.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { orderPageSearch } from '#app/features/client-area/order-page-search.ts'

/** One delivery of an order: status history, batches, documents. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/orders/$orderNumber/deliveries/$deliveryNumber')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...privatePageRoute,
  validateSearch: orderPageSearch,
  loader: ({ context }) => loadSitePage(context),
  component: ClientAreaScreen,
})

function ClientAreaScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
