import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { sitePageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { keepSearch } from '#app/site/view-search.ts'

/** A job's details (another of the job detail paths, `job-paths.ts`); the job is the path's last segment. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/job/$id')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...sitePageRoute,
  validateSearch: keepSearch,
  component: JobDetailScreen,
})

function JobDetailScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
