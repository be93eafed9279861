import type { QueryClient } from '@tanstack/react-query'
import type { SitePath } from '../site/site-path.ts'

/** What an app on a CMS page gets to load its data for a deep link (DESIGN section 4). */
export interface AppLoaderContext {
  queryClient: QueryClient
  site: SitePath
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
 * Loads app data: awaited on the server, so the first response is complete; in the browser it
 * is only started, so an in-page change (a filter, "show more") keeps the page and its results.
 */
export async function loadAppData(run: (awaitData: boolean) => Promise<AppHead | void>): Promise<AppHead | void> {
  if (typeof window === 'undefined') return run(true)
  void run(false)
}
