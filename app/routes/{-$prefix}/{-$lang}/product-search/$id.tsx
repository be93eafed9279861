import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { sitePageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { keepSearch } from '#app/site/view-search.ts'

/** A catalogue page below `product-search` (the product search's result links lead here); what it shows is the path's last segment. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/product-search/$id')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...sitePageRoute,
  validateSearch: keepSearch,
  component: ProductSearchDetailScreen,
})

function ProductSearchDetailScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
