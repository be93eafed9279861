import { type AppLoader, loadAppQuery } from '#app/cms/app-loader.ts'
import { newsQuery } from './stories-queries.ts'

/** Loads the newest stories for the news component. */
export const loadNews: AppLoader = ({ queryClient, address }) => loadAppQuery(queryClient, newsQuery(address.brand, address.lang))
