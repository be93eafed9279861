import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import { parseQueryString, stringifyQueryString } from './site/query-string.ts'

export function getRouter() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } })
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
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
