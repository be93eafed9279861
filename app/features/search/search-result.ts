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

export type SearchView =
  | { status: 'too-short' }
  | { status: 'error' }
  | { status: 'ok'; results: SearchResult[]; total: number; counts: Record<'all' | SearchType, number> }
