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
import type { ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { cmsSiteLanguages } from '#config/brands.ts'
import * as constants from '#config/constants.ts'
import { languages } from '#config/languages.ts'
import { catalogueProducts, productsOfNodes } from '#app/features/catalogue/catalogue.server.ts'
import { productSearchView } from '#app/features/catalogue/catalogue-views.ts'
import { parseProductSearchParams } from '#app/features/catalogue/product-search-params.ts'
import { embeddedUpstreams, startBackend } from '../../backend/server.ts'
import { freePort, startBuiltSite, waitFor } from '../../server/local-server.ts'
import { hydrated, initialJavaScript, timeClickInPage } from './page-measures.ts'
import { percentiles } from './percentile.ts'

const scale = Number(process.env['CATALOGUE_SCALE'] ?? 20_000)
const runs = 200
const views: Record<string, Record<string, string>> = {
  'no filter': {},
  'the shared deep link (q, two industries, region, manufacturer, page 2)': {
    q: 'polyamide',
    industry: 'automotive,electronics',
    region: 'DE',
    manufacturer: 'basf',
    page: '2',
  },
  'three words of free text': { q: 'polyamide glass fibre' },
  'five filters': { industry: 'automotive', application: 'housings,connectors', solution: 'flame-retardant', region: 'CN', manufacturer: 'basf,covestro' },
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`

export async function cataloguePerformance(): Promise<string> {
  const backend = await startBackend({
    port: 0,
    contentDir: fileURLToPath(new URL('../../content', import.meta.url)),
    languages,
    languagesOf: cmsSiteLanguages,
    catalogueScale: scale,
  })
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
const cachePeriodMs = 5000

/** A running site and the times of its product-search requests from its request log. */
export interface MeasuredSite {
  url: string
  /** The site's own time for each product-search request so far (from the request to the last byte sent). */
  searchTimes: number[]
}

/** Views like the deep link, each asked for once, one after another: the site's own times and the client's. */
async function timedRenders(site: MeasuredSite): Promise<{ tookMs: number; own: number[]; client: number[]; htmlBytes: number }> {
  // every request a view not asked for before (a text, a region and an industry), so the site's page cache answers none of them
  const regions = ['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ', 'GB', 'SE', 'US', 'CN', 'JP', 'IN', 'BR', 'MX', 'TR', 'KR']
  const industries = ['automotive', 'electronics', 'medical', 'consumer-goods', 'industrial', 'construction']
  const client: number[] = []
  let htmlBytes = 0
  await fetch(`${site.url}${deepLink}`)
  // the log's lines may trail the answers by a moment: the warm-up's is in before counting starts
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200))
  await settle()
  const logged = site.searchTimes.length
  const started = performance.now()
  for (let i = 0; i < renderedViews; i++) {
    const view = `q=${texts[Math.floor(i / 120)] ?? ''}&region=${regions[i % regions.length] ?? 'DE'}&industry=${industries[Math.floor(i / regions.length) % industries.length] ?? 'automotive'}&page=2`
    const requested = performance.now()
    htmlBytes = (await (await fetch(`${site.url}/en/product-search?${view.replaceAll(' ', '+')}`)).text()).length
    client.push(performance.now() - requested)
  }
  const tookMs = performance.now() - started
  await settle()
  return { tookMs, own: site.searchTimes.slice(logged), client, htmlBytes }
}

/**
 * The product search of running sites: server time of views like the deep link on a site as
 * configured by default (`site`) and on one whose catalogue is read again every few seconds
 * (`rereading`), a checkbox to updated results in Chromium and the page's initial JavaScript.
 */
export async function productSearchPagePerformance(site: MeasuredSite, rereading: MeasuredSite): Promise<string> {
  const renderRow = async (measured: MeasuredSite, how: string) => {
    const { tookMs, own, client, htmlBytes } = await timedRenders(measured)
    const ownTimes = percentiles(own)
    const clientTimes = percentiles(client)
    return `| Server time of ${own.length} views like the shared deep link (\`q\`, a region, an industry, page 2), each asked for once, sequential, over ${(tookMs / 1000).toFixed(1)} s ${how}; from the site's request log, request to last byte sent (target p95 < 30 ms) | median ${ms(ownTimes.median)}, p95 ${ms(ownTimes.p95)}, slowest ${ms(Math.max(...own))} (${kb(htmlBytes)} HTML); the client on loopback, the page read whole: median ${ms(clientTimes.median)}, p95 ${ms(clientTimes.p95)} |`
  }
  const renderRows = [await renderRow(site, 'on a site as configured (the catalogue fresh for 60 s)')]
  const siteUrl = site.url
  await fetch(`${siteUrl}${deepLink}`)
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const changes: number[] = []
  try {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/en/product-search?q=polyamide`, { waitUntil: 'networkidle' })
    // the checkboxes work in the page once React has hydrated them
    await hydrated(page, '.catalogue-filters input[type="checkbox"]')
    // views none of which was shown before, so none comes from the browser's query cache: within each filter a sliding
    // window of its options ({a}, {a, b}, {b}, {b, c}, …), timed in the page from the click to the new count
    const options = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('.catalogue-filters input[type="checkbox"]')].map((input) => ({ name: input.name, value: input.value })),
    )
    const groups = new Map<string, Array<{ name: string; value: string }>>()
    for (const option of options) groups.set(option.name, [...(groups.get(option.name) ?? []), option])
    const toggle = (option: { name: string; value: string }) =>
      timeClickInPage(page, `.catalogue-filters input[name="${option.name}"][value="${option.value}"]`, '.catalogue-count', '.catalogue-results')
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
  // the rereading site after the clicks: after its last view it reads its catalogue again, which would take the two cores from Chromium
  renderRows.push(await renderRow(rereading, `on a site whose catalogue stays fresh ${cachePeriodMs / 1000} s, so it was read again and again meanwhile`))
  const change = percentiles(changes)
  const js = await initialJavaScript(siteUrl, deepLink)
  return [
    '| Figure | Value |',
    '| --- | --- |',
    ...renderRows,
    `| A checkbox to updated results and counts in Chromium, from the click to the new count, ${changes.length} views not shown before, on a site as configured by default (target p95 < 150 ms) | median ${ms(change.median)}, p95 ${ms(change.p95)}; the first after the page loads ${ms(changes[0] ?? 0)} |`,
    `| Initial JavaScript of the product-search page (gzip) | ${(js.gzip / 1024).toFixed(1)} KB in ${js.files} files |`,
    '',
  ].join('\n')
}

/** Starts the production build on the given upstreams with its request log read for product-search times. */
function startMeasuredSite(port: number, env: Record<string, string>): { process: ChildProcess; site: MeasuredSite } {
  const started = startBuiltSite(port, port + 1, { ...env, LOG_LEVEL: 'info' }, { stdout: 'pipe' })
  const site: MeasuredSite = { url: `http://127.0.0.1:${port}`, searchTimes: [] }
  if (started.stdout) {
    createInterface({ input: started.stdout }).on('line', (line) => {
      // the request log's JSON lines; the start script's own lines are text
      const entry = (line.startsWith('{') ? JSON.parse(line) : {}) as { msg?: string; path?: string; status?: number; ms?: number }
      if (entry.msg === 'request' && entry.path === '/en/product-search' && entry.status === 200 && entry.ms !== undefined) site.searchTimes.push(entry.ms)
    })
  }
  return { process: started, site }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await cataloguePerformance())
  const [magnoliaPort, backendPort] = [await freePort(), await freePort()]
  // the scaled embedded backend in a process of its own, as Magnolia is
  const magnolia = startBuiltSite(magnoliaPort, backendPort, { CATALOGUE_SCALE: String(scale) })
  const upstreams = embeddedUpstreams(`http://127.0.0.1:${backendPort}`)
  const configured = startMeasuredSite(await freePort(), upstreams)
  const rereading = startMeasuredSite(await freePort(), { ...upstreams, CMS_CACHE_TTL_MS: String(cachePeriodMs) })
  try {
    await Promise.all([`http://127.0.0.1:${magnoliaPort}`, configured.site.url, rereading.site.url].map((url) => waitFor(`${url}/en`)))
    console.log(await productSearchPagePerformance(configured.site, rereading.site))
  } finally {
    for (const child of [configured.process, rereading.process, magnolia]) child.kill()
  }
}
