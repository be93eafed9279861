import { createFileRoute, retainSearchParams, stripSearchParams } from '@tanstack/react-router'
import type { SearchSchemaInput } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { sitePageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { viewRouteSearch, viewSearch } from '#app/site/view-search.ts'
import { type ProductSearchSearch, parseProductSearchParams, productSearchDefaults, productSearchView } from '#app/features/catalogue/product-search-params.ts'

/** The product search's page: its CMS page around the search, whose text, region, filters and page are typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/product-search/')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...sitePageRoute,
  validateSearch: (search: ProductSearchSearch & SearchSchemaInput): ProductSearchSearch => viewRouteSearch(productSearchView, search),
  search: {
    // the page's other params (campaign params) ride along every link; defaults never show in a URL
    middlewares: [viewSearch(productSearchView), retainSearchParams(true), stripSearchParams(productSearchDefaults)],
  },
  loaderDeps: ({ search }) => parseProductSearchParams(search),
  component: ProductSearchScreen,
})

function ProductSearchScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
