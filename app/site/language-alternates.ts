/**
 * The language versions of a page (`<link rel="alternate" hreflang>`, sitemap `xhtml:link`, the
 * header's language links): the same page path in every language of the brand the page exists in
 * (a detail an app shows only in some languages names them), in the URL form the visitor uses
 * (brand prefix on a shared origin, none on the brand's own), plus `x-default`: the first of them.
 */
import type { Language } from '#config/languages.ts'
import { brandTable } from '#config/brands.ts'
import { type PageAddress, addressHref } from './page-address.ts'

export function languageAlternates(
  origin: string,
  address: Pick<PageAddress, 'brand' | 'brandInPath' | 'pagePath'>,
  productWord: string,
  existing?: readonly Language[],
): Array<{ hreflang: string; href: string }> {
  const languages = brandTable(productWord)[address.brand].languages.filter((lang) => !existing || existing.includes(lang))
  const href = (lang: Language) => `${origin}${addressHref({ ...address, lang }, productWord)}`
  const first = languages[0]
  return [...languages.map((lang) => ({ hreflang: lang, href: href(lang) })), ...(first ? [{ hreflang: 'x-default', href: href(first) }] : [])]
}

/**
 * Where a language link leads: the same page and view where the page exists in that language, else
 * its nearest parent that does (a navigation section, which exists in every language of the brand).
 */
export function languageLinkTarget(
  lang: Language,
  page: { pagePath: string; languages?: readonly Language[] | undefined; parentPagePath: string },
): { pagePath: string; sameView: boolean } {
  return !page.languages || page.languages.includes(lang) ? { pagePath: page.pagePath, sameView: true } : { pagePath: page.parentPagePath, sameView: false }
}
