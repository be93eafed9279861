import './zod-jitless.ts'
import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import { parseQueryString, stringifyQueryString } from './site/query-string.ts'

/** A fresh nonce for every server render: the page's scripts carry it, the Content Security Policy names it. */
const ssrOptions = createIsomorphicFn()
  .server(() => ({ nonce: Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64') }))
  .client(() => undefined)

export function getRouter() {
  // on the server the upstream client retries within each call's time budget (constants.upstream): a
  // query retry there would add a pause and a whole budget to a visitor's wait while an upstream is down
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: typeof window === 'undefined' ? 0 : 1 } } })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // the server already rendered the first page; later page loads show the loading overlay
    defaultPendingMs: 150,
    parseSearch: parseQueryString,
    stringifySearch: stringifyQueryString,
    ssr: ssrOptions(),
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
