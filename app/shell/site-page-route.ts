/**
 * What a view's file route (`app/routes/{-$prefix}/{-$lang}/…`) shares with the catch-all route
 * (ADR 046): the CMS page loaded with its apps for the URL's search params as they came (so a deep
 * link answers exactly as through the catch-all), and the page's head. Its segments:
 * `site/site-segments.ts`, which each route file names with its path (its params' type is the path's)
 * and its component; these helpers say the rest, so every view's route is declared one way.
 */
import type { QueryClient } from '@tanstack/react-query'
import { type SearchSchemaInput, retainSearchParams, stripSearchParams } from '@tanstack/react-router'
import type { SiteContextValue } from '#app/site/site-context.tsx'
import { type RouteView, type ViewSearch, keepSearch, viewRouteSearch, viewSearch } from '#app/site/view-search.ts'
import { type SitePageData, loadSitePage, sitePageHead } from './site-page-data.ts'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route of a view or a detail (these helpers): its path is the router's, so a language link stays on it, typed (`language-links.tsx`). */
    viewRoute?: true
  }
}

/** The loader and head of a page a view's route shows: the CMS page, as the catch-all loads it. */
const sitePageRoute = {
  staticData: { viewRoute: true as const },
  loader: ({ context, location }: { context: SiteContextValue & { queryClient: QueryClient }; location: { search: object } }): Promise<SitePageData> =>
    loadSitePage(context, location.search as Record<string, unknown>),
  head: ({ loaderData }: { loaderData?: SitePageData | undefined }) => sitePageHead(loaderData),
}

/** A page without params of its own (a detail an app's result links lead to): every param as it came. */
export const detailPageRoute = { ...sitePageRoute, validateSearch: keepSearch }

/**
 * A view's page: its search params validated by the view's reader (what links may say is
 * `ViewSearch<Params>`), its loader's dependencies the params the view reads, and the search
 * middlewares: the view writes a changed view (`viewSearch`), the page's other params (campaign
 * params) ride along every link, defaults never show in a URL.
 */
export function viewPageRoute<Params extends Record<string, unknown>>(view: RouteView<Params>) {
  return {
    ...sitePageRoute,
    validateSearch: (search: ViewSearch<Params> & SearchSchemaInput): ViewSearch<Params> => viewRouteSearch(view, search),
    search: {
      middlewares: [
        viewSearch<Params, ViewSearch<Params>>(view),
        retainSearchParams<ViewSearch<Params>>(true),
        stripSearchParams<ViewSearch<Params>>(view.defaults),
      ],
    },
    loaderDeps: ({ search }: { search: ViewSearch<Params> }) => view.parse(search),
  }
}
