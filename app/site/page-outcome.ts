/**
 * What a page request comes to, from what the CMS answered for its path: render (200, or 404 on
 * the 404 page itself), redirect (a redirect page's internal target, or the 404 page for a page
 * the CMS does not have), or unavailable (503 at the URL the visitor asked for, when the CMS did
 * not answer and no copy was kept: an outage is not a missing page). The 404 flow ends at a
 * language's home page (`/{lang}`), which never redirects, so it cannot loop.
 */
import type { PageAddress } from './page-address.ts'
import { isNotFoundPath, notFoundTarget } from './not-found.ts'

/** The CMS answer for the page: a page, no page (or error content), or no answer at all. */
export type CmsLookup = 'found' | 'missing' | 'unavailable'

type PageOutcome = { kind: 'render'; status: 200 | 404 } | { kind: 'redirect'; status: 302; href: string } | { kind: 'unavailable'; status: 503 }

export interface PageRequest {
  lookup: CmsLookup
  address: PageAddress
  /** Opened by the page editor, which shows redirect pages instead of following them. */
  editor: boolean
  /** The href a redirect page points to inside the site, if the page is one. */
  internalRedirect?: string | undefined
  productWord: string
}

export function pageOutcome(request: PageRequest): PageOutcome {
  const { lookup, address } = request
  if (lookup === 'found') {
    if (request.internalRedirect !== undefined && !request.editor) return { kind: 'redirect', status: 302, href: request.internalRedirect }
    return { kind: 'render', status: isNotFoundPath(address.pagePath) ? 404 : 200 }
  }
  if (lookup === 'unavailable' || address.pagePath === '/') return { kind: 'unavailable', status: 503 }
  return { kind: 'redirect', status: 302, href: notFoundTarget(address, request.productWord) }
}
