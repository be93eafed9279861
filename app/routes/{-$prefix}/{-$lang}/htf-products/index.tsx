import { createFileRoute, retainSearchParams, stripSearchParams } from '@tanstack/react-router'
import type { SearchSchemaInput } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { sitePageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { viewRouteSearch, viewSearch } from '#app/site/view-search.ts'
import { type HtfFinderSearch, htfFinderDefaults, htfFinderView, parseHtfFinderParams } from '#app/features/htf/htf-params.ts'

/** The HTF finder's page: its CMS page around the finder, whose temperature range, filters, comparison and order are typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/htf-products/')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...sitePageRoute,
  validateSearch: (search: HtfFinderSearch & SearchSchemaInput): HtfFinderSearch => viewRouteSearch(htfFinderView, search),
  search: {
    // the page's other params (campaign params) ride along every link; defaults never show in a URL
    middlewares: [viewSearch(htfFinderView), retainSearchParams(true), stripSearchParams(htfFinderDefaults)],
  },
  loaderDeps: ({ search }) => parseHtfFinderParams(search),
  component: HtfFinderScreen,
})

function HtfFinderScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
