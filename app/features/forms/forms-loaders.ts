/** App loaders of the forms: the countries a form offers, in the server HTML. */
import { type AppLoader, loadAppQuery } from '#app/cms/app-loader.ts'
import { countriesQuery } from '#app/cms/countries-queries.ts'

export const loadContactForm: AppLoader = ({ queryClient, address }) => loadAppQuery(queryClient, countriesQuery(address.lang))
