import { createFileRoute, retainSearchParams, stripSearchParams } from '@tanstack/react-router'
import type { SearchSchemaInput } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { sitePageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { viewRouteSearch, viewSearch } from '#app/site/view-search.ts'
import { type JobBoardSearch, jobBoardDefaults, jobBoardView, parseJobBoardSearch } from '#app/features/jobs/job-board-search.ts'

/** The job board's page: its CMS page around the board, whose filters, sort and page are typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/career/jobs/')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...sitePageRoute,
  validateSearch: (search: JobBoardSearch & SearchSchemaInput): JobBoardSearch => viewRouteSearch(jobBoardView, search),
  search: {
    // the page's other params (campaign params) ride along every link; defaults never show in a URL
    middlewares: [viewSearch(jobBoardView), retainSearchParams(true), stripSearchParams(jobBoardDefaults)],
  },
  loaderDeps: ({ search }) => parseJobBoardSearch(search),
  component: JobBoardScreen,
})

function JobBoardScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
