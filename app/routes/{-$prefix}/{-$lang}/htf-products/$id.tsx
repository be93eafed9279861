import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { detailPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'

/** A fluid's product data (the HTF finder's result links lead here); the fluid is the path's last segment. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/htf-products/$id')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...detailPageRoute,
  component: HtfFluidScreen,
})

function HtfFluidScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
