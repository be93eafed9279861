import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { viewPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { storyListView } from '#app/features/stories/story-list-params.ts'

/** The events page: its CMS page around the events, whose year and topic are typed search params (the events show every event and ignore `pages`). */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/info-center/events')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...viewPageRoute(storyListView),
  component: EventsScreen,
})

function EventsScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
