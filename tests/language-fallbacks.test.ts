/**
 * The spec's fallback label sets (ADR 035): a language the site does not have becomes German where
 * the UI's labels are chosen, English where a brand's pages are (the site path logic).
 */
import { describe, expect, it } from 'vitest'
import type { Language } from '#config/languages.ts'
import { brandTable } from '#config/brands.ts'
import { baseLocale } from '#app/paraglide/runtime.js'
import { brandLanguage, resolvePageAddress } from '#app/site/page-address.ts'
import { uiLanguage } from '#app/site/saved-language.ts'

const brands = brandTable('acme')

describe('German in the lookup of the UI language', () => {
  it.each<[string | undefined, readonly Language[], Language]>([
    [undefined, brands.albis.languages, 'de'],
    ['fr', brands.albis.languages, 'de'],
    ['EN', brands.albis.languages, 'de'],
    ['zh', brands.mocom.languages, 'de'],
    ['en', brands.mocom.languages, 'en'],
    ['zh', brands.albis.languages, 'zh'],
  ])('saved %j on a brand with %j: %s', (saved, offered, expected) => {
    expect(uiLanguage(saved, offered)).toBe(expected)
  })

  it("is the message catalogue's base language, the texts a locale it does not know gets", () => {
    expect(baseLocale).toBe('de')
  })
})

describe("English in the lookup of a brand's pages", () => {
  it.each<[readonly Language[], Language, Language]>([
    [brands.mocom.languages, 'zh', 'en'],
    [brands.mocom.languages, 'de', 'de'],
    [brands.albis.languages, 'zh', 'zh'],
  ])('a link for a visitor reading %j in %s: %s', (offered, lang, expected) => {
    expect(brandLanguage(offered, lang)).toBe(expected)
  })

  it.each([
    ['/fr/about', 'en'],
    ['/about', 'en'],
  ])('a path without a language of the site (%s): %s', (path, expected) => {
    const resolution = resolvePageAddress(path, '', { productWord: 'acme' })
    expect(resolution.kind === 'page' && resolution.address.lang).toBe(expected)
  })
})
