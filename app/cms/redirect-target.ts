import type { ComponentLink } from './content.ts'
import { type SiteContextValue, cmsPathHref } from '#app/site/site-context.tsx'

type RedirectTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string }

/** Where a redirect page sends the visitor: an internal page (server redirect) or an external link. */
export function redirectTarget(link: ComponentLink | undefined, context: SiteContextValue): RedirectTarget | undefined {
  if (!link) return undefined
  return link.kind === 'page' ? { kind: 'internal', href: cmsPathHref(link.path, context) } : { kind: 'external', href: link.href }
}
