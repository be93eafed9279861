/**
 * What a view's file route (`app/routes/{-$prefix}/{-$lang}/…`) shares with the catch-all route
 * (ADR 046): the CMS page loaded with its apps for the URL's search params as they came (so a deep
 * link answers exactly as through the catch-all), and the page's head. Its segments:
 * `site/site-segments.ts`.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { SiteContextValue } from '#app/site/site-context.tsx'
import { type SitePageData, loadSitePage, sitePageHead } from './site-page-data.ts'

/** The loader and head of a page a view's route shows: the CMS page, as the catch-all loads it. */
export const sitePageRoute = {
  loader: ({ context, location }: { context: SiteContextValue & { queryClient: QueryClient }; location: { search: object } }): Promise<SitePageData> =>
    loadSitePage(context, location.search as Record<string, unknown>),
  head: ({ loaderData }: { loaderData?: SitePageData | undefined }) => sitePageHead(loaderData),
}
