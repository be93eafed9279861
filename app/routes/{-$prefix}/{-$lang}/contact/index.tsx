import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { viewPageRoute } from '#app/shell/site-page-route.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { contactFinderView } from '#app/features/contact-finder/contact-finder-params.ts'

/** The contact page: its CMS page around the contact finder, whose country and postcode are typed search params. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/contact/')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...viewPageRoute(contactFinderView),
  component: ContactFinderScreen,
})

function ContactFinderScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
