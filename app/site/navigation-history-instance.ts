import { constants } from '#app.config.ts'
import { NavigationHistory } from './navigation-history.ts'

/** The browser's in-app history: every resolved location, up to 50 entries. */
export const navigationHistory = new NavigationHistory(constants.historyLimit)
