/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { brandTable } from '#app.config.ts'
import { siteSettingsQuery } from '#app/site/site-settings.ts'
import { SiteContext, type SiteContextValue } from '#app/site/site-context.tsx'
import { type PageAddress, resolvePageAddress } from '#app/site/page-address.ts'
import { withoutHtmlSuffix } from '#app/site/url-path.ts'
import { isEditorMode } from '#app/site/editor-mode.ts'
import { savedLanguage } from '#app/site/saved-language.ts'
import { LoadingOverlay } from '#app/ui/loading-overlay.tsx'
import { ConsentManager } from '#app/shell/consent-manager.tsx'
import { StartupEffects } from '#app/shell/startup-effects.tsx'
import stylesheet from '#app/ui/site.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: async ({ context, location }): Promise<SiteContextValue> => {
    const settings = await context.queryClient.ensureQueryData(siteSettingsQuery())
    const resolution = resolvePageAddress(location.pathname, location.searchStr, settings)
    if (resolution.kind === 'redirect') throw redirect({ href: resolution.href, statusCode: resolution.status })
    const editor = isEditorMode(location.search)
    const brands = brandTable(settings.productWord)
    const address: PageAddress =
      resolution.kind === 'home'
        ? { brand: resolution.brand, brandInPath: resolution.brandInPath, lang: savedLanguage(brands[resolution.brand].languages), langInPath: false, pagePath: '/' }
        : editor
          ? { ...resolution.address, pagePath: withoutHtmlSuffix(resolution.address.pagePath) }
          : resolution.address
    return { settings, brand: brands[address.brand], isHome: resolution.kind === 'home', editor, address }
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#00557f' },
    ],
    links: [
      { rel: 'stylesheet', href: stylesheet },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  component: RootComponent,
})

function RootComponent() {
  const { settings, brand, isHome, editor, address } = Route.useRouteContext()
  const value = useMemo(() => ({ settings, brand, isHome, editor, address }), [settings, brand, isHome, editor, address])
  return (
    <SiteContext value={value}>
      <RootDocument lang={address.lang} brandId={brand.id} prerender={settings.prerender}>
        <Outlet />
        <LoadingOverlay lang={address.lang} />
        <ConsentManager lang={address.lang} />
        <StartupEffects />
      </RootDocument>
    </SiteContext>
  )
}

function RootDocument({ children, lang, brandId, prerender }: { children: ReactNode; lang: string; brandId: string; prerender: boolean }) {
  return (
    <html lang={lang} data-brand={brandId}>
      <head>
        {prerender && <script>window.prerenderReady = false</script>}
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
