/** Links to the group's companies: each brand's home on its own origin where one is configured, else under its path prefix. */
import { type BrandId, brandTable } from '#config/brands.ts'
import type { SiteContextValue } from './site-context.tsx'
import { addressHref, brandLanguage } from './page-address.ts'

interface CompanyLink {
  id: BrandId
  name: string
  href: string
  /** The brand's colour, for its logo mark. */
  color: string
}

export function groupCompanies(context: SiteContextValue): CompanyLink[] {
  const { address, settings } = context
  return Object.values(brandTable(settings.productWord)).map((brand) => {
    const lang = brandLanguage(brand.languages, address.lang)
    const origin = settings.brandOrigins[brand.id]
    const ownOrigin = origin !== undefined && origin !== settings.origin
    const href = addressHref(
      { brand: brand.id, brandInPath: brand.id === address.brand ? address.brandInPath : origin === undefined, lang, pagePath: '/' },
      settings.productWord,
    )
    return { id: brand.id, name: brand.name, href: ownOrigin ? `${origin}${href}` : href, color: brand.color }
  })
}
