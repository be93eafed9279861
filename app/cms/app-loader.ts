import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { PageAddress } from '#app/site/page-address.ts'

/** What an app on a CMS page gets to load its data for a deep link. */
export interface AppLoaderContext {
  queryClient: QueryClient
  address: PageAddress
  /** The page's search params as they are in the URL; each app parses its own slice. */
  search: Record<string, unknown>
  productWord: string
}

/** What an app may say about the page it is on: a detail's own title, description and structured data. */
export interface AppHead {
  title?: string
  description?: string
  /** JSON-LD structured data (schema.org). */
  jsonLd?: Record<string, unknown>
}

export type AppLoader = (context: AppLoaderContext) => Promise<AppHead | void>

/**
 * Loads an app's query for a deep link: awaited on the server, so the first response is complete;
 * in the browser only started, so an in-page change (a filter, "show more") keeps the page and
 * its results on screen while the new data loads.
 */
export async function loadAppQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<void> {
  if (typeof window === 'undefined') await queryClient.ensureQueryData(options)
  else void queryClient.prefetchQuery(options)
}
