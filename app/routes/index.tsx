import { createFileRoute } from '@tanstack/react-router'
import { SitePage, loadSitePage, sitePageHead } from '../site/site-page.tsx'

/** `/`: the home screen, the brand's home page in the saved language. */
export const Route = createFileRoute('/')({
  loader: ({ context }) => loadSitePage(context),
  head: ({ loaderData }) => sitePageHead(loaderData),
  component: HomeScreen,
})

function HomeScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
