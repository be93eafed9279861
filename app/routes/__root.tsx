/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, ScriptOnce, Scripts, createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { brandTable } from '#config/brands.ts'
import { siteSettingsQuery } from '#app/site/site-settings.ts'
import { SiteContext, type SiteContextValue } from '#app/site/site-context.tsx'
import { type PageAddress, addressHref, resolvePageAddress } from '#app/site/page-address.ts'
import { withoutHtmlSuffix } from '#app/site/url-path.ts'
import { isEditorMode } from '#app/site/editor-mode.ts'
import { savedLanguage } from '#app/site/saved-language.ts'
import { contentSecurityPolicy } from '#app/server/security-headers.ts'
import { siteTag } from '#app/server/site-tag.ts'
import { LoadingOverlay } from '#app/ui/loading-overlay.tsx'
import { consentPendingScript } from '#app/ui/consent/consent-state.ts'
import { StartupEffects } from '#app/shell/startup-effects.tsx'
import stylesheet from '#app/ui/styles/site.css?url'
import { brandFontPreloads } from '#app/ui/styles/brand-fonts.ts'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: async ({ context, location }): Promise<SiteContextValue> => {
    const settings = await context.queryClient.ensureQueryData(siteSettingsQuery())
    const resolution = resolvePageAddress(location.pathname, location.searchStr, settings)
    if (resolution.kind === 'redirect') throw redirect({ href: resolution.href, statusCode: resolution.status })
    const brands = brandTable(settings.productWord)
    if (resolution.kind === 'home') {
      // `/` and a bare brand prefix lead to the home page in the saved language: a private
      // redirect, so the pages themselves never depend on a cookie and stay cacheable
      const lang = savedLanguage(brands[resolution.brand].languages)
      const home = { brand: resolution.brand, brandInPath: resolution.brandInPath, lang, pagePath: '/' }
      throw redirect({ href: addressHref(home, settings.productWord), statusCode: 302 })
    }
    const editor = settings.authoring && isEditorMode(location.search)
    const address: PageAddress = editor ? { ...resolution.address, pagePath: withoutHtmlSuffix(resolution.address.pagePath) } : resolution.address
    return { settings, brand: brands[address.brand], editor, address }
  },
  headers: ({ ssr, match }) => {
    if (!ssr?.nonce) return undefined
    const { settings, editor, brand } = match.context
    return {
      'content-security-policy': contentSecurityPolicy({ nonce: ssr.nonce, editorOrigin: settings.editorOrigin ?? undefined, editorMode: editor }),
      // a publish of this site's content purges its pages (ours and a CDN's) by this tag
      'cache-tag': siteTag(brand.cmsSite),
    }
  },
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: match.context.brand.color },
    ],
    links: [
      // the brand's own fonts before the stylesheet that names them, so both load at once
      ...brandFontPreloads(match.context.brand.id),
      { rel: 'stylesheet', href: stylesheet },
      { rel: 'icon', href: `/favicon.svg?brand=${match.context.brand.id}`, type: 'image/svg+xml' },
    ],
  }),
  component: RootComponent,
})

function RootComponent() {
  const { settings, brand, editor, address: resolved } = Route.useRouteContext()
  // every navigation resolves the address anew; a change of search params alone keeps it, so the
  // site's context stays the same and only what reads the search renders again
  const { brand: brandId, brandInPath, lang, langInPath, pagePath } = resolved
  const address = useMemo(() => ({ brand: brandId, brandInPath, lang, langInPath, pagePath }), [brandId, brandInPath, lang, langInPath, pagePath])
  const value = useMemo(() => ({ settings, brand, editor, address }), [settings, brand, editor, address])
  return (
    <SiteContext value={value}>
      <RootDocument lang={address.lang} brandId={brand.id}>
        <Outlet />
        <LoadingOverlay lang={address.lang} />
        <StartupEffects />
      </RootDocument>
    </SiteContext>
  )
}

function RootDocument({ children, lang, brandId }: { children: ReactNode; lang: string; brandId: string }) {
  return (
    // the consent script marks <html> before React hydrates it
    <html lang={lang} data-brand={brandId} suppressHydrationWarning>
      <head>
        {/* prerendering services wait for this flag (StartupEffects sets it); the HTML is the same for every visitor */}
        <ScriptOnce>{"if (navigator.userAgent.includes('Prerender')) window.prerenderReady = false"}</ScriptOnce>
        <ScriptOnce>{consentPendingScript}</ScriptOnce>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
