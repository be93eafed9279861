/**
 * The server entry: every request goes through the edge (`app/server/edge/edge.server.ts`), made
 * here with what it needs, and, where the edge does not answer itself, into Start. `operations`
 * lets the launcher serve the built client's files, drain for a shutdown and close what stays open.
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { constants } from '#app.config.ts'
import { createEdge } from '#app/server/edge/edge.server.ts'
import { PageCache } from '#app/server/edge/page-cache.server.ts'
import { publicOrigins, serverEnv, trustProxy } from '#app/server/env.server.ts'
import { sharedStore } from '#app/server/shared-store.server.ts'
import { knownUpstreams } from '#app/server/upstreams.server.ts'

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

export const operations = edge.operations

const start = createServerEntry({ fetch: (request, options) => handler.fetch(request, options) })

/** The edge comes first, outside Start's request scope, so Start's own 400 for undecodable paths never pre-empts it. */
export default {
  fetch(request: Request, options?: Parameters<typeof start.fetch>[1]) {
    return edge.handle(request, (forSite) => start.fetch(forSite, options))
  },
}
