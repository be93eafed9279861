import { Link, useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { NavItem } from '#app/cms/content.ts'
import { siteLayoutQuery } from '#app/cms/cms-queries.ts'
import { type SiteContextValue, cmsPathHref, useSite } from '#app/site/site-context.tsx'
import { closestPage, type PageLink } from '#app/site/suggestion.ts'
import { homeHref, splatParams } from '#app/site/page-address.ts'
import { navigationHistory } from '#app/site/navigation-history-instance.ts'
import { m } from '#app/paraglide/messages.js'

function pageLinks(item: NavItem, context: SiteContextValue): PageLink[] {
  return [{ title: item.title, href: cmsPathHref(item.path, context) }, ...item.children.flatMap((child) => pageLinks(child, context))]
}

/** Below the 404 page's content: "Did you mean ...?" and a back button. */
export default function NotFoundHelp({ from }: { from?: string | undefined }) {
  const context = useSite()
  const { address, settings } = context
  const navigate = useNavigate()
  const layout = useSuspenseQuery(siteLayoutQuery(address.brand, address.lang, context.editor)).data
  const pages = layout.navigation ? pageLinks(layout.navigation.home, context) : []
  const suggestion = from ? closestPage(from, pages) : undefined
  const locale = address.lang

  const goBack = () => {
    let href: string
    try {
      href = navigationHistory.back()
    } catch {
      href = homeHref(address, settings.productWord)
    }
    void navigate({ href })
  }

  return (
    <div className="not-found-help">
      {suggestion && (
        <p className="suggestion">
          <Link to="/$" params={splatParams(suggestion.href)}>
            {m.did_you_mean({ title: suggestion.title }, { locale })}
          </Link>
        </p>
      )}
      <button type="button" className="button" onClick={goBack}>
        {m.back({}, { locale })}
      </button>
    </div>
  )
}
