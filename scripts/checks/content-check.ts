/**
 * `npm run content:check` (issue 34): the demo content read as a visitor would, on the production
 * build (`npm run build` first) and its embedded backend, which this script starts on free ports.
 * It fetches over HTTP, a few at a time and without a browser, every page the sitemaps list for
 * every brand and language (of an app's detail pages, such as jobs, stories or products, the first
 * `detailsPerPage` below each CMS page), then every internal link and image those pages show (of
 * links to pages no sitemap lists, the first `detailsPerPage` below one path), and fails on:
 * - thin: a page whose main text has fewer than `minWords` words and that holds no app;
 * - status: a listed page that does not answer 200; broken link, broken image: an internal link or
 *   image that does not answer 200 (after redirects);
 * - facts: two brands whose facts components show the same figures;
 * - language: a German (or Chinese) page whose main text has more than `maxForeignWords` English
 *   function words, an English page with more than that many German ones;
 * - title: a title that does not name the brand;
 * - fair: an event whose name names a fair of `fairs` in another city (Magnolia's events);
 * - order: an order of the demo customers whose status and dates disagree (the client area's API).
 * It prints each problem under its brand and page, then a count per rule; exits with 1 when any.
 * Whether a page holds an app is Magnolia's word: its CMS page has a component whose template is
 * not one of the content components (`contentTemplates`), or the path is an app's detail below it.
 */
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { type Brand, brandTable, defaultProductWord } from '#config/brands.ts'
import pMap from 'p-map'
import { pageLinks } from './crawl-site.ts'
import { freePort, startBuiltSite, stopProcess, waitFor } from '../../server/local-server.ts'
import {
  type CheckedOrder,
  factsOf,
  fairMismatch,
  foreignWords,
  imageSources,
  mainText,
  maxForeignWords,
  minWords,
  orderMismatch,
  titleOf,
  wordCount,
} from './content-rules.ts'

/** Requests at a time: the site renders each page on the server. */
const concurrency = 6
/** App detail pages checked below one CMS page (the same app shows them all alike). */
const detailsPerPage = 3

/** The templates of `app/shell/registry.tsx` that show content and no app of their own (`app/cms/components/`). */
const contentTemplates = new Set(
  [
    'stage',
    'text',
    'teaser',
    'image',
    'downloads',
    'faq',
    'facts',
    'social-links',
    'contact-section',
    'group-companies',
    'location-section',
    'slider',
    'video',
    'consent-reset',
  ].map((name) => `okg-lm:components/${name}`),
)

export interface Problem {
  brand: string
  page: string
  rule: 'thin' | 'status' | 'broken link' | 'broken image' | 'facts' | 'language' | 'title' | 'fair' | 'order'
  detail: string
}

interface ListedPage {
  brand: Brand
  lang: string
  /** Path and query on the site. */
  path: string
  /** The CMS page below which it lies (its own path for a CMS page). */
  cmsPath: string
  isCmsPage: boolean
}

/** What a loaded site answers for a while (it sheds load, its render timed out): asked again. */
const busy = new Set([408, 503, 504])

/** A GET that waits and tries again while the site is busy or the connection fails. */
async function get(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
      if (!busy.has(response.status) || attempt === 4) return response
      await response.body?.cancel()
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 1)))
    } catch (error) {
      if (attempt === 4) throw error
    }
  }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))

/** Whether a Magnolia page node holds an app: a component (in any area) whose template is not a content component's. */
export function holdsApp(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false
  const template = (node as Record<string, unknown>)['mgnl:template']
  if (typeof template === 'string' && template.startsWith('okg-lm:components/') && !contentTemplates.has(template)) return true
  return Object.entries(node).some(([key, value]) => key !== '@nodes' && typeof value === 'object' && holdsApp(value))
}

/**
 * Whether a Magnolia page node is one no visitor is led to: out of the navigation and out of the
 * site search (editors' pages such as albis's playground and the legacy templates' pages that the
 * e2e tests open by URL). The check reads only pages a visitor can reach.
 */
export function isHiddenPage(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false
  const page = node as Record<string, unknown>
  return String(page['hideInNav']) === 'true' && String(page['hideInSearch']) === 'true'
}

