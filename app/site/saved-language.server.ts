import { getCookie } from '@tanstack/react-start/server'
import * as constants from '#config/constants.ts'

export function savedLanguageCookie(): string | undefined {
  return getCookie(constants.storageKeys.language)
}
