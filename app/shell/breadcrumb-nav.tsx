import { Link } from '@tanstack/react-router'
import { useSite } from '#app/site/site-context.tsx'
import { splatParams } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import type { Crumb } from './breadcrumbs.ts'

/** The breadcrumbs above the page: the trail of `breadcrumbs.ts`, the current page last. */
export function BreadcrumbNav({ crumbs }: { crumbs: Crumb[] }) {
  const { address } = useSite()
  if (crumbs.length === 0) return null
  return (
    <nav className="breadcrumbs" aria-label={m.breadcrumb({}, { locale: address.lang })}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <a href={crumb.href} aria-current="page">
                {crumb.name}
              </a>
            ) : (
              // a section above the page is not the current page (the router would mark every parent path)
              <Link to="/$" params={splatParams(crumb.href)} activeOptions={{ exact: true, includeSearch: false }}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
