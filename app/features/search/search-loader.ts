import { type AppLoader, loadAppQuery } from '#app/cms/app-loader.ts'
import { isSearchable, parseSearchParams, searchView } from './search-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { searchQuery } from './search-queries.ts'

/** Loads the results of a search deep link (`q`, `type`, `pages`). */
export const loadSearchApp: AppLoader = async ({ queryClient, address, search }) => {
  const params = parseSearchParams(search)
  const written = { search: viewLinkSearch(searchView, search, params) }
  if (!isSearchable(params.q, address.lang)) return written // too short: no request at all
  await loadAppQuery(queryClient, searchQuery(address.brand, address.lang, params))
  return written
}
