import { createFileRoute, retainSearchParams, stripSearchParams } from '@tanstack/react-router'
import type { SearchSchemaInput } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { sitePageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { viewRouteSearch, viewSearch } from '#app/site/view-search.ts'
import { type SearchViewSearch, parseSearchParams, searchView } from '#app/features/search/search-params.ts'

/** The site search's page: its CMS page around the search, whose query, type and pages are typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/search')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...sitePageRoute,
  validateSearch: (search: SearchViewSearch & SearchSchemaInput): SearchViewSearch => viewRouteSearch(searchView, search),
  search: {
    // the page's other params (campaign params) ride along every link; defaults never show in a URL
    middlewares: [viewSearch(searchView), retainSearchParams(true), stripSearchParams({ q: '', pages: 1 })],
  },
  loaderDeps: ({ search }) => parseSearchParams(search),
  component: SearchScreen,
})

function SearchScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
