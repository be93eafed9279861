/**
 * The page screen shared by the home route (`/`) and the catch-all route: loads the CMS page
 * and the brand's layout, sends missing pages to the 404 page, renders header, page and footer.
 */
import { redirect, useRouter } from '@tanstack/react-router'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useEffect } from 'react'
import { cmsPageQuery, editorDataQuery, siteLayoutQuery } from '../cms/queries.ts'
import { CmsPage } from '../cms/cms-page.tsx'
import { loadPageApps } from '../cms/registry.tsx'
import type { ContentNode, PageMeta } from '../cms/content.ts'
import { componentLink, stringProp } from '../cms/content.ts'
import { redirectTarget } from '../cms/redirect-target.ts'
import { SiteHeader } from '../ui/site-header.tsx'
import { SiteFooter } from '../ui/site-footer.tsx'
// only 404 pages need it
const NotFoundHelp = lazy(() => import('../ui/not-found-help.tsx'))
import { type SiteContextValue, useSite } from './site-context.tsx'
import { isNotFoundPath, notFoundTarget } from './not-found.ts'
import { sitePathHref } from './site-path.ts'
import { setResponseStatusOnServer } from './response-status.ts'
import { saveLanguage } from './saved-language.ts'
import { m } from '../paraglide/messages.js'

export type SitePageData = { status: 'found'; head: PageHead } | { status: 'unavailable'; head: PageHead }

export interface PageHead {
  title: string
  description: string | undefined
  canonical: string
  ogImage: string | undefined
  jsonLd?: Record<string, unknown> | undefined
}

function pageHead(context: SiteContextValue, page: ContentNode | null, meta: PageMeta | null): PageHead {
  const { site, settings, brand } = context
  const canonicalPath = sitePathHref({ ...site, pagePath: site.pagePath }, settings.productWord)
  const title = meta?.title ?? (page ? stringProp(page, 'title') : undefined) ?? brand.name
  const ogImage = meta?.ogImage ?? undefined
  return {
    title,
    description: meta?.description ?? (page ? stringProp(page, 'description') : undefined),
    canonical: `${settings.origin}${canonicalPath}`,
    ogImage: ogImage ? `${settings.origin}${ogImage}` : undefined,
  }
}

export async function loadSitePage(
  context: SiteContextValue & { queryClient: QueryClient },
  search: Record<string, unknown> = {},
): Promise<SitePageData> {
  const { queryClient, site, settings, isHome, editor } = context
  void queryClient.prefetchQuery(siteLayoutQuery(site.brand, site.lang, editor))
  const result = await queryClient.ensureQueryData(cmsPageQuery(site.brand, site.lang, site.pagePath, editor)).catch(() => null)
  await queryClient.ensureQueryData(siteLayoutQuery(site.brand, site.lang, editor)).catch(() => null)
  if (editor) await queryClient.ensureQueryData(editorDataQuery(site.brand, site.lang, site.pagePath)).catch(() => null)
  if (result?.status === 'found') {
    const redirectTo = result.page['mgnl:template'] === 'okg-lm:pages/redirect' ? redirectTarget(componentLink(result.page), context) : undefined
    if (redirectTo?.kind === 'internal' && !editor) throw redirect({ href: redirectTo.href, statusCode: 302 })
    if (isNotFoundPath(site.pagePath)) setResponseStatusOnServer(404)
    const appHead = await loadPageApps(result.page, { queryClient, site, search, productWord: settings.productWord })
    return { status: 'found', head: { ...pageHead(context, result.page, result.meta), ...appHead } }
  }
  // the home screen is where the 404 flow ends: it never redirects, so there is no loop
  if (isHome || (result === null && site.pagePath === '/')) {
    setResponseStatusOnServer(503)
    return { status: 'unavailable', head: pageHead(context, null, null) }
  }
  throw redirect({ href: notFoundTarget(site, settings.productWord), statusCode: 302 })
}

export function sitePageHead(data: SitePageData | undefined) {
  if (!data) return {}
  const { head } = data
  return {
    meta: [
      { title: head.title },
      ...(head.description ? [{ name: 'description', content: head.description }] : []),
      { property: 'og:title', content: head.title },
      ...(head.description ? [{ property: 'og:description', content: head.description }] : []),
      { property: 'og:url', content: head.canonical },
      ...(head.ogImage ? [{ property: 'og:image', content: head.ogImage }] : []),
    ],
    links: [{ rel: 'canonical', href: head.canonical }],
    scripts: head.jsonLd
      ? [{ type: 'application/ld+json', children: JSON.stringify(head.jsonLd).replace(/</g, '\\u003c') }]
      : [],
  }
}

export function SitePage({ data, from }: { data: SitePageData; from?: string | undefined }) {
  const context = useSite()
  const { site } = context
  const layout = useSuspenseQuery(siteLayoutQuery(site.brand, site.lang, context.editor)).data

  useEffect(() => {
    if (site.langInPath) saveLanguage(site.lang)
  }, [site.lang, site.langInPath])

  return (
    <>
      <SiteHeader navigation={layout.navigation} />
      <main id="content" tabIndex={-1}>
        {data.status === 'found' ? <PageContent from={from} /> : <Unavailable />}
      </main>
      <SiteFooter footer={layout.footer} />
    </>
  )
}

function PageContent({ from }: { from?: string | undefined }) {
  const { site, editor } = useSite()
  const result = useSuspenseQuery(cmsPageQuery(site.brand, site.lang, site.pagePath, editor)).data
  if (result.status !== 'found') return null
  return (
    <>
      <CmsPage page={result.page} />
      {isNotFoundPath(site.pagePath) && (
        <Suspense fallback={null}>
          <NotFoundHelp from={from} />
        </Suspense>
      )}
    </>
  )
}

function Unavailable() {
  const { site } = useSite()
  const router = useRouter()
  return (
    <div className="notice" role="alert">
      <p>{m.site_unavailable({}, { locale: site.lang })}</p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        {m.retry({}, { locale: site.lang })}
      </button>
    </div>
  )
}
