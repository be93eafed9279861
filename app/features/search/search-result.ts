import type { SearchType } from './search-params.ts'

/** One search hit as the site uses it (parsed from the search engine's answer on the server). */
export interface SearchResult {
  id: string
  type: SearchType
  title: string
  /** HTML: escaped text with `<mark>` around matches (sanitized on the server to allow only that). */
  fragment: string
  name?: string | undefined
  path?: string | undefined
  productGroupId?: string | undefined
  link?: string | undefined
}

/** How many results each tab has. */
export type SearchCounts = Record<'all' | SearchType, number>

/** A server function's answer: nothing asked for too short a query, the retry notice when the engine failed. */
export type SearchAnswer<T> = { status: 'too-short' } | { status: 'error' } | ({ status: 'ok' } & T)

/** A search view's content: the pages of 5 shown of the chosen tab, its total, and the count of every tab. */
export interface ShownSearch {
  tab: 'all' | SearchType
  pages: SearchResult[][]
  total: number
  counts: SearchCounts
}

export type SearchView = SearchAnswer<ShownSearch>
