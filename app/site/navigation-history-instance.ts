import * as constants from '#config/constants.ts'
import { type HistoryStorage, NavigationHistory } from './navigation-history.ts'

/** The tab's session storage; none on the server, or where the browser refuses it (storage turned off). */
function tabStorage(): HistoryStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}

/** The browser's in-app history: every resolved location of this site in this tab, up to 50 entries, across page loads. */
export const navigationHistory = new NavigationHistory(constants.historyLimit, tabStorage())
