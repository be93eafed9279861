import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { detailPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'

/** A job's details (another of the job detail paths, `job-paths.ts`); the job is the path's last segment. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/career/job-cf/$id')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...detailPageRoute,
  component: JobDetailScreen,
})

function JobDetailScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
