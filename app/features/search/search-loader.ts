import { type AppLoader, loadAppData } from '../../cms/app-loader.ts'
import { isSearchable, parseSearchParams } from './search-params.ts'
import { searchQuery } from './search-queries.ts'

/** Loads the results of a search deep link (`q`, `type`, `pages`). */
export const loadSearchApp: AppLoader = ({ queryClient, site, search }) =>
  loadAppData(async (awaitData) => {
    const params = parseSearchParams(search)
    if (!isSearchable(params.q, site.lang)) return // too short: no request at all
    const options = searchQuery(site.brand, site.lang, params)
    if (awaitData) await queryClient.ensureQueryData(options)
    else await queryClient.prefetchQuery(options)
  })

