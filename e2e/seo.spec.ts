import type { APIRequestContext, Page } from '@playwright/test'
import { type JsonLdNode, graphNodes, missingProperties } from '../app/site/structured-data.ts'
import { backendUrl } from '../playwright.config.ts'
import { brands, expect, fewAtATime, test } from './support.ts'

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9'

interface ParsedUrl {
  loc: string
  lastmod: string | null
  alternates: Array<{ hreflang: string; href: string }>
}

/** Parses sitemap XML with the browser's strict XML parser: a well-formedness error fails the test. */
async function parseSitemap(page: Page, xml: string): Promise<{ root: string; sitemaps: string[]; urls: ParsedUrl[] }> {
  return page.evaluate(
    ({ text, ns }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const error = doc.getElementsByTagName('parsererror')[0]
      if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`)
      const root = doc.documentElement
      const child = (element: Element, name: string) => element.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null
      return {
        root: `${root.namespaceURI ?? ''} ${root.localName}`,
        sitemaps: [...root.getElementsByTagNameNS(ns, 'sitemap')].map((element) => child(element, 'loc') ?? ''),
        urls: [...root.getElementsByTagNameNS(ns, 'url')].map((element) => ({
          loc: child(element, 'loc') ?? '',
          lastmod: child(element, 'lastmod'),
          alternates: [...element.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => ({
            hreflang: link.getAttribute('hreflang') ?? '',
            href: link.getAttribute('href') ?? '',
          })),
        })),
      }
    },
    { text: xml, ns: sitemapNs },
  )
}

/** The canonical URL and language alternates a page's HTML names. */
async function headOf(request: APIRequestContext, url: string): Promise<{ status: number; canonical: string | undefined; alternates: Map<string, string> }> {
  const response = await request.get(url)
  const html = await response.text()
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  const alternates = new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']))
  return { status: response.status(), canonical, alternates }
}

test('robots.txt names the origin sitemap with an absolute URL and keeps crawlers out of the client area, previews and search results', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  for (const rule of ['Disallow: /*/orders', 'Disallow: /*?mgnl', 'Disallow: /*/search?']) expect(robots).toContain(rule)
})

test.describe('sitemaps', () => {
  // some 260 page requests: generous on a busy machine
  test.describe.configure({ timeout: 300_000 })

  test('the index and every sitemap parse; a sample of their URLs answers 200 and is its own canonical, with reciprocal alternates', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('about:blank')
    const index = await request.get('/sitemap.xml')
    expect(index.headers()['content-type']).toContain('application/xml')
    const parsedIndex = await parseSitemap(page, await index.text())
    expect(parsedIndex.root).toBe(`${sitemapNs} sitemapindex`)
    // one sitemap per brand and language on the shared origin
    expect(parsedIndex.sitemaps).toHaveLength(brands.reduce((sum, brand) => sum + brand.languages.length, 0))
    for (const brand of brands) for (const lang of brand.languages) expect(parsedIndex.sitemaps).toContain(`${baseURL}/sitemaps/${brand.prefix}/${lang}.xml`)

    const urls: ParsedUrl[] = []
    for (const sitemap of parsedIndex.sitemaps) {
      const parsed = await parseSitemap(page, await (await request.get(sitemap)).text())
      expect(parsed.root).toBe(`${sitemapNs} urlset`)
      expect(parsed.urls.length).toBeGreaterThan(3)
      urls.push(...parsed.urls)
    }
    const locs = urls.map((url) => url.loc)
    expect(new Set(locs).size).toBe(locs.length) // no URL twice
    for (const url of urls) {
      expect(url.loc.startsWith(`${baseURL}/`)).toBe(true)
      if (url.lastmod !== null) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false)
      expect(url.alternates.map((alternate) => alternate.href)).toContain(url.loc)
      expect(url.alternates.some((alternate) => alternate.hreflang === 'x-default')).toBe(true)
    }
    // every app's details are listed
    expect(locs).toContainEqual(expect.stringMatching(/\/mocom\/en\/career\/job\/[\w-]+$/))
    expect(locs).toContainEqual(expect.stringMatching(/\/otto-acme-group\/en\/info-center\/press~[\w-]+~s(=|%3D)[\w-]+~$/))
    expect(locs).toContainEqual(expect.stringMatching(/\/htf\/en\/htf-products\/[\w-]+$/))
    // a sample of 200 spread over all sitemaps: 200, self-canonical, the same alternates as the sitemap, reciprocal
    const step = Math.max(1, Math.floor(urls.length / 200))
    const sample = urls.filter((_, i) => i % step === 0).slice(0, 200)
    const heads = await fewAtATime(sample, (url) => headOf(request, url.loc))
    sample.forEach((url, i) => {
      const head = heads[i]
      expect(head?.status, url.loc).toBe(200)
      expect(head?.canonical, url.loc).toBe(url.loc)
      expect(Object.fromEntries(head?.alternates ?? []), url.loc).toEqual(
        Object.fromEntries(url.alternates.map((alternate) => [alternate.hreflang, alternate.href])),
      )
    })
    const reciprocal = sample.slice(0, 20).flatMap((url) => url.alternates.map((alternate) => ({ url, alternate })))
    const others = await fewAtATime(reciprocal, ({ alternate }) => headOf(request, alternate.href))
    reciprocal.forEach(({ url, alternate }, i) => {
      expect([...(others[i]?.alternates.values() ?? [])], `${alternate.href} names ${url.loc}`).toContain(url.loc)
    })
  })

  test('an unknown brand or language is a 404', async ({ request }) => {
    expect((await request.get('/sitemaps/nobody/en.xml')).status()).toBe(404)
    expect((await request.get('/sitemaps/mocom/zh.xml')).status()).toBe(404) // mocom has no Chinese site
    expect((await request.get('/sitemaps/mocom/en.json')).status()).toBe(404)
  })
})

test('a page names its language versions and its Open Graph locale', async ({ request, baseURL }) => {
  const html = await (await request.get('/albis-distribution/zh/about')).text()
  for (const [hreflang, path] of [
    ['de', '/albis-distribution/de/about'],
    ['en', '/albis-distribution/en/about'],
    ['zh', '/albis-distribution/zh/about'],
    ['x-default', '/albis-distribution/de/about'],
  ]) {
    expect(html).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${baseURL}${path}"`)
  }
  expect(html).toContain('<html lang="zh"')
  expect(html).toContain('<meta property="og:locale" content="zh_CN"')
})

