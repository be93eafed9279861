import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { viewPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { storyListView } from '#app/features/stories/story-list-params.ts'

/** The press list's page: its CMS page around the list, whose year, topic and pages are typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/info-center/press')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...viewPageRoute(storyListView),
  component: PressScreen,
})

function PressScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
