import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { Language } from '#config/languages.ts'
import type { PageAddress } from '#app/site/page-address.ts'
import type { ContentNode } from './content.ts'
import { keepOutOfSharedCaches } from '#app/site/response-status.ts'
import { renderingOnServer } from '#app/site/render-side.ts'

/** What an app on a CMS page gets to load its data for a deep link. */
export interface AppLoaderContext {
  queryClient: QueryClient
  address: PageAddress
  /** The page's search params as they are in the URL; each app parses its own slice. */
  search: Record<string, unknown>
  productWord: string
  /** The request's origin, for absolute URLs in structured data. */
  origin: string
  /** The page's components of this app's template, in page order: their props (a list's kind, a market). */
  components: ContentNode[]
}

/** What an app may say about the page it is on: a detail's own title, description and structured data. */
export interface AppHead {
  title?: string
  description?: string
  /** JSON-LD structured data (schema.org). */
  jsonLd?: Record<string, unknown>
  /** The Open Graph image: a site path (`/dam/…`) or an absolute URL. */
  ogImage?: string
  /** Feeds of the page's content, advertised with `<link rel="alternate" type="application/rss+xml">`. */
  feeds?: Array<{ title: string; href: string }>
  /** The detail the path asks for does not exist: the page answers 404 and shows the not-found help. */
  notFound?: boolean
  /**
   * The page's search params as the app writes them for the view it shows: its own params
   * canonical (defaults, empty and invalid values left out), the others as they came. A URL that
   * says the same view otherwise (a filter form sent without script) is redirected to it.
   */
  search?: Record<string, unknown>
  /** The languages of the brand the detail exists in, where it is not all of them (a German-only job). */
  languages?: readonly Language[]
}

export type AppLoader = (context: AppLoaderContext) => Promise<AppHead | void>

/**
 * True for an app's answer that says its upstream failed: by convention `null` or
 * `{ status: 'error' }` (the app shows its retry notice).
 */
function isFailedAnswer(data: unknown): boolean {
  return data === null || (typeof data === 'object' && 'status' in data && data.status === 'error')
}

/**
 * An app's query, awaited, for a loader that needs its answer (a detail's title, its 404); a page
 * showing a failed answer is kept out of shared caches (the site's page cache, a CDN), so the
 * failure is not served on after the upstream is back. In the browser a failed call (a dropped
 * connection, a 5xx, an aborted request) answers `undefined`: the page shows and the app, finding
 * its query failed, shows its retry notice (`QueryState`), where the router would show its error
 * screen instead of the page. On the server no request crosses a network (the server function runs
 * in the process, its upstream failures are answers): what it throws stays an error, as before.
 */
export async function ensureAppQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<TData | undefined> {
  const data = await queryClient.ensureQueryData(options).catch((error: unknown) => {
    if (renderingOnServer) throw error
    return undefined
  })
  if (isFailedAnswer(data)) keepOutOfSharedCaches()
  return data
}

/**
 * Loads an app's query for a deep link: awaited on the server, so the first response is complete;
 * in the browser only started, so an in-page change (a filter, "show more") keeps the page and
 * its results on screen while the new data loads.
 */
export async function loadAppQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<void> {
  if (renderingOnServer) await ensureAppQuery(queryClient, options)
  else void queryClient.prefetchQuery(options)
}
