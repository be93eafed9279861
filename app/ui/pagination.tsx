import { Link, type LinkComponentProps } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { Icon } from '#app/ui/icon.tsx'

/**
 * The pages of a list (`.pagination`, app/ui/styles/widgets.css): links to the previous and the
 * next page's view, the page and how many there are; nothing when everything fits on one page.
 */
export function Pagination({
  page,
  pageCount,
  lang,
  pageLink,
}: {
  page: number
  pageCount: number
  lang: Language
  pageLink: (page: number) => LinkComponentProps
}) {
  if (pageCount <= 1) return null
  return (
    <nav className="pagination" aria-label={m.pagination_label({}, { locale: lang })}>
      {page > 1 && (
        <Link {...pageLink(page - 1)} resetScroll={false} rel="prev">
          <Icon icon={ChevronLeft} />
          {m.pagination_previous({}, { locale: lang })}
        </Link>
      )}
      <span>{m.pagination_page({ page, pages: pageCount }, { locale: lang })}</span>
      {page < pageCount && (
        <Link {...pageLink(page + 1)} resetScroll={false} rel="next">
          {m.pagination_next({}, { locale: lang })}
          <Icon icon={ChevronRight} />
        </Link>
      )}
    </nav>
  )
}
