/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, redirect, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useMemo } from 'react'
import { brandTable } from '../../app.config.ts'
import { siteSettingsQuery } from '../cms/queries.ts'
import { SiteContext, type SiteContextValue } from '../site/site-context.tsx'
import { resolveSitePath } from '../site/site-path.ts'
import { isEditorMode } from '../site/editor-mode.ts'
import { savedLanguage } from '../site/saved-language.ts'
import { navigationHistory } from '../site/navigation-history-instance.ts'
import { markHydrated } from '../site/hydration.ts'
import { isPrerenderAgent, watchPrerenderReadiness } from '../site/prerender.ts'
import { LoadingOverlay } from '../ui/loading-overlay.tsx'
import { ConsentManager } from '../ui/consent-manager.tsx'
import stylesheet from '../ui/site.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: async ({ context, location }): Promise<SiteContextValue> => {
    const settings = await context.queryClient.ensureQueryData(siteSettingsQuery())
    const resolution = resolveSitePath(location.pathname, location.searchStr, settings)
    const editor = isEditorMode(location.search)
    if (resolution.kind === 'redirect') throw redirect({ href: resolution.href, statusCode: resolution.status })
    const brandOf = (id: keyof ReturnType<typeof brandTable>) => brandTable(settings.productWord)[id]
    if (resolution.kind === 'home') {
      const brand = brandOf(resolution.brand)
      const lang = savedLanguage(brand.languages)
      return {
        settings,
        brand,
        isHome: true,
        editor,
        site: { brand: brand.id, brandInPath: resolution.brandInPath, lang, langInPath: false, pagePath: '/' },
      }
    }
    // the page editor may ask for `{path}.html`
    const site = editor ? { ...resolution.site, pagePath: resolution.site.pagePath.replace(/\.html$/, '') || '/' } : resolution.site
    return { settings, brand: brandOf(resolution.site.brand), isHome: false, editor, site }
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
  const { settings, brand, isHome, editor, site } = Route.useRouteContext()
  const value = useMemo(() => ({ settings, brand, isHome, editor, site }), [settings, brand, isHome, editor, site])
  return (
    <SiteContext value={value}>
      <RootDocument lang={site.lang} brandId={brand.id} prerender={settings.prerender}>
        <Outlet />
        <LoadingOverlay lang={site.lang} />
        <ConsentManager lang={site.lang} />
        <StartupEffects />
      </RootDocument>
    </SiteContext>
  )
}

/** Start-up duties of the spec: service worker removal, hash scroll, history, prerender flag. */
function StartupEffects() {
  const router = useRouter()
  useEffect(() => {
    void navigator.serviceWorker?.getRegistrations().then((registrations) => {
      for (const registration of registrations) void registration.unregister()
    })
    if (window.location.hash) window.scrollTo(0, 0)
    navigationHistory.push(router.state.location.href)
    markHydrated(window.location.href)
    const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => navigationHistory.push(toLocation.href))
    if (isPrerenderAgent(navigator.userAgent)) {
      // settled: no page loading and every image that loads at start has loaded (lazy ones wait for scrolling)
      const isSettled = () =>
        router.state.status === 'idle' &&
        Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete)
      watchPrerenderReadiness(isSettled, () => Object.assign(window, { prerenderReady: true }), window)
    }
    return unsubscribe
  }, [router])
  return null
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
