/**
 * Performance of the product search's server side (docs/decisions/017-product-catalogue.md), as a
 * markdown section: with the albis catalogue grown to 20,000 products (`catalogueScale`), what reading
 * the catalogue costs the site (its pages of `constants.catalogue.pageSize` products, each parsed in
 * one go), the time to search and count one page (median, p95) for typical views, and the bytes a
 * view sends (one page of summaries and the options' counts). Run alone
 * (`node scripts/perf/catalogue.ts`, after `npm run build`), it also starts the production build
 * twice: one on the scaled embedded backend, standing in for Magnolia in a process of its own as in
 * production, and the measured site with that backend as its upstreams and a short cache period, so
 * the catalogue is read again several times while it measures the server render of views like the
 * shared deep link, a filter change to updated results in Chromium and the page's initial
 * JavaScript. Loopback only.
 */
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { cmsSiteLanguages, constants, languages } from '#app.config.ts'
import { catalogueProducts, productsOfNodes } from '#app/features/catalogue/catalogue.server.ts'
import { productSearchView } from '#app/features/catalogue/catalogue-views.ts'
import { parseProductSearchParams } from '#app/features/catalogue/product-search-params.ts'
import { embeddedUpstreams, startBackend } from '../../backend/server.ts'
import { freePort, startBuiltSite, waitFor } from '../local-server.ts'
import { initialJavaScript, percentiles, timeClickInPage } from './page-measures.ts'

const scale = Number(process.env['CATALOGUE_SCALE'] ?? 20_000)
const runs = 200
const views: Record<string, Record<string, string>> = {
  'no filter': {},
  'the shared deep link (q, two industries, region, manufacturer, page 2)': { q: 'polyamide', industry: 'automotive,electronics', region: 'DE', manufacturer: 'basf', page: '2' },
  'three words of free text': { q: 'polyamide glass fibre' },
  'five filters': { industry: 'automotive', application: 'housings,connectors', solution: 'flame-retardant', region: 'CN', manufacturer: 'basf,covestro' },
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`

export async function cataloguePerformance(): Promise<string> {
  const backend = await startBackend({ port: 0, contentDir: fileURLToPath(new URL('../../content', import.meta.url)), languages, languagesOf: cmsSiteLanguages, catalogueScale: scale })
  try {
    // the pages the site reads, then the site's own work on each: one parse, the main thread held meanwhile
    const { pageSize } = constants.catalogue
    const pages: string[] = []
    for (let offset = 0; pages.length === 0 || pages.at(-1) !== '{"results":[]}'; offset += pageSize) {
      pages.push(await (await fetch(`${backend.url}/.rest/delivery/products/products/v1?@ancestor=/albis&limit=${pageSize}&offset=${offset}&lang=en`)).text())
    }
    const seen = new Set<string>()
    const parses = pages.map((text) => {
      const started = performance.now()
      productsOfNodes((JSON.parse(text) as { results: unknown[] }).results, seen)
      return performance.now() - started
    })
    // the catalogue as the site reads and keeps it
    process.env['CMS_URL'] = backend.url
    const products = await catalogueProducts('albis', 'en')
    const rows = Object.entries(views).map(([name, search]) => {
      const params = parseProductSearchParams(search)
      const times: number[] = []
      let bytes = 0
      for (let i = 0; i < runs; i++) {
        const started = performance.now()
        const view = productSearchView(products, params, 'en')
        times.push(performance.now() - started)
        bytes = JSON.stringify(view).length
      }
      const { median, p95 } = percentiles(times)
      const total = productSearchView(products, params, 'en').total
      return `| ${name} | ${total.toLocaleString('en')} | ${ms(times[0] ?? 0)} | ${ms(median)} | ${ms(p95)} | ${kb(bytes)} |`
    })
    return [
      `## Product search (catalogue of ${products.length.toLocaleString('en')} products)`,
      '',
      `The embedded backend seeded with \`CATALOGUE_SCALE=${scale}\` (albis). The site reads the catalogue in ${pages.length} calls of ${pageSize} products (${kb(pages.reduce((sum, text) => sum + text.length, 0))} of JSON in all) and parses each answer in one go: ${ms(parses.reduce((sum, time) => sum + time, 0))} in all, ${ms(Math.max(...parses))} for the longest, the most the main thread is held at a time. The server keeps the parsed copy (stale-while-revalidate), so a search reads memory only. Searching and counting one page, ${runs} runs each (the first run looks the words of free text up; the next ones find them kept):`,
      '',
      '| View | Matches | First run | Median | p95 | Sent (one page and the counts) |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n')
  } finally {
    await backend.close()
  }
}

