import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { detailPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'

/** A catalogue page below `products-brands` (a brand's product list links here); what it shows is the path's last segment. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/products-brands/$id')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...detailPageRoute,
  component: ProductsBrandsDetailScreen,
})

function ProductsBrandsDetailScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
