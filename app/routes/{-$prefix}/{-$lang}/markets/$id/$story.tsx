import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { detailPageRoute } from '#app/shell/site-page-route.ts'
import { parseStorySegments } from '#app/site/site-segments.ts'

/** A case study below its market page (`case-study~{name}~s={id}~`, `site/story-path.ts`); any other segment is the catch-all's. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/markets/$id/$story')({
  params: { parse: parseStorySegments, stringify: (params) => params },
  ...detailPageRoute,
  component: CaseStudyScreen,
})

function CaseStudyScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
