import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { viewPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { productRequestView } from '#app/features/catalogue/product-request-params.ts'

/** The product request form's page: its CMS page around the form, whose product (a product page's "Request this product") is a typed search param. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/contact/product-request')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...viewPageRoute(productRequestView),
  component: ProductRequestScreen,
})

function ProductRequestScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
