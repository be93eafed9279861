/**
 * Performance of the product search's server side (docs/decisions/017-product-catalogue.md), as a
 * markdown section: with the albis catalogue grown to 20,000 products (`catalogueScale`), the time to
 * parse the catalogue once (the cached copy every search reads), the time to search and count one
 * page (median, p95) for typical views, and the bytes a view sends (one page of summaries and the
 * options' counts) next to the catalogue's. Run alone (`node scripts/perf/catalogue.ts`, after
 * `npm run build`), it also starts `scripts/serve.ts` on the scaled catalogue and measures the server
 * render of the shared deep link, a filter change to updated results in Chromium and the page's
 * initial JavaScript. Loopback only.
 */
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { cmsSiteLanguages, languages } from '#app.config.ts'
import { productsOfFolder } from '#app/features/catalogue/catalogue.server.ts'
import { productSearchView } from '#app/features/catalogue/catalogue-views.ts'
import { parseProductSearchParams } from '#app/features/catalogue/product-search-params.ts'
import { startBackend } from '../../backend/server.ts'
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
    const fetched = performance.now()
    const text = await (await fetch(`${backend.url}/.rest/delivery/products/products/v1/albis?lang=en`)).text()
    const fetchMs = performance.now() - fetched
    const parsed = performance.now()
    const products = await productsOfFolder(JSON.parse(text) as { '@nodes': string[] }, 'en')
    const parseMs = performance.now() - parsed
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
      return `| ${name} | ${total.toLocaleString('en')} | ${ms(median)} | ${ms(p95)} | ${kb(bytes)} |`
    })
    return [
      `## Product search (catalogue of ${products.length.toLocaleString('en')} products)`,
      '',
      `The embedded backend seeded with \`CATALOGUE_SCALE=${scale}\` (albis). Loading the catalogue (one call, ${kb(text.length)} of JSON) took ${ms(fetchMs)}, parsing it ${ms(parseMs)}; the server keeps the parsed copy (stale-while-revalidate), so a search reads memory only. Searching and counting one page, ${runs} runs each, on this machine:`,
      '',
      '| View | Matches | Median | p95 | Sent (one page and the counts) |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n')
  } finally {
    await backend.close()
  }
}

const deepLink = '/en/product-search?q=polyamide&industry=automotive,electronics&region=DE&manufacturer=basf&page=2'

/** The product search of a running site: server render of the deep link, a checkbox to updated results in Chromium, initial JavaScript. */
export async function productSearchPagePerformance(siteUrl: string): Promise<string> {
  // every request a view not asked for before (a region and an industry), so the site's page cache answers none of them
  const regions = ['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ', 'GB', 'SE', 'US', 'CN', 'JP', 'IN', 'BR', 'MX', 'TR', 'KR']
  const industries = ['automotive', 'electronics', 'medical', 'consumer-goods', 'industrial', 'construction']
  const renders: number[] = []
  let html = ''
  await fetch(`${siteUrl}${deepLink}`)
  for (let i = 0; i < 100; i++) {
    const started = performance.now()
    html = await (await fetch(`${siteUrl}/en/product-search?q=polyamide&region=${regions[i % regions.length] ?? 'DE'}&industry=${industries[Math.floor(i / regions.length)] ?? 'automotive'}&page=2`)).text()
    renders.push(performance.now() - started)
  }
  const render = percentiles(renders)
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
    `| Server render of 100 views like the shared deep link (\`q\`, a region, an industry, page 2), each asked for once, sequential, catalogue cached | median ${ms(render.median)}, p95 ${ms(render.p95)} (${kb(html.length)} HTML) |`,
    `| A checkbox to updated results and counts in Chromium, from the click to the new count, ${changes.length} views not shown before (target p95 < 150 ms) | median ${ms(change.median)}, p95 ${ms(change.p95)}; the first after the page loads ${ms(changes[0] ?? 0)} |`,
    `| Initial JavaScript of the product-search page (gzip) | ${(js.gzip / 1024).toFixed(1)} KB in ${js.files} files |`,
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await cataloguePerformance())
  const [port, backendPort] = [await freePort(), await freePort()]
  const site = startBuiltSite(port, backendPort, { CATALOGUE_SCALE: String(scale) })
  try {
    const siteUrl = `http://127.0.0.1:${port}`
    await waitFor(`${siteUrl}/en`)
    console.log(await productSearchPagePerformance(siteUrl))
  } finally {
    site.kill()
  }
}
