import { queryOptions } from '@tanstack/react-query'

/**
 * The request's site settings; they do not change while the page is open. The server's render hands
 * them to the browser, so the server function's stub loads only if the browser ever asks (`cmsFunctions`).
 */
export const siteSettingsQuery = () =>
  queryOptions({ queryKey: ['site', 'settings'], queryFn: async () => (await import('./site-settings.functions.ts')).getSiteSettings(), staleTime: Infinity })
