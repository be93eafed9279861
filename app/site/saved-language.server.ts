import { getCookie } from '@tanstack/react-start/server'
import { constants } from '#app.config.ts'

export function savedLanguageCookie(): string | undefined {
  return getCookie(constants.storageKeys.language)
}