export async function contentCheck(
  siteUrl: string,
  backendUrl: string,
  controlToken: string,
): Promise<{ problems: Problem[]; pages: number; links: number; report: string }> {
  const brands = Object.values(brandTable(process.env['PUBLIC_PRODUCT_WORD'] ?? defaultProductWord))
  const byPrefix = new Map(brands.map((brand) => [brand.prefix, brand]))
  const albis = brands.find((brand) => brand.id === 'albis')
  const problems: Problem[] = []

  // Magnolia's pages, to tell a CMS page from an app's detail and whether it holds an app
  const cmsPages = new Map<string, Promise<unknown>>()
  const cmsPage = (brand: Brand, lang: string, path: string) => {
    const key = `${lang}/${brand.cmsSite}${path}`
    let page = cmsPages.get(key)
    if (!page) {
      page = get(`${backendUrl}/.rest/delivery/pages/v1/${key}`).then(async (response) =>
        response.ok ? response.json() : (await response.body?.cancel(), undefined),
      )
      cmsPages.set(key, page)
    }
    return page
  }

  // 1. every page of every sitemap, with the CMS page it lies below
  const sitemaps = locs(await (await get(`${siteUrl}/sitemap.xml`)).text())
  const listed: ListedPage[] = []
  for (const sitemap of sitemaps) {
    const [, prefix = '', lang = ''] = /\/sitemaps\/([^/]+)\/([a-z]{2})\.xml$/.exec(new URL(sitemap).pathname) ?? []
    const brand = byPrefix.get(prefix) ?? (prefix === '' || prefix === albis?.prefix ? albis : undefined)
    if (!brand) continue
    const urls = locs(await (await get(`${siteUrl}${new URL(sitemap).pathname}`)).text())
    const home = brand.id === 'albis' ? `/${lang}` : `/${brand.prefix}/${lang}`
    const entries = await pMap(
      urls,
      async (loc) => {
        const url = new URL(loc)
        const rest = decodeURIComponent(url.pathname.slice(home.length))
        const segments = rest
          .split('/')
          .filter(Boolean)
          .map((segment) => segment.replace(/~.*$/, ''))
        for (let length = segments.length; length >= 0; length--) {
          const path = length === 0 ? '' : `/${segments.slice(0, length).join('/')}`
          if (await cmsPage(brand, lang, path))
            return { brand, lang, path: `${url.pathname}${url.search}`, cmsPath: path, isCmsPage: length === segments.length && !rest.includes('~') }
        }
        return { brand, lang, path: `${url.pathname}${url.search}`, cmsPath: '', isCmsPage: false }
      },
      { concurrency },
    )
    const details = new Map<string, number>()
    for (const entry of entries) {
      if (isHiddenPage(await cmsPage(brand, lang, entry.cmsPath))) continue
      if (!entry.isCmsPage) {
        const seen = details.get(entry.cmsPath) ?? 0
        details.set(entry.cmsPath, seen + 1)
        if (seen >= detailsPerPage) continue
      }
      listed.push(entry)
    }
  }

  // 2. each page: its status, title, main text, facts, links and images
  const linkedFrom = new Map<string, string>()
  const imageFrom = new Map<string, string>()
  const answered = new Map<string, number>()
  const facts: Array<{ brand: Brand; lang: string; page: string; figures: string }> = []
  await pMap(
    listed,
    async (page) => {
      const problem = (rule: Problem['rule'], detail: string) => problems.push({ brand: page.brand.name, page: page.path, rule, detail })
      const response = await get(`${siteUrl}${page.path}`, { headers: { accept: 'text/html' } })
      answered.set(new URL(page.path, siteUrl).pathname, response.status)
      if (response.status !== 200) {
        await response.body?.cancel()
        return problem('status', `answers ${response.status}`)
      }
      const html = await response.text()
      const title = titleOf(html)
      if (!title.includes(page.brand.name)) problem('title', `"${title}" does not name ${page.brand.name}`)
      const text = mainText(html, page.lang)
      const words = wordCount(text)
      const app = !page.isCmsPage || holdsApp(await cmsPage(page.brand, page.lang, page.cmsPath))
      if (words < minWords && !app) problem('thin', `${words} words of main text and no app`)
      const foreign = foreignWords(text, page.lang)
      if (foreign.length > maxForeignWords)
        problem(
          'language',
          `${foreign.length} ${page.lang === 'en' ? 'German' : 'English'} function words in its ${page.lang} main text (${[...new Set(foreign)].slice(0, 8).join(', ')})`,
        )
      const figures = factsOf(html)
      if (figures.length > 0) facts.push({ brand: page.brand, lang: page.lang, page: page.path, figures: figures.join(' / ') })
      const url = new URL(page.path, siteUrl)
      for (const link of pageLinks(html, url)) if (!linkedFrom.has(link.pathname)) linkedFrom.set(link.pathname, page.path)
      for (const src of imageSources(html)) {
        const image = new URL(src, url)
        if (image.origin === url.origin && !imageFrom.has(image.pathname)) imageFrom.set(image.pathname, page.path)
      }
    },
    { concurrency },
  )

  // 3. every internal link and image once
  const brandOfPath = (path: string) => brands.find((brand) => path.startsWith(`/${brand.prefix}/`))?.name ?? albis?.name ?? ''
  // links below one path that no sitemap lists are an app's details, made alike from its data: a few of them
  const perParent = new Map<string, number>()
  const unlisted = [...linkedFrom].filter(([path]) => {
    if (answered.has(path)) return false
    const parent = path.slice(0, path.lastIndexOf('/'))
    const seen = perParent.get(parent) ?? 0
    perParent.set(parent, seen + 1)
    return seen < detailsPerPage
  })
  const checks = [
    ...unlisted.map(([path, from]) => ({ path, from, rule: 'broken link' as const })),
    ...[...imageFrom].map(([path, from]) => ({ path, from, rule: 'broken image' as const })),
  ]
  await pMap(
    checks,
    async ({ path, from, rule }) => {
      const response = await get(`${siteUrl}${path}`)
      await response.body?.cancel()
      if (response.status !== 200) problems.push({ brand: brandOfPath(from), page: from, rule, detail: `${path} answers ${response.status}` })
    },
    { concurrency },
  )
  for (const [path, status] of answered) {
    const from = linkedFrom.get(path)
    if (from && status !== 200) problems.push({ brand: brandOfPath(from), page: from, rule: 'broken link', detail: `${path} answers ${status}` })
  }

  // 4. no two brands with the same figures
  for (const fact of facts) {
    const twin = facts.find((other) => other.lang === fact.lang && other.brand.id !== fact.brand.id && other.figures === fact.figures)
    if (twin)
      problems.push({
        brand: fact.brand.name,
        page: fact.page,
        rule: 'facts',
        detail: `the same figures (${fact.figures}) as ${twin.brand.name} at ${twin.page}`,
      })
  }

  // 5. events at fairs in the fair's city
  const siteBrand = new Map(brands.map((brand) => [brand.cmsSite, brand]))
  for (const lang of ['de', 'en', 'zh']) {
    const events = ((await (await get(`${backendUrl}/.rest/delivery/events/v1?lang=${lang}`)).json()) as { results: Array<Record<string, unknown>> }).results
    for (const event of events) {
      const name = String(event['title'] ?? event['name'] ?? '')
      const mismatch = fairMismatch(name, String(event['location'] ?? ''))
      const site = String(event['@path'] ?? '').split('/')[1] ?? ''
      if (mismatch)
        problems.push({
          brand: siteBrand.get(site)?.name ?? site,
          page: `event ${String(event['@path'])} (${lang})`,
          rule: 'fair',
          detail: `"${name}": ${mismatch}`,
        })
    }
  }

  // 6. the demo customers' orders: signed in as they would be, by the link in the mailbox
  const today = new Date().toISOString().slice(0, 10)
  const control = { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' }
  for (const customer of [
    { customerNo: '100200', email: 'buyer@example.com' },
    { customerNo: '100300', email: 'small@example.com' },
  ]) {
    const link = `${siteUrl}/en/orders/login/${randomBytes(6).toString('hex')}`
    await get(`${backendUrl}/.rest/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...customer, language: 'en', link }),
    })
    let code: string | null = null
    for (let tries = 0; code === null && tries < 50; tries++) {
      const { messages } = (await (await get(`${backendUrl}/__backend/mailbox`, { headers: control })).json()) as {
        messages: Array<{ body: { link?: string } }>
      }
      const mail = messages.find((message) => message.body.link?.startsWith(link))
      code = mail?.body.link ? new URL(mail.body.link).searchParams.get('code') : null
      if (code === null) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    if (code === null) throw new Error(`no sign-in mail for customer ${customer.customerNo}`)
    const session = (await (
      await get(`${backendUrl}/.rest/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) })
    ).json()) as { token: string }
    for (let offset = 0; ; offset += 100) {
      const page = (await (
        await get(`${backendUrl}/.rest/api/customer/${customer.customerNo}/order-history?limit=100&offset=${offset}`, { headers: { token: session.token } })
      ).json()) as { total: number; orders: CheckedOrder[] }
      for (const order of page.orders) {
        const mismatch = orderMismatch(order, today)
        if (mismatch)
          problems.push({ brand: 'client area', page: `order ${order.orderNumber} of customer ${customer.customerNo}`, rule: 'order', detail: mismatch })
      }
      if (offset + 100 >= page.total) break
    }
  }

  return { problems, pages: listed.length, links: checks.length, report: reportOf(problems, listed.length, checks.length) }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

