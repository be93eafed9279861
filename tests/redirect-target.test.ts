import { describe, expect, it } from 'vitest'
import { redirectTarget } from '#app/cms/redirect-target.ts'
import { componentLink } from '#app/cms/content.ts'
import { brandTable } from '#config/brands.ts'
import type { SiteContextValue } from '#app/site/site-context.tsx'

const context = (brandInPath: boolean): SiteContextValue => ({
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
  address: { brand: 'albis', brandInPath, lang: 'de', langInPath: true, pagePath: '/old-about' },
})

describe('redirect template', () => {
  it('sends internal links to the page in the visitor language and form', () => {
    const link = componentLink({ linkType: 'page', linkTypepage: '/albis/about' })
    expect(redirectTarget(link, context(false))).toEqual({ kind: 'internal', href: '/de/about' })
    expect(redirectTarget(link, context(true))).toEqual({ kind: 'internal', href: '/albis-distribution/de/about' })
  })
  it('keeps external links external, and only http(s), mailto and tel ones', () => {
    expect(redirectTarget(componentLink({ linkType: 'external', linkTypeexternal: 'https://www.linkedin.com/x' }), context(false))).toEqual({
      kind: 'external',
      href: 'https://www.linkedin.com/x',
    })
    expect(redirectTarget(componentLink({ linkType: 'external', linkTypeexternal: 'javascript:alert(1)' }), context(false))).toBeUndefined()
    expect(redirectTarget(componentLink({ linkType: 'page' }), context(false))).toBeUndefined()
  })
  it('links to another brand with its prefix', () => {
    expect(redirectTarget(componentLink({ linkType: 'page', linkTypepage: '/mocom/contact' }), context(false))).toEqual({
      kind: 'internal',
      href: '/mocom/de/contact',
    })
  })
})