const deepLink = '/en/product-search?q=polyamide&industry=automotive,electronics&region=DE&manufacturer=basf&page=2'
const texts = ['polyamide', 'polyamide glass', 'flame retardant', 'glass fibre', 'basf', 'high heat']
const renderedViews = 120 * texts.length
/** The cache period of the site whose renders are timed: its catalogue is read again and again meanwhile. */
const cachePeriodMs = 15_000

/**
 * The product search of running sites: server renders of views like the deep link at `renderSiteUrl`
 * (a site with a short cache period), a checkbox to updated results in Chromium and the page's
 * initial JavaScript at `siteUrl` (a site as configured by default).
 */
export async function productSearchPagePerformance(renderSiteUrl: string, siteUrl: string, serverTimes?: () => number[]): Promise<string> {
  // every request a view not asked for before (a text, a region and an industry), so the site's page cache answers none of them
  const regions = ['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ', 'GB', 'SE', 'US', 'CN', 'JP', 'IN', 'BR', 'MX', 'TR', 'KR']
  const industries = ['automotive', 'electronics', 'medical', 'consumer-goods', 'industrial', 'construction']
  const renders: number[] = []
  let html = ''
  await fetch(`${renderSiteUrl}${deepLink}`)
  const started = performance.now()
  for (let i = 0; i < renderedViews; i++) {
    const view = `q=${texts[Math.floor(i / 120)] ?? ''}&region=${regions[i % regions.length] ?? 'DE'}&industry=${industries[Math.floor(i / regions.length) % industries.length] ?? 'automotive'}&page=2`
    const requested = performance.now()
    html = await (await fetch(`${renderSiteUrl}/en/product-search?${view.replaceAll(' ', '+')}`)).text()
    renders.push(performance.now() - requested)
  }
  const rendersTook = performance.now() - started
  const render = percentiles(renders)
  // the site's own time for each (its request log: from the request to the last byte sent), when it is at hand
  const ownTimes = serverTimes?.().slice(-renderedViews) ?? []
  const own = ownTimes.length === renderedViews ? percentiles(ownTimes) : undefined
  await fetch(`${siteUrl}${deepLink}`)
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  const changes: number[] = []
  try {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/en/product-search?q=polyamide`, { waitUntil: 'networkidle' })
    // the checkboxes work in the page once React has hydrated them
    await page.waitForFunction(() => Object.keys(document.querySelector('.catalogue-filters input[type="checkbox"]') ?? {}).some((key) => key.startsWith('__reactProps$')))
    // views none of which was shown before, so none comes from the browser's query cache: within each filter a sliding
    // window of its options ({a}, {a, b}, {b}, {b, c}, …), timed in the page from the click to the new count
    const options = await page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('.catalogue-filters input[type="checkbox"]')].map((input) => ({ name: input.name, value: input.value })))
    const groups = new Map<string, Array<{ name: string; value: string }>>()
    for (const option of options) groups.set(option.name, [...(groups.get(option.name) ?? []), option])
    const toggle = (option: { name: string; value: string }) => timeClickInPage(page, `.catalogue-filters input[name="${option.name}"][value="${option.value}"]`, '.catalogue-count', '.catalogue-results')
    for (const group of groups.values()) {
      if (changes.length >= 40) break
      let previous: { name: string; value: string } | undefined
      for (const option of group) {
        if (changes.length >= 40) break
        const checked = await toggle(option)
        if (checked === null) continue
        changes.push(checked)
        if (previous && changes.length < 40) {
          const unchecked = await toggle(previous)
          if (unchecked !== null) changes.push(unchecked)
        }
        previous = option
      }
      // back to the view without this filter (shown before: not timed)
      if (previous) await page.locator(`.catalogue-filters input[name="${previous.name}"][value="${previous.value}"]`).uncheck()
      await page.waitForFunction(() => document.querySelector('.catalogue-results')?.getAttribute('aria-busy') !== 'true')
    }
  } finally {
    await browser.close()
  }
  const change = percentiles(changes)
  const js = await initialJavaScript(siteUrl, deepLink)
  return [
    '| Figure | Value |',
    '| --- | --- |',
    ...(own ? [`| Server time of ${renderedViews} views like the shared deep link (\`q\`, a region, an industry, page 2), each asked for once, sequential, over ${(rendersTook / 1000).toFixed(1)} s on a site whose catalogue stays fresh ${cachePeriodMs / 1000} s, a quarter of the default, so it was read again meanwhile; from the site's request log (request to last byte sent; target p95 < 30 ms) | median ${ms(own.median)}, p95 ${ms(own.p95)}, slowest ${ms(Math.max(...ownTimes))} (${kb(html.length)} HTML) |`] : []),
    `| The same views as the client on loopback saw them (request to the whole page read, decompressed) | median ${ms(render.median)}, p95 ${ms(render.p95)}, slowest ${ms(Math.max(...renders))} |`,
    `| A checkbox to updated results and counts in Chromium, from the click to the new count, ${changes.length} views not shown before, on a site as configured by default (target p95 < 150 ms) | median ${ms(change.median)}, p95 ${ms(change.p95)}; the first after the page loads ${ms(changes[0] ?? 0)} |`,
    `| Initial JavaScript of the product-search page (gzip) | ${(js.gzip / 1024).toFixed(1)} KB in ${js.files} files |`,
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await cataloguePerformance())
  const [magnoliaPort, backendPort, renderPort, port] = [await freePort(), await freePort(), await freePort(), await freePort()]
  // the scaled embedded backend in a process of its own, as Magnolia is
  const magnolia = startBuiltSite(magnoliaPort, backendPort, { CATALOGUE_SCALE: String(scale) })
  const upstreams = embeddedUpstreams(`http://127.0.0.1:${backendPort}`)
  const renderSite = startBuiltSite(renderPort, await freePort(), { ...upstreams, CMS_CACHE_TTL_MS: String(cachePeriodMs), LOG_LEVEL: 'info' }, { stdout: 'pipe' })
  const searchTimes: number[] = []
  if (renderSite.stdout) {
    createInterface({ input: renderSite.stdout }).on('line', (line) => {
      // the request log's JSON lines; the start script's own lines are text
      const entry = (line.startsWith('{') ? JSON.parse(line) : {}) as { msg?: string; path?: string; status?: number; ms?: number }
      if (entry.msg === 'request' && entry.path === '/en/product-search' && entry.status === 200 && entry.ms !== undefined) searchTimes.push(entry.ms)
    })
  }
  const sites = [renderSite, startBuiltSite(port, await freePort(), upstreams)]
  try {
    await Promise.all([magnoliaPort, renderPort, port].map((at) => waitFor(`http://127.0.0.1:${at}/en`)))
    console.log(await productSearchPagePerformance(`http://127.0.0.1:${renderPort}`, `http://127.0.0.1:${port}`, () => searchTimes))
  } finally {
    for (const site of [...sites, magnolia]) site.kill()
  }
}
