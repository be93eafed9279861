import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { loadSitePage, sitePageHead } from '#app/shell/site-page-data.ts'
import { triedPath } from '#app/site/not-found.ts'
import { keepSearch } from '#app/site/view-search.ts'

/** Every other path: a CMS page (brand and language resolved by the root route). */
export const Route = createFileRoute('/$')({
  validateSearch: keepSearch,
  // apps on the page read their own params, so every param is a loader dependency
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadSitePage(context, deps.search),
  head: ({ loaderData }) => sitePageHead(loaderData),
  component: CmsPageScreen,
})

function CmsPageScreen() {
  // only the 404 page reads `from` (the path the visitor tried)
  const from = triedPath(Route.useSearch())
  return <SitePage data={Route.useLoaderData()} from={from} />
}