test('every page template has a meta description of 50 to 160 characters and a card with an image', async ({ request }) => {
  for (const path of [
    '/mocom/de',
    '/en/about',
    '/en/services',
    '/de/contact',
    '/en/career/jobs',
    '/en/search?q=polyamide',
    '/otto-acme-group/en/info-center/press',
    '/htf/en/htf-products',
    '/wipag/de/about',
  ]) {
    const html = await (await request.get(path)).text()
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? ''
    expect(description.length, `${path}: ${description}`).toBeGreaterThanOrEqual(50)
    expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(160)
    // the page's stage image, else the brand's
    expect(html, path).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/dam\//)
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"')
  }
})

test("a page without an image of its own shows its brand's, without sending the brand's home page along", async ({ request }) => {
  // /en/about has no stage: its card shows the albis home's stage image, which the server reads apart from the page's data
  const html = await (await request.get('/en/about')).text()
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/dam\//)
  expect(html).toMatch(/\["cms","page","albis","en","\/about",/)
  expect(html).not.toMatch(/\["cms","page","albis","en","\/",/)
})

/** A page's `<title>` and `og:title`, entities decoded. */
function titlesOf(html: string): { title: string; ogTitle: string } {
  const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'")
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    ogTitle: decode(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? ''),
  }
}

/** The claim of a brand's home: the subtitle of its first stage, as Magnolia delivers the page. */
async function homeClaim(cmsSite: string, lang: string): Promise<string> {
  const page = (await (await fetch(`${backendUrl}/.rest/delivery/pages/v1/${lang}/${cmsSite}/`)).json()) as {
    main: Record<string, unknown> & { '@nodes': string[] }
  }
  const stage = page.main['@nodes'].map((name) => page.main[name] as Record<string, string>).find((node) => node['mgnl:template'] === 'okg-lm:components/stage')
  return stage?.['subtitle'] ?? ''
}

test('every page title names the brand: "Page | Brand" on every template, brand and language, the home "Brand – claim"', async ({ request }) => {
  test.slow() // some 230 pages
  // the templates every brand has, an app's details, the client area's page, the not-found page
  const pagePaths = [
    '/about',
    '/contact',
    '/search',
    '/career/jobs',
    '/info-center/press',
    '/downloads',
    '/products/brochures',
    '/services/quality-management',
    '/nowhere',
  ]
  const sites = brands.flatMap((brand) => brand.languages.map((lang) => ({ brand, lang })))
  await fewAtATime(sites, async ({ brand, lang }) => {
    const home = await (await request.get(`/${brand.prefix}/${lang}`)).text()
    const claim = await homeClaim(brand.id === 'newBusiness' ? 'new-business' : brand.id, lang)
    expect(claim, `${brand.id} ${lang}: a claim on the home stage`).not.toBe('')
    expect(titlesOf(home), `${brand.id} ${lang} home`).toEqual({ title: `${brand.name} – ${claim}`, ogTitle: `${brand.name} – ${claim}` })
    const details = [
      await firstDetail(request, `/${brand.prefix}/${lang}/career/jobs`, new RegExp(`/${brand.prefix}/${lang}/career/job/[\\w-]+`)),
      await firstDetail(request, `/${brand.prefix}/${lang}/info-center/press`, new RegExp(`/${brand.prefix}/${lang}/info-center/press~[^"?]+`)),
    ]
    for (const path of [...pagePaths.map((pagePath) => `/${brand.prefix}/${lang}${pagePath}`), ...details]) {
      const { title, ogTitle } = titlesOf(await (await request.get(path)).text())
      expect(title, path).toMatch(new RegExp(`^\\S.* \\| ${brand.name}$`))
      expect(ogTitle, path).toBe(title)
    }
  })
  // the client area's pages and a catalogue product, an HTF fluid, a chemicals industry
  for (const [path, title] of [
    ['/albis-distribution/en/orders', 'My orders | ALBIS Distribution'],
    ['/albis-distribution/de/orders', 'Meine Bestellungen | ALBIS Distribution'],
    ['/mocom/en/orders/sign-in', 'My orders | MOCOM'],
    ['/htf/en/htf-products/thermofluid-fg-250', 'Thermofluid FG 250 | Acme Heat Transfer Fluids'],
    ['/acme-chemie/en/industries/automotive', 'Automotive | Acme Chemie'],
  ] as const) {
    expect(titlesOf(await (await request.get(path)).text()).title, path).toBe(title)
  }
})

/** The JSON-LD blocks of a page's HTML, parsed. */
function jsonLdBlocks(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? ''))
}

