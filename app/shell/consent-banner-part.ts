/** The consent banner's code, loaded only by the pages that ask for consent: their loader loads it ahead (`loadSitePage`), the page renders it. */
import { preloadable } from '#app/ui/preloadable.tsx'

export const ConsentBanner = preloadable(() => import('./consent-banner.tsx').then((module) => module.ConsentBanner), 'ConsentBanner')
