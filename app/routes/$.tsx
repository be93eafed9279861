import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { loadSitePage, sitePageHead } from '#app/shell/site-page-data.ts'

/** Keeps every search param (campaign and `mgnl*` params survive); reads `from` on the 404 page. */
function validateSearch(search: Record<string, unknown>): Record<string, unknown> & { from?: string } {
  const from = search['from']
  return typeof from === 'string' && from.startsWith('/') && from.length <= 2048 ? { ...search, from } : { ...search, from: undefined }
}

/** Every other path: a CMS page (brand and language resolved by the root route). */
export const Route = createFileRoute('/$')({
  validateSearch,
  // apps on the page read their own params, so every param is a loader dependency
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadSitePage(context, deps.search),
  head: ({ loaderData }) => sitePageHead(loaderData),
  component: CmsPageScreen,
})

function CmsPageScreen() {
  const { from } = Route.useSearch()
  return <SitePage data={Route.useLoaderData()} from={from} />
}
