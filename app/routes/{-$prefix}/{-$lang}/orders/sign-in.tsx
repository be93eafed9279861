import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '#app/shell/site-page.tsx'
import { loadSitePage } from '#app/shell/site-page-data.ts'
import { privatePageRoute } from '#app/shell/private-page.ts'
import { parseSiteSegments } from '#app/site/site-segments.ts'
import { signInSearch } from '#app/features/client-area/sign-in-search.ts'

/** The page a magic link opens: one "Sign in" button; only its POST uses the link's code. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/orders/sign-in')({
  params: { parse: parseSiteSegments, stringify: (params) => params },
  ...privatePageRoute,
  validateSearch: signInSearch,
  loader: ({ context }) => loadSitePage(context),
  component: ClientAreaScreen,
})

function ClientAreaScreen() {
  return <SitePage data={Route.useLoaderData()} />
}