/** The problems by brand and page, then a count per rule. */
export function reportOf(problems: readonly Problem[], pages: number, links: number): string {
  const lines = ['## Content check', '', `${pages} pages, ${links} further links and images.`, '']
  if (problems.length === 0) return [...lines, 'No problem found.', ''].join('\n')
  const byBrand = groupBy(problems, (problem) => problem.brand)
  for (const [brand, own] of [...byBrand].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`### ${brand} (${own.length})`, '')
    for (const [page, onPage] of [...groupBy(own, (problem) => problem.page)].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`- \`${page}\``, ...onPage.map((problem) => `  - ${problem.rule}: ${problem.detail}`))
    }
    lines.push('')
  }
  const counts = groupBy(problems, (problem) => problem.rule)
  lines.push(`${problems.length} problems: ${[...counts].map(([rule, items]) => `${rule} ${items.length}`).join(', ')}.`, '')
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const [sitePort, backendPort] = [await freePort(), await freePort()]
  const controlToken = randomBytes(24).toString('base64url')
  const site = startBuiltSite(sitePort, backendPort, { SEARCH_URL: '', EDITOR_ORIGIN: '', BACKEND_CONTROL_TOKEN: controlToken })
  const siteUrl = `http://127.0.0.1:${sitePort}`
  try {
    await waitFor(`${siteUrl}/en`)
    const { problems, report } = await contentCheck(siteUrl, `http://127.0.0.1:${backendPort}`, controlToken)
    console.log(report)
    console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`)
    process.exitCode = problems.length > 0 ? 1 : 0
  } finally {
    await stopProcess(site)
  }
}
