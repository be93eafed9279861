import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { detailPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'

/** A catalogue page below `products-overview` (the products overview's links lead here); what it shows is the path's last segment. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/products-overview/$id')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...detailPageRoute,
  component: ProductsOverviewDetailScreen,
})

function ProductsOverviewDetailScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
