/**
 * The data of a page screen (the home route and the catch-all route): the CMS page for the
 * address, the brand's layout, the apps on the page loaded for the URL's search params, and what
 * the page comes to (render, redirect, unavailable), decided by `pageOutcome`.
 */
import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { cmsFunctions, cmsPageQuery, editorDataQuery, siteLayoutQuery } from '#app/cms/cms-queries.ts'
import { asksConsent, loadPageApps, stylesheetsOf } from '#app/cms/component-registry.ts'
import { type ContentNode, type PageMeta, childNodes, componentLink, isAsset, nodesWithTemplate, stringProp } from '#app/cms/content.ts'
import { m } from '#app/paraglide/messages.js'
import { pageDescription } from '#app/site/page-description.ts'
import { documentTitle } from '#app/site/page-title.ts'
import { redirectTarget } from '#app/cms/redirect-target.ts'
import { type SiteContextValue, cmsPathHref } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { languageAlternates } from '#app/site/language-alternates.ts'
import type { Language } from '#config/languages.ts'
import { isSafePagePath } from '#app/site/cms-path.ts'
import { isNotFoundPath } from '#app/site/not-found.ts'
import { pageOutcome } from '#app/site/page-outcome.ts'
import { setResponseStatusOnServer } from '#app/site/response-status.ts'
import { breadcrumbListJsonLd, organizationJsonLd, pageJsonLd, webSiteJsonLd } from '#app/site/structured-data.ts'
import { socialProfiles } from '#app/cms/social-links.ts'
import { carriesEmptyDefault, repeatsKeys, sameSearch, stringifyQueryString } from '#app/site/query-string.ts'
import { requestQueryOnServer } from '#app/site/request-query.ts'
import { renderingOnServer } from '#app/site/render-side.ts'
import { registry } from './registry.tsx'
import { NotFoundHelp } from './not-found-help-part.ts'
import { ConsentBanner } from './consent-banner-part.ts'
import { type Crumb, breadcrumbTrail } from './breadcrumbs.ts'
import { parentPagePath } from '#app/cms/nav-trail.ts'

export type SitePageData = { status: 'found'; head: PageHead } | { status: 'unavailable'; head: PageHead }

export interface PageHead {
  /** The document title, naming the brand (`documentTitle`). */
  title: string
  /** The brand's name, Open Graph's site name. */
  siteName?: string | undefined
  /** The description, the image for sharing and the structured data: the server's HTML only (`crawlerHead`). */
  description?: string | undefined
  canonical: string
  ogImage?: string | undefined
  jsonLd?: Record<string, unknown> | undefined
  feeds?: Array<{ title: string; href: string }> | undefined
  notFound?: boolean | undefined
  /** The page in each language of the brand, `x-default` included (none for a page that is not there). */
  alternates?: Array<{ hreflang: string; href: string }> | undefined
  /** Open Graph locale of the page's language (`de_DE`). */
  locale?: string | undefined
  /** The breadcrumb trail (home, sections, the page); empty on the home and on pages that are not found. */
  breadcrumbs: Crumb[]
  /** The languages the page exists in, where not all of the brand's (a detail an app shows in some only). */
  languages?: readonly Language[] | undefined
  /** The nearest listed page above this one: where a language link leads when the page is not in that language. */
  parentPagePath?: string | undefined
  /** An app on the page shows one of its details, whose title is then the page's `h1` (`ShowsDetail`). */
  showsDetail?: boolean | undefined
  /** The stylesheets of the apps the page and its footer hold (ADR 047). */
  stylesheets?: readonly string[] | undefined
  /** The page or its footer holds something that needs the visitor's consent: the page ends with the consent banner (ADR 031). */
  asksConsent?: boolean | undefined
}

/** Open Graph locales of the site's languages. */
const ogLocales: Record<Language, string> = { de: 'de_DE', en: 'en_GB', zh: 'zh_CN' }

/** The texts of a content tree in document order: rich text, plain text and leads of its components. */
function pageTexts(node: ContentNode): string[] {
  const own = ['lead', 'richText', 'text'].flatMap((key) => stringProp(node, key) ?? [])
  return [...own, ...childNodes(node).flatMap(pageTexts)]
}

/** The image of a page's first stage, to stand for the page where it is shared. */
function stageImage(page: ContentNode | null): string | undefined {
  const image = page ? nodesWithTemplate(page, 'okg-lm:components/stage')[0]?.['image'] : undefined
  return isAsset(image) ? image['@link'] : undefined
}

/** The brand's claim: the subtitle of its home page's first stage. */
function homeClaim(page: ContentNode): string {
  const stage = nodesWithTemplate(page, 'okg-lm:components/stage')[0]
  return (stage ? stringProp(stage, 'subtitle') : undefined) ?? ''
}