/** A detail path of a list page: the first link below it. */
async function firstDetail(request: APIRequestContext, listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(listPath)).text()
  const href = pattern.exec(html)?.[0]
  expect(href, `a detail link on ${listPath}`).toBeTruthy()
  return (href ?? '').replaceAll('&amp;', '&')
}

test("every template's structured data parses and carries what search engines need; a brand's home names the brand and its site search", async ({
  request,
  baseURL,
}) => {
  const jobDetail = await firstDetail(request, '/en/career/jobs', /\/en\/career\/job\/[\w-]+/)
  const story = await firstDetail(request, '/otto-acme-group/en/info-center/press', /\/otto-acme-group\/en\/info-center\/press~[^"?]+/)
  const expectedTypes: Array<[string, string[]]> = [
    ['/albis-distribution/en', ['Organization', 'WebSite']],
    ['/mocom/de', ['Organization', 'WebSite']],
    ['/htf/en', ['Organization', 'WebSite']],
    ['/en/about', ['BreadcrumbList']],
    ['/en/career/jobs', ['BreadcrumbList']],
    [jobDetail, ['JobPosting', 'BreadcrumbList']],
    ['/en/search?q=polyamide', ['BreadcrumbList']],
    [story, ['NewsArticle', 'BreadcrumbList']],
    ['/otto-acme-group/en/info-center/events', ['Event', 'BreadcrumbList']],
    ['/htf/en/htf-products/thermofluid-fg-250', ['Product', 'BreadcrumbList']],
  ]
  for (const [path, types] of expectedTypes) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const blocks = jsonLdBlocks(await response.text())
    expect(blocks, path).toHaveLength(1)
    const block = blocks[0] ?? {}
    expect(block['@context'], path).toBe('https://schema.org')
    expect(missingProperties(block), path).toEqual([])
    expect(new Set(graphNodes(block).map((node) => node['@type'])), path).toEqual(new Set(types))
  }
  const home = jsonLdBlocks(await (await request.get('/albis-distribution/en')).text())[0] ?? {}
  const node = (type: string) => graphNodes(home).find((candidate) => candidate['@type'] === type) ?? {}
  const [organization, website] = [node('Organization'), node('WebSite')]
  expect(organization).toMatchObject({
    name: 'ALBIS Distribution',
    url: `${baseURL}/albis-distribution/en`,
    sameAs: [expect.stringMatching(/^https:\/\/www\.linkedin\.com\//), expect.stringMatching(/^https:\/\/www\.youtube\.com\//)],
  })
  expect((await request.get(String(organization['logo']))).headers()['content-type']).toContain('image/svg+xml')
  expect(website).toMatchObject({ potentialAction: { target: { urlTemplate: `${baseURL}/albis-distribution/en/search?q={search_term_string}` } } })
  const search = await (await request.get('/albis-distribution/en/search?q=polyamide')).text()
  expect(search).toContain('class="search-result"')
})

test('without JavaScript every part of a page is in the HTML and visible: nothing waits for a script to reveal it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const parts: Array<[string, string]> = [
    ['/en/career/jobs', '.job-board'],
    ['/en/search?q=polyamide', '.search-result'],
    ['/mocom/en', '.site-footer'],
    ['/en/services', '.slider'],
    ['/en/contact', '.contact-section'],
    ['/htf/en/htf-products', '.htf-finder'],
    ['/htf/en/htf-products/thermofluid-fg-250', '.htf-product'],
    ['/otto-acme-group/en/info-center/press', '.story-card'],
    ['/otto-acme-group/en', '.group-companies'],
    ['/en/nowhere', '.not-found-help'],
  ]
  for (const [path, selector] of parts) {
    await page.goto(path)
    const html = await page.content()
    expect(html, `${path}: a part streamed behind a script`).not.toMatch(/<template id="B:|<div hidden="" id="S:/)
    await expect(page.locator(selector).first(), `${path} ${selector}`).toBeVisible()
  }
  await context.close()
})

test('no template skips a heading level (what Lighthouse counts as heading order)', async ({ page }) => {
  const templates = [
    '/en',
    '/en/about',
    '/en/contact?country=DE&zip=10115',
    '/en/contact/message',
    '/en/career/jobs',
    '/en/search?q=polyamide',
    '/en/product-search?industry=automotive',
    '/htf/en/htf-products/thermofluid-fg-300',
    '/otto-acme-group/en/info-center/press',
  ]
  for (const path of templates) {
    await page.goto(path)
    const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
    const skips = levels.flatMap((level, index) => (index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [`h${levels[index - 1]} → h${level}`] : []))
    expect(levels[0], path).toBe(1)
    expect(skips, path).toEqual([])
  }
})
