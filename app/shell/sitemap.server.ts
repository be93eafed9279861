/**
 * Sitemaps of an origin (docs/contracts.md, "Sitemaps and robots"): `/sitemap.xml` indexes one
 * sitemap per brand and language served on that origin (`/sitemaps/{brand prefix}/{lang}.xml`);
 * each lists the brand's pages from the navigation tree and the details of its apps, in the URL
 * form of the origin, with `lastmod` where known and the language alternates. Built from the cached
 * CMS and app data, so a sitemap costs no upstream call while those are fresh.
 */
import { type BrandId, brandIds, brandTable, cmsSiteOf, defaultBrand } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import { magnolia } from '#app/cms/magnolia.server.ts'
import { type SitemapEntry, type SitemapSource, sitePages } from '#app/cms/sitemap-source.ts'
import { publicOrigins, serverEnv } from '#app/server/env.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { languageAlternates } from '#app/site/language-alternates.ts'
import { addressHref } from '#app/site/page-address.ts'
import { type SitemapUrl, sitemapDate, sitemapIndexXml, urlSetXml } from '#app/site/sitemap-xml.ts'
import { catalogueSitemap } from '#app/features/catalogue/catalogue-sitemap.server.ts'
import { htfSitemap } from '#app/features/htf/htf-sitemap.server.ts'
import { industriesSitemap } from '#app/features/industries/industries-sitemap.server.ts'
import { jobsSitemap } from '#app/features/jobs/jobs-sitemap.server.ts'
import { storiesSitemap } from '#app/features/stories/stories-sitemap.server.ts'

/** Each app's detail pages: a new app adds its source here. */
const sources: Record<string, SitemapSource> = {
  jobs: jobsSitemap,
  stories: storiesSitemap,
  htf: htfSitemap,
  catalogue: catalogueSitemap,
  industries: industriesSitemap,
}

/** Pages that are not content a search engine should list. */
const unlisted = /^\/(404|search|orders)(\/|$)/
/** Templates of pages that are not content themselves: a redirect, the frame of an app's detail pages. */
const unlistedTemplates = new Set(['okg-lm:pages/redirect', 'okg-lm:pages/detail'])

const xml = (body: string) => new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** The brands an origin serves, and whether their paths carry the brand prefix there. */
function brandsOf(origin: string): Array<{ brand: BrandId; brandInPath: boolean }> {
  const origins = publicOrigins()
  const own = origins.brands.get(origin)
  if (own) return [{ brand: own, brandInPath: false }]
  const elsewhere = new Set(origins.brands.values())
  return brandIds.filter((brand) => !elsewhere.has(brand)).map((brand) => ({ brand, brandInPath: brand !== defaultBrand }))
}

/** `GET /sitemap.xml`. */
export function sitemapIndexResponse(request: Request): Response {
  const origin = new URL(request.url).origin
  const table = brandTable(serverEnv().PUBLIC_PRODUCT_WORD)
  const sitemaps = brandsOf(origin).flatMap(({ brand }) =>
    table[brand].languages.map((lang) => ({ loc: `${origin}/sitemaps/${table[brand].prefix}/${lang}.xml` })),
  )
  return xml(sitemapIndexXml(sitemaps))
}

async function appEntries(brand: BrandId, lang: Language, cmsSite: string, pages: ReturnType<typeof sitePages>): Promise<SitemapEntry[]> {
  const lists = await Promise.all(
    Object.entries(sources).map(([app, source]) =>
      source({ brand, lang, cmsSite, pages }).catch((error: unknown) => {
        logAppFailure(app, 'sitemap', error)
        return []
      }),
    ),
  )
  return lists.flat()
}

/** `GET /sitemaps/{brand prefix}/{lang}.xml`: 404 for a brand this origin does not serve. */
export async function brandSitemapResponse(params: { brand: string; file: string }, request: Request): Promise<Response> {
  const origin = new URL(request.url).origin
  const productWord = serverEnv().PUBLIC_PRODUCT_WORD
  const table = brandTable(productWord)
  const served = brandsOf(origin).find(({ brand }) => table[brand].prefix === params.brand)
  const lang = served ? table[served.brand].languages.find((language) => `${language}.xml` === params.file) : undefined
  if (!served || !lang) return notFound()
  const cmsSite = cmsSiteOf(served.brand)
  let pages
  try {
    pages = sitePages(await magnolia().getPageTree(lang, cmsSite), cmsSite)
  } catch {
    return new Response('Service unavailable', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } })
  }
  const listed = pages.filter((page) => !unlistedTemplates.has(page.template ?? '') && !unlisted.test(page.pagePath))
  const entries: SitemapEntry[] = [...listed, ...(await appEntries(served.brand, lang, cmsSite, pages))]
  const urls: SitemapUrl[] = entries.map(({ pagePath, lastModified, languages }) => {
    const address = { brand: served.brand, brandInPath: served.brandInPath, pagePath }
    return {
      loc: `${origin}${addressHref({ ...address, lang }, productWord)}`,
      lastmod: sitemapDate(lastModified),
      alternates: languageAlternates(origin, address, productWord, languages),
    }
  })
  return xml(urlSetXml(urls))
}
