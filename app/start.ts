import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { editorParams } from './site/editor-mode.ts'
import { hasTrailingSlash, withoutTrailingSlash } from './site/url-path.ts'
import { frameAncestors } from './server/frame-ancestors.server.ts'

/** A path ending in `/` answers 301 with the same path without it, query kept (before routing). */
const trailingSlashRedirect = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType === 'router') {
    const url = new URL(request.url)
    if (hasTrailingSlash(url.pathname)) {
      return new Response(null, { status: 301, headers: { location: withoutTrailingSlash(url.pathname) + url.search } })
    }
  }
  return next()
})

/** Headers every response gets; public pages may be cached by a CDN briefly. */
const responseHeaders = createMiddleware().server(async ({ next, handlerType, request }) => {
  const result = await next()
  const headers = result.response.headers
  headers.set('x-content-type-options', 'nosniff')
  // only the Magnolia author instance (EDITOR_ORIGIN) may frame the site, for the page editor
  headers.set('content-security-policy', `frame-ancestors ${frameAncestors()}`)
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  if (handlerType === 'router' && request.method === 'GET' && !headers.has('cache-control')) {
    const preview = editorParams.some((param) => new URL(request.url).searchParams.has(param))
    const publicPage = result.response.status === 200 && !preview
    headers.set('cache-control', publicPage ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' : 'private, no-store')
  }
  return result
})

const csrf = createCsrfMiddleware({ filter: ({ handlerType }) => handlerType === 'serverFn' })

export const startInstance = createStart(() => ({
  requestMiddleware: [trailingSlashRedirect, csrf, responseHeaders],
}))
