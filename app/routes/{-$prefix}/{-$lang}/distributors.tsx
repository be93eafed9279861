import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { viewPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { distributorsView } from '#app/features/distributors/distributors-params.ts'

/** The distributors page: its CMS page around the list, whose country is a typed search param. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/distributors')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...viewPageRoute(distributorsView),
  component: DistributorsScreen,
})

function DistributorsScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
