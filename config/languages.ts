/** The site's languages (docs/contracts.md): every brand's are among them. */
export const languages = ['de', 'en', 'zh'] as const
export type Language = (typeof languages)[number]

/** The UI language when nothing is saved (cookie or local storage key `language`). */
export const defaultUiLanguage: Language = 'de'
/** The language of a path without a language segment (site-level path rule). */
export const defaultPathLanguage: Language = 'en'
