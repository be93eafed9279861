/**
 * The search middleware of a view's file route (ADR 046). A link that changes the view writes the
 * page's other params first, then the view's own in its form's order (`withOwnParams`), as the
 * catch-all's apps write them. A location that says the view it already says (the server's check of
 * a deep link, a language link) keeps its params as they came: the page loader alone answers a URL
 * in other words with its redirect (docs/contracts.md, ADR 016), exactly as on a CMS page.
 */
import type { SearchMiddleware } from '@tanstack/react-router'
import { sameSearch, withOwnParams } from './query-string.ts'

interface ViewParams<Params> {
  /** The view's params from any search: invalid values their defaults. */
  parse: (search: Record<string, unknown>) => Params
  /** The view's own params as its URL writes them (defaults left out), in its form's order. */
  own: (params: Params) => Record<string, string | undefined>
}

/** What a URL (or a typed link) may say of a view: each param optional, defaults left out. */
export type ViewSearch<Params> = Partial<{ [Key in keyof Params]: Exclude<Params[Key], undefined> }>

/** A view a file route shows: its params and the defaults its links leave out. */
export interface RouteView<Params> extends ViewParams<Params> {
  defaults: ViewSearch<Params>
}

/**
 * A view route's `validateSearch`: the view's params a URL says as the view writes them (valid, not
 * the default, written as they came), typed. A param said otherwise stays as it came, so the router
 * never rewrites a deep link: the page loader answers it with its redirect, as on any page; every
 * reader parses the route's search with the view's `parse`.
 */
export function viewRouteSearch<Params extends Record<string, unknown>>(view: ViewParams<Params>, search: Record<string, unknown>): ViewSearch<Params> {
  const params = view.parse(search)
  const own = view.own(params)
  const written: Record<string, unknown> = {}
  for (const key of Object.keys(own)) if (own[key] === String(search[key])) written[key] = params[key]
  return written as ViewSearch<Params>
}

export function viewSearch<Params, Search extends object>(view: ViewParams<Params>): SearchMiddleware<Search> {
  return ({ search, next }) => {
    const result = next(search)
    const current = view.own(view.parse(search as Record<string, unknown>))
    const written = view.own(view.parse(result as Record<string, unknown>))
    return sameSearch(current, written) ? search : (withOwnParams(result as Record<string, unknown>, written) as Search)
  }
}

/**
 * `validateSearch` of a page route without params of its own (the catch-all, a detail): every
 * param as it came (campaign and `mgnl*` params survive; the apps on the page read their own).
 */
export function keepSearch(search: Record<string, unknown>): Record<string, unknown> {
  return search
}