/** What a found page's crawler head is made of: the page, its app's part of the head, its trail and footer. */
interface FoundPage {
  page: ContentNode
  meta: PageMeta | null
  app: { description?: string | undefined; ogImage?: string | undefined; jsonLd?: Record<string, unknown> | undefined }
  breadcrumbs: Crumb[]
  footer: ContentNode | null
}

/**
 * What only crawlers and link previews read: the page's description, the image that stands for it
 * where it is shared, and its structured data. They read the server's HTML, so a navigation in the
 * browser leaves them out, and the code that writes them is out of the browser's bundle (ADR 046
 * step eight). An app's own description and image come first; a page without an image has its
 * stage's, else the brand's (its home page's stage).
 */
async function crawlerHead(context: SiteContextValue, found?: FoundPage): Promise<Pick<PageHead, 'description' | 'ogImage' | 'jsonLd'>> {
  if (!renderingOnServer) return {}
  const { address, settings, brand } = context
  const brandLine = m.page_description_brand({ brand: brand.name }, { locale: address.lang })
  if (!found) return { description: pageDescription(undefined, [], brandLine) }
  const { page, meta, app, breadcrumbs, footer } = found
  const image = app.ogImage ?? meta?.ogImage ?? stageImage(page) ?? (await brandImage(context))
  return {
    description: app.description ?? pageDescription(meta?.description ?? stringProp(page, 'description'), pageTexts(page), brandLine),
    ogImage: image?.startsWith('/') ? `${settings.origin}${image}` : image,
    jsonLd: pageJsonLd([
      app.jsonLd,
      breadcrumbs.length > 0 ? breadcrumbListJsonLd(breadcrumbs, settings.origin) : undefined,
      ...(address.pagePath === '/' ? brandJsonLd(context, footer) : []),
    ]),
  }
}

function pageHead(context: SiteContextValue, page: ContentNode | null, meta: PageMeta | null): PageHead {
  const { address, settings, brand } = context
  const title = meta?.title ?? (page ? stringProp(page, 'title') : undefined) ?? brand.name
  return {
    title,
    siteName: brand.name,
    canonical: `${settings.origin}${addressHref(address, settings.productWord)}`,
    locale: ogLocales[address.lang],
    alternates: page ? languageAlternates(settings.origin, address, settings.productWord) : undefined,
    breadcrumbs: [],
  }
}

export async function loadSitePage(context: SiteContextValue & { queryClient: QueryClient }, search: Record<string, unknown> = {}): Promise<SitePageData> {
  const { queryClient, address, settings, editor } = context
  void queryClient.prefetchQuery(siteLayoutQuery(address.brand, address.lang, editor))
  // a path that could never be a page (too long, odd characters) never reaches the CMS
  const result = isSafePagePath(address.pagePath)
    ? await queryClient.ensureQueryData(cmsPageQuery(address.brand, address.lang, address.pagePath, editor)).catch(() => null)
    : ({ status: 'missing' } as const)
  await queryClient.ensureQueryData(siteLayoutQuery(address.brand, address.lang, editor)).catch(() => null)
  if (editor) await queryClient.ensureQueryData(editorDataQuery(address.brand, address.lang, address.pagePath)).catch(() => null)
  const page = result?.status === 'found' ? result.page : null
  const target = page?.['mgnl:template'] === 'okg-lm:pages/redirect' ? redirectTarget(componentLink(page), context) : undefined
  const outcome = pageOutcome({
    lookup: result === null ? 'unavailable' : result.status,
    address,
    editor,
    internalRedirect: target?.kind === 'internal' ? target.href : undefined,
    productWord: settings.productWord,
  })
  if (outcome.kind === 'redirect') throw redirect({ href: outcome.href, statusCode: outcome.status })
  // an outage: browsers, crawlers and CDNs may ask again in half a minute
  if (outcome.status !== 200) setResponseStatusOnServer(outcome.status, outcome.kind === 'unavailable' ? { 'retry-after': '30' } : {})
  if (outcome.kind === 'unavailable' || result?.status !== 'found')
    return { status: 'unavailable', head: { ...pageHead(context, null, null), ...(await crawlerHead(context)) } }
  const appHead = await loadPageApps(result.page, registry, { queryClient, address, search, productWord: settings.productWord, origin: settings.origin })
  // a view asked for in other words (a filter form sent without script: empty fields, defaults such as `country=`, a list as repeated keys) moves to its own URL
  if (
    renderingOnServer &&
    !editor &&
    appHead.search &&
    (!sameSearch(search, appHead.search) || carriesEmptyDefault(search, appHead.search) || repeatsKeys(requestQueryOnServer()))
  ) {
    throw redirect({ href: `${addressHref(address, settings.productWord)}${stringifyQueryString(appHead.search)}`, statusCode: 307 })
  }
  if (appHead.notFound) setResponseStatusOnServer(404)
  const { ogImage, jsonLd, title, description, feeds, notFound: detailNotFound, languages } = appHead
  const appTexts = Object.fromEntries(Object.entries({ title, feeds, notFound: detailNotFound }).filter(([, value]) => value !== undefined))
  const own = pageHead(context, result.page, result.meta)
  const texts = { ...own, ...appTexts }
  const notFound = appHead.notFound === true || isNotFoundPath(address.pagePath)
  if (notFound) await NotFoundHelp.preload()
  const layout = queryClient.getQueryData(siteLayoutQuery(address.brand, address.lang, editor).queryKey)
  const consent = [result.page, layout?.footer].some((node) => node && asksConsent(node, registry))
  if (consent) await ConsentBanner.preload()
  // a detail an app shows on a page of its own (not a detail template, which exists only to hold it) has that page above it
  const holder =
    title !== undefined && result.page['mgnl:template'] !== 'okg-lm:pages/detail'
      ? { name: own.title, href: cmsPathHref(result.page['@path'], context) }
      : undefined
  const breadcrumbs = notFound ? [] : breadcrumbTrail(layout?.navigation ?? null, context, texts.title, holder)
  const claim = address.pagePath === '/' ? homeClaim(result.page) : undefined
  const head = {
    ...texts,
    title: documentTitle({ brand: context.brand.name, title: texts.title, claim }),
    breadcrumbs,
    showsDetail: title !== undefined && detailNotFound !== true,
    stylesheets: stylesheetsOf([result.page, layout?.footer], registry),
    asksConsent: consent,
    ...(languages ? { languages, alternates: languageAlternates(settings.origin, address, settings.productWord, languages) } : {}),
    parentPagePath: layout?.navigation ? parentPagePath(layout.navigation.home, address.pagePath) : '/',
    ...(await crawlerHead(context, {
      page: result.page,
      meta: result.meta,
      app: { description, ogImage, jsonLd },
      breadcrumbs,
      footer: layout?.footer ?? null,
    })),
  }
  return { status: 'found', head }
}

