import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { detailPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'

/** A catalogue page below `product-search` (the product search's result links lead here); what it shows is the path's last segment. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/product-search/$id')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...detailPageRoute,
  component: ProductSearchDetailScreen,
})

function ProductSearchDetailScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
