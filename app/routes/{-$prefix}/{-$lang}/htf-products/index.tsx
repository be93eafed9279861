import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { viewPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { htfFinderView } from '#app/features/htf/htf-params.ts'

/** The HTF finder's page: its CMS page around the finder, whose temperature range, filters, comparison and order are typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/htf-products/')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...viewPageRoute(htfFinderView),
  component: HtfFinderScreen,
})

function HtfFinderScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
