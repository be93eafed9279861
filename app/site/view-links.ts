/**
 * The URL params a view writes when it changes on its page (a link to `.`, its loader's canonical
 * search): the page's other params as they came, then the view's own as its route writes them
 * (`own`: defaults left out, in its form's order). Only the apps and their loaders import it, so it
 * loads with them, not in the router's entry chunk with the views' readers (ADR 046).
 */
import { withOwnParams } from './query-string.ts'
import type { RouteView } from './view-search.ts'

export function viewLinkSearch<Params>(view: Pick<RouteView<Params>, 'own'>, search: Record<string, unknown>, params: Params): Record<string, unknown> {
  return withOwnParams(search, view.own(params))
}
