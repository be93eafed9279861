import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { viewPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { jobBoardView } from '#app/features/jobs/job-board-search.ts'

/** The job board's page: its CMS page around the board, whose filters, sort and page are typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/career/jobs/')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...viewPageRoute(jobBoardView),
  component: JobBoardScreen,
})

function JobBoardScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
