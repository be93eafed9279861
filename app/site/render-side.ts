import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * Whether the server renders this request (a page's first load) rather than the browser (after
 * hydration, a navigation inside the app): only the server has the request's own words (its query
 * string as sent), reads the CMS without the query cache, and lets a failed call fail the render.
 */
export const renderingOnServer = createIsomorphicFn()
  .server(() => true)
  .client(() => false)
