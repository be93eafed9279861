/** The contact finder's loader: the countries and the person a deep link asks for, in the server HTML. */
import { type AppHead, type AppLoader, loadAppQuery } from '#app/cms/app-loader.ts'
import { countriesQuery } from '#app/cms/countries-queries.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { contactFinderView, parseContactFinderParams } from './contact-finder-params.ts'
import { contactFinderQuery } from './contact-finder-queries.ts'

export const loadContactFinder: AppLoader = async ({ queryClient, address, search }): Promise<AppHead> => {
  const params = parseContactFinderParams(search)
  await Promise.all([loadAppQuery(queryClient, countriesQuery(address.lang)), loadAppQuery(queryClient, contactFinderQuery(address.lang, params))])
  return { search: viewLinkSearch(contactFinderView, search, params) }
}
