import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { viewPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { searchView } from '#app/features/search/search-params.ts'

/** The site search's page: its CMS page around the search, whose query, type and pages are typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/search')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...viewPageRoute(searchView),
  component: SearchScreen,
})

function SearchScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
