import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { detailPageRoute } from '#app/shell/site-page-route.ts'
import { parseStorySegments } from '#app/site/site-segments.ts'

/** A press or blog story (`press~{name}~s={id}~`, `site/story-path.ts`; the lists' and the news' links lead here); any other segment is the catch-all's. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/info-center/$story')({
  params: { parse: parseStorySegments, stringify: (params) => params },
  ...detailPageRoute,
  component: StoryScreen,
})

function StoryScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
