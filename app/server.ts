/**
 * The server entry: every request goes through the edge (`app/server/edge/edge.server.ts`), made
 * with what it needs, and, where the edge does not answer itself, into Start. The launcher
 * (`server/serve.ts`) calls `startSite` with its settings; the development server uses the
 * default export, which starts the site from the process environment on its first request.
 */
import { createServerEntry, createStartHandler, defaultStreamHandler, handleStartError } from '@tanstack/react-start/server'
import * as constants from '#config/constants.ts'
import { createEdge } from '#app/server/edge/edge.server.ts'
import { PageCache } from '#app/server/edge/page-cache.server.ts'
import { configureServer, publicOrigins, serverEnv, trustProxy } from '#app/server/env.server.ts'
import { sharedStore } from '#app/server/shared-store.server.ts'
import { knownUpstreams } from '#app/server/upstreams.server.ts'

const render = createStartHandler(defaultStreamHandler)

/**
 * Start with one change to its default entry: a visitor who leaves before the page is ready (the
 * connection closes, the request's signal aborts) is no failure of the site. Start stops the render
 * and throws the signal's reason, which its default error handling would log with a stack and answer
 * 500; here nobody is waiting for an answer, and the edge logs and counts it as 499 (client closed
 * request). Every other error keeps Start's handling.
 */
const start = createServerEntry({
  fetch: async (request, options) => {
    try {
      return await render(request, options)
    } catch (error) {
      if (request.signal.aborted && error === request.signal.reason) return new Response(null, { status: 499, statusText: 'Client Closed Request' })
      return handleStartError(error)
    }
  },
})
type FetchOptions = Parameters<typeof start.fetch>[1]

function createSite() {
  const env = serverEnv()
  const edge = createEdge({
    env,
    origins: publicOrigins(),
    trustProxy: trustProxy(),
    store: sharedStore,
    pageCache: new PageCache({ ttlMs: env.CMS_CACHE_TTL_MS, ...constants.pageCache }),
    // until the launcher names the built client's directory
    staticFiles: new Map(),
    upstreams: knownUpstreams,
  })
  return {
    /** The edge comes first, outside Start's request scope, so Start's own 400 for undecodable paths never pre-empts it. */
    fetch: (request: Request, options?: FetchOptions) => edge.handle(request, (forSite) => start.fetch(forSite, options)),
    /** For the launcher: serve the built client's files, drain for a shutdown, close what stays open. */
    operations: edge.operations,
  }
}

let site: ReturnType<typeof createSite> | undefined

/** The launcher's start: its settings (embedded upstreams, log format) count over the process environment. */
export function startSite(settings: Record<string, string>): ReturnType<typeof createSite> {
  configureServer(settings)
  site = createSite()
  return site
}

export default {
  fetch(request: Request, options?: FetchOptions) {
    site ??= createSite()
    return site.fetch(request, options)
  },
}
