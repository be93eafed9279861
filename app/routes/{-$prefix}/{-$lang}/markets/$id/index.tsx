import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { detailPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'

/** A market page (its case studies link to the story paths below it); what it shows is the CMS page at the path. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/markets/$id/')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...detailPageRoute,
  component: MarketScreen,
})

function MarketScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
