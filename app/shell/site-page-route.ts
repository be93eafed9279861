/**
 * What a view's file route (`app/routes/{-$prefix}/{-$lang}/…`) shares with the catch-all route
 * (ADR 046): its optional brand prefix and language segments (`[/{brand prefix}][/{lang}]/…`; the
 * root route resolves brand and language as for any page), the CMS page loaded with its apps for
 * the URL's search params as they came (so a deep link answers exactly as through the catch-all),
 * and the page's head.
 */
import { languages } from '#app.config.ts'
import type { QueryClient } from '@tanstack/react-query'
import type { SiteContextValue } from '#app/site/site-context.tsx'
import { type SitePageData, loadSitePage, sitePageHead } from './site-page-data.ts'

interface SiteSegments {
  prefix?: string | undefined
  lang?: string | undefined
}

const isLanguage = (value: string) => (languages as readonly string[]).includes(value)

/** `params.parse` of a view's route: `false` (another route's path) unless the segments can be a brand prefix and a language. */
export function parseSiteSegments<P extends SiteSegments>(params: P): P | false {
  if (params.lang !== undefined && !isLanguage(params.lang)) return false
  if (params.prefix !== undefined && (isLanguage(params.prefix) || !/^[a-z][a-z-]{0,40}$/.test(params.prefix))) return false
  return params
}

/** The loader and head of a page a view's route shows: the CMS page, as the catch-all loads it. */
export const sitePageRoute = {
  loader: ({ context, location }: { context: SiteContextValue & { queryClient: QueryClient }; location: { search: object } }): Promise<SitePageData> =>
    loadSitePage(context, location.search as Record<string, unknown>),
  head: ({ loaderData }: { loaderData?: SitePageData | undefined }) => sitePageHead(loaderData),
}
