import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { type SitePageData, loadSitePage, sitePageHead } from '#app/shell/site-page-data.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'

/** Its own chunk: never part of what every page loads. */
const StyleGuide = lazyRouteComponent(() => import('#app/shell/style-guide.tsx'))
/** Whether this server shows it: a server function whose stub loads when a navigation asks, like the CMS's (`cmsFunctions`). */
const styleGuideServed = async () => (await import('#app/shell/style-guide.functions.ts')).getStyleGuideServed()

/**
 * The living style guide (ADR 044) in the brand and language of its path, outside production; a
 * production server answers the path as it answers any page the CMS does not have (the 404 page).
 */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/style-guide')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  loader: async ({ context }): Promise<SitePageData | null> => ((await styleGuideServed()) ? null : loadSitePage(context)),
  head: ({ loaderData }) => (loaderData ? sitePageHead(loaderData) : { meta: [{ title: 'Style guide' }, { name: 'robots', content: 'noindex' }] }),
  component: StyleGuideScreen,
})

function StyleGuideScreen() {
  const page = Route.useLoaderData()
  return page ? <SitePage data={page} /> : <StyleGuide />
}
