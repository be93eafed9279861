import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { viewPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { industriesView } from '#app/features/industries/industries-params.ts'

/** The industries page: its CMS page around the industries (the chemicals unit's tiles, whose country is a typed search param, or a catalogue's industries). */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/industries/')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...viewPageRoute(industriesView),
  component: IndustriesScreen,
})

function IndustriesScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