/**
 * The brand's image for sharing: its home page's stage image, which the server alone writes
 * (`crawlerHead`). The home page is read with the server function itself, outside the page's query
 * client (the Magnolia client's cache answers it), so its whole content is not dehydrated into every
 * page without an image of its own (issue 37: about a quarter of the search page's HTML).
 */
async function brandImage({ address, editor }: SiteContextValue): Promise<string | undefined> {
  const home = await (await cmsFunctions()).getCmsPage({ data: { brand: address.brand, lang: address.lang, pagePath: '/', preview: editor } }).catch(() => null)
  return home?.status === 'found' ? stageImage(home.page) : undefined
}

/** The brand's `Organization` and `WebSite` (with its site search), on the brand's home. */
function brandJsonLd({ address, settings, brand }: SiteContextValue, footer: ContentNode | null) {
  const url = (pagePath: string) => `${settings.origin}${addressHref({ ...address, pagePath }, settings.productWord)}`
  const homeUrl = url('/')
  return [
    organizationJsonLd({ name: brand.name, homeUrl, logoUrl: `${settings.origin}/favicon.svg?brand=${brand.id}`, sameAs: socialProfiles(footer) }),
    webSiteJsonLd({ name: brand.name, homeUrl, searchUrl: url('/search'), lang: address.lang }),
  ]
}

/** The head tags of a page: title, description, Open Graph, canonical and structured data. */
export function sitePageHead(data: SitePageData | undefined) {
  if (!data) return {}
  const { head } = data
  return {
    meta: [
      { title: head.title },
      ...(head.description ? [{ name: 'description', content: head.description }] : []),
      { property: 'og:title', content: head.title },
      ...(head.siteName ? [{ property: 'og:site_name', content: head.siteName }] : []),
      ...(head.description ? [{ property: 'og:description', content: head.description }] : []),
      { property: 'og:url', content: head.canonical },
      ...(head.ogImage ? [{ property: 'og:image', content: head.ogImage }] : []),
      ...(head.locale ? [{ property: 'og:locale', content: head.locale }] : []),
      { name: 'twitter:card', content: head.ogImage ? 'summary_large_image' : 'summary' },
    ],
    links: [
      ...(head.stylesheets ?? []).map((href) => ({ rel: 'stylesheet', href })),
      { rel: 'canonical', href: head.canonical },
      ...(head.notFound ? [] : (head.alternates ?? [])).map(({ hreflang, href }) => ({ rel: 'alternate', hrefLang: hreflang, href })),
      ...(head.feeds ?? []).map((feed) => ({ rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: feed.href })),
    ],
    scripts: head.jsonLd ? [{ type: 'application/ld+json', children: JSON.stringify(head.jsonLd).replace(/</g, '\\u003c') }] : [],
  }
}
