/**
 * The saved UI language: cookie `language` (read by the server for the home screen), mirrored
 * to local storage key `language`; default `de`.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { type Language, defaultUiLanguage, languages } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { savedLanguageCookie } from './saved-language.server.ts'

const key = constants.storageKeys.language

const readSaved = createIsomorphicFn()
  .server(() => savedLanguageCookie())
  .client(() => {
    const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${key}=`))
    return cookie?.slice(key.length + 1) ?? localStorage.getItem(key) ?? undefined
  })

/** The saved language if the brand offers it, else the default UI language. */
export function savedLanguage(brandLanguages: readonly Language[]): Language {
  return uiLanguage(readSaved(), brandLanguages)
}

/** A saved value as the UI's language: one of the brand's, else German, whatever was saved (ADR 035). */
export function uiLanguage(saved: string | undefined, brandLanguages: readonly Language[]): Language {
  const language = languages.find((l) => l === saved)
  return language && brandLanguages.includes(language) ? language : defaultUiLanguage
}

/** Remembers the visitor's language for the home screen (browser only). */
export function saveLanguage(language: Language): void {
  document.cookie = `${key}=${language}; path=/; max-age=31536000; samesite=lax`
  localStorage.setItem(key, language)
}
