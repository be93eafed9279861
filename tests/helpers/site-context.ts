/** The site context a component or rule sees on an albis page, for the tests that render or resolve one. */
import { brandTable } from '#config/brands.ts'
import type { PageAddress } from '#app/site/page-address.ts'
import type { SiteContextValue } from '#app/site/site-context.tsx'

export function albisContext(address: Partial<PageAddress> = {}): SiteContextValue {
  return {
    settings: {
      productWord: 'acme',
      contactEmail: 'info@okg.example',
      originBrand: null,
      brandOrigins: {},
      origin: 'http://x',
      editorOrigin: null,
      authoring: false,
    },
    brand: brandTable('acme').albis,
    editor: false,
    address: { brand: 'albis', brandInPath: false, lang: 'en', langInPath: true, pagePath: '/', ...address },
  }
}
