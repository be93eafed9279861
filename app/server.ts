/**
 * The server entry: every request goes through the edge (`app/server/edge/edge.server.ts`), made
 * with what it needs, and, where the edge does not answer itself, into Start. The launcher
 * (`server/serve.ts`) calls `startSite` with its settings; the development server uses the
 * default export, which starts the site from the process environment on its first request.
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import * as constants from '#config/constants.ts'
import { createEdge } from '#app/server/edge/edge.server.ts'
import { PageCache } from '#app/server/edge/page-cache.server.ts'
import { configureServer, publicOrigins, serverEnv, trustProxy } from '#app/server/env.server.ts'
import { sharedStore } from '#app/server/shared-store.server.ts'
import { knownUpstreams } from '#app/server/upstreams.server.ts'

const start = createServerEntry({ fetch: (request, options) => handler.fetch(request, options) })
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
