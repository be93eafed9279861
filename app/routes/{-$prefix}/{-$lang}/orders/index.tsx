import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { loadSitePage } from '#app/shell/site-page-data.ts'
import { privatePageRoute } from '#app/shell/private-page.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { orderHistorySearch, parseOrderHistoryParams } from '#app/features/client-area/order-history-params.ts'

/** The client area: the order history (or the login form), its view in typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/orders/')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...privatePageRoute,
  validateSearch: (search: Record<string, unknown>) => orderHistorySearch(parseOrderHistoryParams(search)),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadSitePage(context, deps.search),
  component: ClientAreaScreen,
})

function ClientAreaScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
