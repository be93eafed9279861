/**
 * The server entry: every request goes through the edge (`app/server/edge/edge.server.ts`) and,
 * where the edge does not answer itself, into Start. `operations` lets the launcher serve the
 * built client's files, drain for a shutdown and close what stays open.
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { createEdge } from './server/edge/edge.server.ts'

const edge = createEdge()

export const operations = edge.operations

const start = createServerEntry({ fetch: (request, options) => handler.fetch(request, options) })

/** The edge comes first, outside Start's request scope, so Start's own 400 for undecodable paths never pre-empts it. */
export default {
  fetch(request: Request, options?: Parameters<typeof start.fetch>[1]) {
    return edge.handle(request, (forSite) => start.fetch(forSite, options))
  },
}
