/**
 * The entries of the backend's route table. Each upstream the backend stands in for is a folder
 * exporting a function that returns its entries (`magnoliaRoutes()`, `searchRoutes(index)`,
 * `jobsRoutes(data)`); the server puts them in one table and dispatches every request through it.
 */
import type { IncomingHttpHeaders } from 'node:http'
import type { Answer } from './http.ts'
import type { ContentStore } from './magnolia/content-store.ts'

export type Method = 'GET' | 'POST' | 'DELETE'

/** A pattern's named groups and wildcards (`lang`, `0`), still percent-encoded. */
export type RouteParams = Readonly<Record<string, string | undefined>>

export interface RouteContext {
  url: URL
  params: RouteParams
  headers: IncomingHttpHeaders
  /** The request body as text, read on the first call (at most 64 KiB). */
  body(): Promise<string>
  /** A `multipart/form-data` body read up to `limit` bytes; `too large` past it, `invalid` when it is no form. */
  formData(limit: number): Promise<FormData | 'too large' | 'invalid'>
  /** The content the backend serves now; a reload replaces it. */
  readonly store: ContentStore
}

/** Answers JSON (`{ status, body }`) or content written as it is (files, pages). */
export type RouteHandler = (context: RouteContext) => Answer | Promise<Answer>

export interface RouteOptions {
  /**
   * What the request log keeps: the request URL, before faults apply (the default); the path and
   * the start of the body, once the body is read after faults; or nothing.
   */
  log?: 'url' | 'path and body' | 'nothing'
  /** Whether the fault switch applies: yes for upstream endpoints (the default), not for test controls and tools. */
  faults?: boolean
}

/** An upstream endpoint: its URL logged before faults apply, and faults apply. Unknown paths are treated so too. */
export const upstreamEndpoint: Required<RouteOptions> = { log: 'url', faults: true }

export interface Route extends Required<RouteOptions> {
  method: Method
  pattern: URLPattern
  handler: RouteHandler
}

/** A table entry. `pathname` is a URLPattern pathname (`/.rest/delivery/pages/v1/:lang/*`); GET entries answer HEAD too. */
export function route(method: Method, pathname: string, handler: RouteHandler, options: RouteOptions = {}): Route {
  return { method, pattern: new URLPattern({ pathname }), handler, log: options.log ?? upstreamEndpoint.log, faults: options.faults ?? upstreamEndpoint.faults }
}

type RouteMatch = { kind: 'found'; route: Route; params: RouteParams } | { kind: 'wrong method'; route: Route; allowed: Method[] } | { kind: 'unknown' }

/** The first entry whose pattern and method match; else, when patterns match, the first of them and their methods. */
export function matchRoute(table: readonly Route[], method: string, pathname: string): RouteMatch {
  const onPath: Route[] = []
  for (const entry of table) {
    const match = entry.pattern.exec({ pathname })
    if (!match) continue
    if (entry.method === method || (entry.method === 'GET' && method === 'HEAD')) {
      return { kind: 'found', route: entry, params: match.pathname.groups }
    }
    onPath.push(entry)
  }
  const [first] = onPath
  return first ? { kind: 'wrong method', route: first, allowed: [...new Set(onPath.map((entry) => entry.method))] } : { kind: 'unknown' }
}

/** How the index lists an entry: `GET /.rest/delivery/pages/v1/:lang/*`. */
export function describeRoute(entry: Route): string {
  return `${entry.method} ${entry.pattern.pathname}`
}
