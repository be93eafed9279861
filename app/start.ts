/**
 * The request middleware every request passes before routing, and the function middleware every
 * server function passes. The rules are written once here; docs/security.md lists them.
 */
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { withoutEditorParams } from './site/editor-mode.ts'
import { hasTrailingSlash, withoutTrailingSlash } from './site/url-path.ts'
import { authoringEnabled } from './server/env.server.ts'
import { InvalidInput } from './server/input.ts'
import { serverFunctionPath } from './server/server-function-payload.ts'
import { pageCacheControl } from './site/page-caching.ts'

const pageMethods = 'GET, HEAD'

/**
 * Pages answer GET and HEAD only; a trailing slash is a 301 to the path without it; where editor
 * mode is off, the editor's params are removed by a redirect (so they cannot bypass the caches).
 */
const pageRequests = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType !== 'router') return next()
  const url = new URL(request.url)
  // answered here, these never reach `cacheHeaders`: they carry their caching themselves
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', {
      status: 405,
      headers: { allow: pageMethods, 'content-type': 'text/plain; charset=utf-8', 'cache-control': pageCacheControl(405, url.search) },
    })
  }
  if (hasTrailingSlash(url.pathname)) {
    return new Response(null, {
      status: 301,
      headers: { location: withoutTrailingSlash(url.pathname) + url.search, 'cache-control': pageCacheControl(301, url.search) },
    })
  }
  const clean = authoringEnabled() ? undefined : withoutEditorParams(url.search)
  if (clean !== undefined) return new Response(null, { status: 302, headers: { location: url.pathname + clean, 'cache-control': 'private, no-store' } })
  return next()
})

/** Public pages may be kept by a CDN briefly; everything else is private. */
const cacheHeaders = createMiddleware().server(async ({ next, handlerType, request }) => {
  const result = await next()
  // a server function's answer (which an aborted call may not have) keeps its own headers
  if (handlerType !== 'router') return result
  const headers = result.response.headers
  if (!headers.has('cache-control')) headers.set('cache-control', pageCacheControl(result.response.status, new URL(request.url).search))
  return result
})

/**
 * Data from the browser that does not fit a server function's input schema answers 400, not a
 * serialized error with 200. (Called while a page renders, the page decides its own status.)
 */
const invalidInputStatus = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof InvalidInput && new URL(getRequest().url).pathname.startsWith(serverFunctionPath)) {
      console.warn(`[server function] invalid input: ${error.issues}`)
      setResponseStatus(400)
    }
    throw error
  }
})

const csrf = createCsrfMiddleware({ filter: ({ handlerType }) => handlerType === 'serverFn' })

export const startInstance = createStart(() => ({
  requestMiddleware: [pageRequests, csrf, cacheHeaders],
  functionMiddleware: [invalidInputStatus],
}))
