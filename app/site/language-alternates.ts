/**
 * The language versions of a page (`<link rel="alternate" hreflang>`, sitemap `xhtml:link`): the
 * same page path in every language of the brand, in the URL form the visitor uses (brand prefix on
 * a shared origin, none on the brand's own), plus `x-default`: the brand's first language.
 */
import { brandTable } from '#app.config.ts'
import { type PageAddress, addressHref } from './page-address.ts'

export function languageAlternates(origin: string, address: Pick<PageAddress, 'brand' | 'brandInPath' | 'pagePath'>, productWord: string): Array<{ hreflang: string; href: string }> {
  const languages = brandTable(productWord)[address.brand].languages
  const href = (lang: (typeof languages)[number]) => `${origin}${addressHref({ ...address, lang }, productWord)}`
  const first = languages[0]
  return [...languages.map((lang) => ({ hreflang: lang, href: href(lang) })), ...(first ? [{ hreflang: 'x-default', href: href(first) }] : [])]
}
