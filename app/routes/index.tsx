import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { loadSitePage, sitePageHead } from '#app/shell/site-page-data.ts'

/** `/`: the home screen, the brand's home page in the saved language. */
export const Route = createFileRoute('/')({
  loader: ({ context }) => loadSitePage(context),
  head: ({ loaderData }) => sitePageHead(loaderData),
  component: HomeScreen,
})

function HomeScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
