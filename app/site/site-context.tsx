import { createContext, use } from 'react'
import { type Brand, brandTable } from '#config/brands.ts'
import type { SiteSettings } from './site-settings.functions.ts'
import type { PageAddress } from './page-address.ts'
import { addressHref, brandLanguage } from './page-address.ts'

export interface SiteContextValue {
  settings: SiteSettings
  /** Brand, language and page path of the request. */
  address: PageAddress
  brand: Brand
  /** Opened by Magnolia's page editor (`mgnlPreview`, ...): no caches, the editor library renders. */
  editor: boolean
}

export const SiteContext = createContext<SiteContextValue | null>(null)

export function useSite(): SiteContextValue {
  const value = use(SiteContext)
  if (!value) throw new Error('useSite must be used inside SiteContext')
  return value
}

/**
 * The site href of a CMS page path (`/albis/about`) in the visitor's language and form;
 * a path in another brand's site links there with that brand's prefix.
 */
export function cmsPathHref(cmsPath: string, context: SiteContextValue): string {
  const [, siteName = '', ...rest] = cmsPath.split('/')
  const brands = Object.values(brandTable(context.settings.productWord))
  const target = brands.find((brand) => brand.cmsSite === siteName) ?? context.brand
  const sameBrand = target.id === context.brand.id
  const lang = brandLanguage(target.languages, context.address.lang)
  return addressHref(
    { brand: target.id, brandInPath: sameBrand ? context.address.brandInPath : true, lang, pagePath: `/${rest.join('/')}` },
    context.settings.productWord,
  )
}
