/**
 * Where an app that shows a view reads it (ADR 046): on the view's own page its file route has typed
 * the search and the brand and language segments, and the app links there with them; placed by an
 * editor on another page (the catch-all) it reads the catch-all's search with the same reader and
 * links to the same page (`to: '.'`). Not in the router's entry chunk: only the apps import it.
 */
import { type RegisteredRouter, type RouteIds, useLocation, useParams, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect, useEffectEvent } from 'react'

/** A route below the optional brand and language segments. */
type SiteRoute = Extract<RouteIds<RegisteredRouter['routeTree']>, `/{-$prefix}/{-$lang}/${string}`>

export interface ViewLocation<Params> {
  /** The view the URL says: the view's reader of its route's search (or the catch-all's). */
  params: Params
  /** The brand and language segments of the view's own route; undefined on another page. */
  segments: { prefix?: string | undefined; lang?: string | undefined } | undefined
  /** Every param of the page as it came (campaign params ride along a form sent without script). */
  search: Record<string, unknown>
}

export function useViewLocation<Params>(route: SiteRoute, parse: (search: Record<string, unknown>) => Params): ViewLocation<Params> {
  const routed = useSearch({ from: route, shouldThrow: false })
  const placed = useSearch({ from: '/$', shouldThrow: false })
  const segments = useParams({ from: route, shouldThrow: false })
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> })
  return { params: parse((routed ?? placed ?? {}) as Record<string, unknown>), segments, search }
}

/**
 * Calls `onStep` when the visitor steps through the history (back, forward): a view that shows a
 * choice at once, before the router has rendered its URL, lets it go then, so the URL stepped to
 * shows. Comparing URLs cannot tell: a busy browser may render only the last of several quick
 * navigations, so the URL the choice was made on can be the one stepped back to.
 */
export function useHistoryStep(onStep: () => void): void {
  const router = useRouter()
  const stepped = useEffectEvent(onStep)
  useEffect(
    () =>
      router.history.subscribe(({ action }) => {
        if (action.type !== 'PUSH' && action.type !== 'REPLACE') stepped()
      }),
    [router],
  )
}
