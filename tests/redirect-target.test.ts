import { describe, expect, it } from 'vitest'
import { redirectTarget } from '#app/cms/redirect-target.ts'
import { componentLink } from '#app/cms/content.ts'
import { albisContext } from './helpers/site-context.ts'

const context = (brandInPath: boolean) => albisContext({ brandInPath, lang: 'de', pagePath: '/old-about' })

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
