import { type AppHead, type AppLoader, loadAppQuery } from '#app/cms/app-loader.ts'
import { distributorsView, parseDistributorsParams } from './distributors-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { distributorsQuery } from './distributors-queries.ts'

/** The distributors of the URL's country in the server HTML; the params written as the view shows them (a country without distributors left out). */
export const loadDistributors: AppLoader = async ({ queryClient, address, search }): Promise<AppHead> => {
  const params = parseDistributorsParams(search)
  const options = distributorsQuery(address.brand, address.lang, params)
  await loadAppQuery(queryClient, options)
  const result = queryClient.getQueryData(options.queryKey)
  return { search: viewLinkSearch(distributorsView, search, result?.status === 'ok' ? { country: result.country } : params) }
}
