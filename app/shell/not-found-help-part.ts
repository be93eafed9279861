/** The not-found help's code, loaded only by 404 pages: their loader loads it ahead (`loadSitePage`), the page renders it. */
import { preloadable } from '#app/ui/preloadable.tsx'

export const NotFoundHelp = preloadable(() => import('./not-found-help.tsx').then((module) => module.default), 'NotFoundHelp')
