import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { viewPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { productSearchView } from '#app/features/catalogue/product-search-params.ts'

/** The product search's page: its CMS page around the search, whose text, region, filters and page are typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/product-search/')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...viewPageRoute(productSearchView),
  component: ProductSearchScreen,
})

function ProductSearchScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
