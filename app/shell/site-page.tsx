/**
 * The page screen shared by the home route (`/`) and the catch-all route: header, the CMS page
 * (or the unavailable notice), and footer. Its data comes from `site-page-data.ts`.
 */
import { useRouter } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, memo, useEffect } from 'react'
import { cmsPageQuery, siteLayoutQuery } from '#app/cms/cms-queries.ts'
import { CmsPage } from '#app/cms/cms-page.tsx'
import { ShowsDetail } from '#app/cms/page-context.ts'
import { useSite } from '#app/site/site-context.tsx'
import { isNotFoundPath } from '#app/site/not-found.ts'
import { saveLanguage } from '#app/site/saved-language.ts'
import { m } from '#app/paraglide/messages.js'
import type { SitePageData } from './site-page-data.ts'
import { registry } from './registry.tsx'
import { SiteHeader } from './site-header.tsx'
import { SiteFooter } from './site-footer.tsx'
import { BreadcrumbNav } from './breadcrumb-nav.tsx'
import { NotFoundHelp } from './not-found-help-part.ts'
import { ConsentBanner } from './consent-banner-part.ts'

export function SitePage({ data, from }: { data: SitePageData; from?: string | undefined }) {
  const context = useSite()
  const { address } = context
  const layout = useSuspenseQuery(siteLayoutQuery(address.brand, address.lang, context.editor)).data

  useEffect(() => {
    if (address.langInPath) saveLanguage(address.lang)
  }, [address.lang, address.langInPath])

  return (
    <>
      <SiteHeader navigation={layout.navigation} page={data.head} />
      <main id="content" tabIndex={-1}>
        {data.status === 'found' && <BreadcrumbNav crumbs={data.head.breadcrumbs} />}
        {data.status === 'found' ? (
          <ShowsDetail value={data.head.showsDetail === true}>
            <PageContent from={from} notFound={data.head.notFound === true} />
          </ShowsDetail>
        ) : (
          <Unavailable />
        )}
      </main>
      <SiteFooter footer={layout.footer} navigation={layout.navigation} />
      {data.status === 'found' && data.head.asksConsent === true && (
        // the rest of the page hydrates while the banner's code arrives
        <Suspense fallback={null}>
          <ConsentBanner lang={address.lang} />
        </Suspense>
      )}
    </>
  )
}

/**
 * The CMS page; on a 404 path, or when an app's detail does not exist, the not-found help below it.
 * Memoized: a change of search params renders only the apps that read them, not the whole page.
 */
const PageContent = memo(function PageContent({ from, notFound }: { from?: string | undefined; notFound: boolean }) {
  const { address, editor } = useSite()
  const result = useSuspenseQuery(cmsPageQuery(address.brand, address.lang, address.pagePath, editor)).data
  if (result.status !== 'found') return null
  return (
    <>
      <CmsPage page={result.page} registry={registry} />
      {(notFound || isNotFoundPath(address.pagePath)) && (
        <Suspense fallback={null}>
          <NotFoundHelp from={from} />
        </Suspense>
      )}
    </>
  )
})

function Unavailable() {
  const { address } = useSite()
  const router = useRouter()
  return (
    <div className="notice" role="alert">
      <p>{m.site_unavailable({}, { locale: address.lang })}</p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        {m.retry({}, { locale: address.lang })}
      </button>
    </div>
  )
}
