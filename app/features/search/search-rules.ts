/**
 * How a search view is put together (ADR 032): the count of every tab and the chosen tab's pages
 * of 5, each page its own call. What a view of the same query shown shortly before already has
 * (the counts, the first pages of the same tab) is taken from it, so "show more" asks for one page
 * and a tab change for its first page only.
 */
import type { SearchAnswer, SearchCounts, SearchResult, SearchView, ShownSearch } from './search-result.ts'

interface ReusableParts {
  counts: SearchCounts | undefined
  /** Page by page from the first: its results when a view shown has them, else undefined (to be asked for). */
  pages: Array<SearchResult[] | undefined>
}

/** What the view of `pages` pages of `tab` can take from the views of the same query shown before. */
export function reusableParts(shown: readonly ShownSearch[], tab: ShownSearch['tab'], pages: number): ReusableParts {
  const sameTab = shown.filter((view) => view.tab === tab).sort((a, b) => b.pages.length - a.pages.length)[0]
  return { counts: shown[0]?.counts, pages: Array.from({ length: pages }, (_, index) => sameTab?.pages[index]) }
}

/** The view from the answers for its parts: failed when one failed, too short when one was. */
export function searchView(
  tab: ShownSearch['tab'],
  counts: SearchAnswer<{ counts: SearchCounts }>,
  pages: ReadonlyArray<SearchAnswer<{ results: SearchResult[] }>>,
): SearchView {
  const answers = [counts, ...pages]
  if (answers.some((answer) => answer.status === 'error')) return { status: 'error' }
  if (counts.status !== 'ok') return counts
  const results = pages.flatMap((page) => (page.status === 'ok' ? [page.results] : []))
  if (results.length < pages.length) return { status: 'too-short' }
  return { status: 'ok', tab, pages: results, total: counts.counts[tab], counts: counts.counts }
}
