/**
 * Measures the site's performance budget and writes docs/performance.md:
 * - initial JavaScript (gzip bytes) of a content page, next to a bare Start route (root + index,
 *   with Query) built by the same toolchain from the same node_modules;
 * - server render latency and throughput of a brand home page next to a static file served by the
 *   same Node process in the same run;
 * - Lighthouse (mobile preset) scores of a brand home page, in Debian's Chromium;
 * - site search with the index scaled to 50,000 documents: latency of the suggestions and search
 *   server functions, called over HTTP exactly as the browser calls them;
 * - the job board with 5,000 jobs: server render of a filtered view, filter change to updated
 *   table in Chromium, and the bytes one page of results costs;
 * - each app's own section from `scripts/perf/` (HTF finder, stories), on the same site;
 * - the load cost (initial JS, long tasks, server render) of a content page, a brand home and two apps
 *   next to the bare Start route, as ratios to it (`scripts/perf/hydration.ts`, issue 37).
 * Run with `npm run perf` (builds first). Only loopback traffic.
 */
import { writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { cataloguePerformance } from './catalogue.ts'
import { htfPerformance } from './htf.ts'
import { hydrationPerformance } from './hydration.ts'
import { buildBareApp, startBareApp } from './bare-app.ts'
import { hydrated, initialCss, initialJavaScript, lighthouseScores } from './page-measures.ts'
import { storiesPerformance } from './stories.ts'
import { startBuiltSite, waitFor } from '../../server/local-server.ts'
import { requestLoad } from './request-load.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const sitePort = 3300
const barePort = 3310
const chromePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'
const loadRequests = Number(process.env['PERF_REQUESTS'] ?? 3000)
const concurrency = 8

/** `count` GET requests over `concurrency` keep-alive connections after 100 warm-up requests; latency in milliseconds. */
const load = (url: string, count: number) => requestLoad(url, { count, connections: concurrency, warmUp: 100 })

/** Server function calls as the browser makes them: captured once in Chromium, replayed with other queries. */
async function captureServerFunctionCalls(siteUrl: string): Promise<{ suggest: string; counts: string }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    const page = await browser.newPage()
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/_serverFn/')) calls.push(request.url())
    })
    page.setDefaultTimeout(30_000)
    const takesQuery = (url: string) => decodeURIComponent(url).includes('"k":["brand","lang","q"]')
    // the header's field, in the panel its search link opens once the page has hydrated (before, the link leads to the search page): suggestions only
    await page.goto(`${siteUrl}/de/about`, { waitUntil: 'networkidle' })
    await hydrated(page, '.search-toggle')
    await page.getByRole('link', { name: 'Suche', exact: true }).click()
    await page.getByRole('combobox', { name: 'Website durchsuchen' }).pressSequentially('capture', { delay: 20 })
    await page.waitForTimeout(1000)
    const suggest = calls.find(takesQuery)
    // the search page's field: a search in the browser asks for the counts (and the first page)
    await page.goto(`${siteUrl}/de/search`, { waitUntil: 'networkidle' })
    await page.getByRole('searchbox', { name: 'Suchbegriff' }).focus()
    await page.getByRole('combobox', { name: 'Suchbegriff' }).pressSequentially('capture', { delay: 20 })
    await page.keyboard.press('Enter')
    await page.waitForTimeout(1500)
    const suggestFunction = suggest ? new URL(suggest).pathname : undefined
    const counts = calls.find((url) => takesQuery(url) && new URL(url).pathname !== suggestFunction)
    if (!suggest || !counts) throw new Error(`server function calls not captured: ${calls.join(' ')}`)
    return { suggest, counts }
  } finally {
    await browser.close()
  }
}

/**
 * Sequential calls of a captured server function with each query in turn; latency in milliseconds.
 * `before` runs ahead of each call, outside its time.
 */
async function serverFunctionLatency(siteUrl: string, capturedUrl: string, queries: string[], count: number, before?: () => Promise<unknown>) {
  const template = decodeURIComponent(capturedUrl)
  const latencies: number[] = []
  for (let i = 0; i < count + 20; i++) {
    const query = queries[i % queries.length] ?? ''
    const url = template.replace('"s":"capture"', `"s":${JSON.stringify(query)}`)
    const [path, payload] = url.split('?payload=')
    await before?.()
    const started = performance.now()
    const response = await fetch(`${path}?payload=${encodeURIComponent(payload ?? '')}`, {
      headers: { 'x-tsr-serverfn': 'true', accept: 'application/x-tss-framed, application/json', origin: siteUrl, 'sec-fetch-site': 'same-origin' },
    })
    const body = await response.text()
    if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 200)}`)
    if (i >= 20) latencies.push(performance.now() - started) // the first 20 warm up
  }
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { median: at(0.5), p95: at(0.95) }
}

/** Filter changes on the job board in Chromium: time from the change to the updated table. */
async function jobBoardInteraction(siteUrl: string, changes: number) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    const page = await browser.newPage()
    const payloads: number[] = []
    page.on('response', (response) => {
      if (response.url().includes('/_serverFn/')) void response.body().then((body) => payloads.push(body.length))
    })
    await page.goto(`${siteUrl}/en/career/jobs`)
    await page.waitForSelector('.data-table tbody tr')
    // the server's table is there before the board hydrates; a change before that changes nothing
    await hydrated(page, '.filter-grid select')
    const select = page.getByRole('combobox', { name: 'Location' })
    const options = (await select.locator('option').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('value') ?? ''))).filter(Boolean)
    const timings: number[] = []
    for (let i = 0; i < changes; i++) {
      const value = options[i % options.length] ?? ''
      timings.push(
        await page.evaluate(
          (location) =>
            new Promise<number>((resolve, reject) => {
              setTimeout(() => reject(new Error(`the job board did not change for location ${location}`)), 15_000)
              const element = document.querySelector<HTMLSelectElement>('.filter-grid select')
              const status = document.querySelector('.job-count')
              const table = document.querySelector('.data-table')
              if (!element || !status || !table) throw new Error('job board not found')
              const before = `${status.textContent}|${table.textContent}`
              const started = performance.now()
              const observer = new MutationObserver(() => {
                const current = document.querySelector('.data-table')
                if (
                  current?.getAttribute('aria-busy') !== 'true' &&
                  `${document.querySelector('.job-count')?.textContent}|${current?.textContent}` !== before
                ) {
                  observer.disconnect()
                  resolve(performance.now() - started)
                }
              })
              observer.observe(document.querySelector('.job-board') ?? document.body, { subtree: true, childList: true, characterData: true, attributes: true })
              // the location select is the second select of the filter form
              const locationSelect = document.querySelectorAll<HTMLSelectElement>('.filter-grid select')[1]
              if (!locationSelect) throw new Error('no location filter')
              locationSelect.value = location
              locationSelect.dispatchEvent(new Event('change', { bubbles: true }))
            }),
          value,
        ),
      )
    }
    timings.sort((a, b) => a - b)
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0
    payloads.sort((a, b) => a - b)
    return { median: at(0.5), p95: at(0.95), payload: payloads[Math.floor(payloads.length / 2)] ?? 0 }
  } finally {
    await browser.close()
  }
}

/**
 * JavaScript a page loads in Chromium until the network is idle (lazy chunks included), gzip level 9,
 * and how many scripts that is: idle means no new script for a second after the network went quiet,
 * as a busy machine may hydrate late and fetch a page's lazy parts after the first quiet moment.
 */
async function javascriptUntilIdle(siteUrl: string, paths: string[]): Promise<Array<{ path: string; initial: number; idle: number; scripts: number }>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    const results = []
    for (const path of paths) {
      const page = await browser.newPage()
      const bodies: Array<Promise<number>> = []
      page.on('response', (response) => {
        if (response.url().endsWith('.js'))
          bodies.push(
            response
              .body()
              .then((body) => gzipSync(body, { level: 9 }).length)
              .catch(() => 0),
          )
      })
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' })
      for (let seen = -1, round = 0; seen !== bodies.length && round < 15; round++) {
        seen = bodies.length
        await page.waitForTimeout(1000)
        await page.waitForLoadState('networkidle')
      }
      const idle = (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0)
      results.push({ path, initial: (await initialJavaScript(siteUrl, path)).gzip, idle, scripts: bodies.length })
      await page.close()
    }
    return results
  } finally {
    await browser.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value.toFixed(2)} ms`

await buildBareApp()

const searchDocuments = 50_000
const site = startBuiltSite(sitePort, sitePort + 1, { SEARCH_URL: '', LOG_LEVEL: 'info' })
const jobsCount = 5000
const jobsSite = startBuiltSite(sitePort + 4, sitePort + 5, {
  SEARCH_URL: '',
  RECRUITING_API_URL: '',
  JOBS_SHEET_URL: '',
  JOBS_SCALE: String(jobsCount),
  LOG_LEVEL: 'info',
})
// its publish hook makes it forget the search answers it keeps, so a search is measured as the engine answers it
const revalidateSecret = 'performance-revalidate-secret'
const scaledSite = startBuiltSite(sitePort + 2, sitePort + 3, {
  SEARCH_URL: '',
  SEARCH_SCALE_DOCS: String(searchDocuments),
  REVALIDATE_SECRET: revalidateSecret,
  LOG_LEVEL: 'info',
})
// the render path's own speed: every request renders (issue 37's section)
const uncachedSite = startBuiltSite(sitePort + 6, sitePort + 7, { SEARCH_URL: '', RECRUITING_API_URL: '', JOBS_SHEET_URL: '', PAGE_CACHE: '0' })
const bare = startBareApp(barePort)
try {
  const siteUrl = `http://127.0.0.1:${sitePort}`
  await waitFor(`${siteUrl}/mocom/en`)
  await waitFor(`http://127.0.0.1:${barePort}/`)

  // every page loads the same entry chunk at start (vite.config.ts): a content page, a brand home and the views with file routes
  const contentPage = await initialJavaScript(siteUrl, '/en/services')
  const views: Array<[string, string]> = [
    ['Brand home `/mocom/en`', '/mocom/en'],
    ['Job board `/en/career/jobs`', '/en/career/jobs'],
    ['HTF finder `/htf/en/htf-products`', '/htf/en/htf-products'],
    ['Product search `/en/product-search`', '/en/product-search'],
    ['Site search `/en/search?q=polyamide`', '/en/search?q=polyamide'],
  ]
  const viewJs = [
    { name: 'Content page `/en/services` (basic template, every base component)', ...contentPage },
    ...(await Promise.all(views.map(async ([name, path]) => ({ name, ...(await initialJavaScript(siteUrl, path)) })))),
  ]
  const barePage = await initialJavaScript(`http://127.0.0.1:${barePort}`, '/')
  const cssPages: Array<[string, string]> = [
    ['Content page `/en/services`', '/en/services'],
    ['Brand home `/mocom/en`', '/mocom/en'],
    ['Job board `/en/career/jobs`', '/en/career/jobs'],
    ['HTF finder `/htf/en/htf-products`', '/htf/en/htf-products'],
    ['Product search `/en/product-search`', '/en/product-search'],
    ['Client area `/en/orders` (login)', '/en/orders'],
  ]
  const css = await Promise.all(cssPages.map(async ([name, path]) => ({ name, ...(await initialCss(siteUrl, path)) })))

  const render = await load(`${siteUrl}/mocom/en`, loadRequests)
  const staticFile = await load(`${siteUrl}/favicon.svg`, loadRequests)

  const scaledUrl = `http://127.0.0.1:${sitePort + 2}`
  await waitFor(`${scaledUrl}/de/search`)
  const indexed = ((await (await fetch(`http://127.0.0.1:${sitePort + 3}/`)).json()) as { searchDocuments: number }).searchDocuments
  const calls = await captureServerFunctionCalls(scaledUrl)
  const suggestionQueries = ['alc', 'alcom', 'alcom pa', 'poly', 'polyamid', 'glas', 'compound', 'ges', 'kontakt', 'zert']
  const suggest = await serverFunctionLatency(scaledUrl, calls.suggest, suggestionQueries, 500)
  const forgetSearch = () =>
    fetch(`${scaledUrl}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['/albis'] }),
    })
  const shortQueries = ['pol', 'gla', 'com', 'alc', 'wir']
  const searchShort = await serverFunctionLatency(scaledUrl, calls.counts, shortQueries, 100, forgetSearch)
  const searchWords = await serverFunctionLatency(
    scaledUrl,
    calls.counts,
    ['polyamid glasfaser verstärkt', 'alcom pa6 gf30', 'gehäuse steckverbinder automobil'],
    100,
    forgetSearch,
  )
  const searchKept = await serverFunctionLatency(scaledUrl, calls.counts, shortQueries, 100)

  const jobsUrl = `http://127.0.0.1:${sitePort + 4}`
  const boardPath = '/en/career/jobs?keyword=a&location=Hamburg&sort=startOfWork&order=desc&perPage=25'
  await waitFor(`${jobsUrl}${boardPath}`)
  const boardRender = await load(`${jobsUrl}${boardPath}`, 500)
  const boardHtml = Buffer.byteLength(await (await fetch(`${jobsUrl}${boardPath}`)).text())
  const allJobsJson =
    Buffer.byteLength(
      JSON.stringify(
        await (
          await fetch(`http://127.0.0.1:${sitePort + 5}/recruiting/v1/job?finished_at=null&page_size=100&page=1`, {
            headers: { apikey: 'embedded-recruiting-key' },
          })
        ).json(),
      ),
    ) *
    (jobsCount / 100)
  const boardChange = await jobBoardInteraction(jobsUrl, 40)

  const lh = await lighthouseScores(`${siteUrl}/mocom/en`, 3)
  const m = lh.median
  if (!m) throw new Error('no Lighthouse result')
  const brandPrefixes = ['albis-distribution', 'mocom', 'acme-ceramics', 'otto-acme-group', 'htf', 'wipag', 'plgrd', 'acme-chemie', 'otto-acme-new-business']
  const brandScores = []
  for (const prefix of brandPrefixes) {
    const result = (await lighthouseScores(`${siteUrl}/${prefix}/en`, 1)).median
    if (result) brandScores.push({ prefix, ...result })
  }
  const jobId = (
    (await (
      await fetch(`http://127.0.0.1:${sitePort + 1}/recruiting/v1/job?finished_at=null&page_size=100&page=1`, {
        headers: { apikey: 'embedded-recruiting-key' },
      })
    ).json()) as {
      data: Array<{ id: number; publish: string; publish_date: string | null; end_date: string | null }>
    }
  ).data.find((job) => job.publish === 'yes' && !job.publish_date && !job.end_date)?.id
  const templates: Array<[string, string]> = [
    ['home (albis)', '/en'],
    ['brand template (mocom)', '/mocom/en'],
    ['basic', '/en/about'],
    ['basic with slider and video', '/en/services'],
    ['basic with the job board', '/en/career/jobs'],
    ['detail (job)', `/en/career/job/${jobId}`],
    ['basic with the search app', '/en/search?q=polyamide'],
    ['basic with the HTF finder', '/htf/en/htf-products'],
    ['basic with the product search', '/en/product-search'],
    ['redirect (external)', '/en/linkedin'],
  ]
  const templateJs = await javascriptUntilIdle(
    siteUrl,
    templates.map(([, path]) => path),
  )
  // each app's own measurements (scripts/perf/), on the same site and backend
  await waitFor(`http://127.0.0.1:${sitePort + 6}/mocom/en`)
  const appSections = [
    await hydrationPerformance(`http://127.0.0.1:${sitePort + 6}`, `http://127.0.0.1:${barePort}`),
    await htfPerformance(siteUrl, `http://127.0.0.1:${sitePort + 1}`),
    await storiesPerformance(siteUrl, `http://127.0.0.1:${sitePort + 1}`),
    await cataloguePerformance(),
  ]

  const report = `# Performance

Produced by \`npm run perf\` (\`scripts/perf/performance.ts\`) on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores,
${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, production build served by \`server/serve.ts\`
on the embedded backend, loopback only. Percentiles are the nearest rank (\`scripts/perf/percentile.ts\`).

## Initial JavaScript (gzip, level 9)

Every script the page loads at start: module scripts, modulepreloads and their static imports.

| Page | Files | gzip | raw |
| --- | --- | --- | --- |
${viewJs.map((page) => `| ${page.name} | ${page.files} | ${kb(page.gzip)} | ${kb(page.raw)} |`).join('\n')}
| Bare Start route (root + index, Query SSR integration), same toolchain and node_modules | ${barePage.files} | ${kb(barePage.gzip)} | ${kb(barePage.raw)} |
| **Content page minus bare route** | | **${kb(contentPage.gzip - barePage.gzip)}** | |

## CSS in the server HTML (gzip, level 9)

The stylesheets a page's HTML links: the site's, and the own stylesheet of each app the page holds (ADR 047).

| Page | Files | gzip | raw |
| --- | --- | --- | --- |
${css.map((page) => `| ${page.name} | ${page.files} | ${kb(page.gzip)} | ${kb(page.raw)} |`).join('\n')}

## Server render of a brand home page

${loadRequests} requests after 100 warm-up requests, ${concurrency} keep-alive connections, same process and run for both.

| Request | Median | p95 | Requests/s |
| --- | --- | --- | --- |
| \`GET /mocom/en\` (server-rendered page) | ${ms(render.median)} | ${ms(render.p95)} | ${render.rps.toFixed(0)} |
| \`GET /favicon.svg\` (static file) | ${ms(staticFile.median)} | ${ms(staticFile.p95)} | ${staticFile.rps.toFixed(0)} |
| **Ratio page / static** | **${(render.median / staticFile.median).toFixed(1)}x** | **${(render.p95 / staticFile.p95).toFixed(1)}x** | **${(staticFile.rps / render.rps).toFixed(1)}x fewer** |

## Lighthouse (mobile preset, Debian Chromium, median of 3 runs by performance)

\`/mocom/en\`: performance **${m.performance}** (runs: ${lh.all.join(', ')}), accessibility ${m.accessibility},
best practices ${m.bestPractices}, SEO ${m.seo}. LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${m.tbt.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}.

## Lighthouse for each brand home (mobile preset, one run each)

| Brand home | Performance | Accessibility | Best practices | SEO | LCP | TBT |
| --- | --- | --- | --- | --- | --- | --- |
${brandScores
  .map((score) =>
    score.runtimeError
      ? `| \`/${score.prefix}/en\` | run failed: ${score.runtimeError} | | | | | |`
      : `| \`/${score.prefix}/en\` | ${score.performance} | ${score.accessibility} | ${score.bestPractices} | ${score.seo} | ${(score.lcp / 1000).toFixed(2)} s | ${score.tbt.toFixed(0)} ms |`,
  )
  .join('\n')}

## JavaScript per page template (gzip, level 9)

"At start" is what the HTML references (the number the budget above is about); "until idle" adds what
loads after hydration: the apps and components of the page (lazy chunks) and, on a page with a video, the
consent banner and the consent manager. The header's search field with its suggestions (react-aria-components,
about 59 KB) and the menu drawer load when a visitor reaches for them, so no column counts them. "Scripts"
is the number of script files until idle, the entry chunk included.

| Template | Page | At start | Until idle | Scripts |
| --- | --- | --- | --- | --- |
${templateJs.map((row, i) => `| ${templates[i]?.[0] ?? ''} | \`${row.path}\` | ${kb(row.initial)} | ${kb(row.idle)} | ${row.scripts} |`).join('\n')}

## Site search with ${indexed.toLocaleString('en')} documents in the index

The embedded search engine scaled with \`SEARCH_SCALE_DOCS=${searchDocuments}\` (one index holds the scaled documents,
albis in German, the index the queries use). Sequential calls of the site's server functions over HTTP on
loopback, as the browser makes them, after 20 warm-up calls. A new search's costliest call, the counts
(\`searchCounts\`), asks the engine for the first page of each of the seven tabs (ADR 032); it is measured
with the site's kept answers forgotten before each call (a publish of the site, outside the time), and kept.

| Server function | Queries | Calls | Median | p95 |
| --- | --- | --- | --- | --- |
| Suggestions (\`suggestSearch\`) | ${suggestionQueries.length} prefixes (\`alc\`, \`alcom pa\`, \`poly\`, ...) | 500 | ${ms(suggest.median)} | **${ms(suggest.p95)}** (target < 50 ms) |
| Search counts, 3 characters (\`searchCounts\`) | \`pol\`, \`gla\`, \`com\`, \`alc\`, \`wir\` | 100 | ${ms(searchShort.median)} | ${ms(searchShort.p95)} |
| Search counts, several words (\`searchCounts\`) | \`polyamid glasfaser verstärkt\`, ... | 100 | ${ms(searchWords.median)} | ${ms(searchWords.p95)} |
| Search counts, answers kept (\`searchCounts\`) | \`pol\`, \`gla\`, \`com\`, \`alc\`, \`wir\` | 100 | ${ms(searchKept.median)} | ${ms(searchKept.p95)} |

## Job board with ${jobsCount.toLocaleString('en')} jobs

The embedded recruiting API seeded with \`JOBS_SCALE=${jobsCount}\`; the site loads them in pages of 25 up to
\`links.last\` and keeps them in its server cache; every view is computed on the server.

| Measure | Median | p95 |
| --- | --- | --- |
| Server render of \`${boardPath}\` (500 requests, ${concurrency} connections) | ${ms(boardRender.median)} | ${ms(boardRender.p95)} |
| Filter change (location) to updated table in Chromium, 40 changes cycling through the options (the first change to an option asks the server, repeats within a minute come from the browser's query cache) | ${ms(boardChange.median)} | **${ms(boardChange.p95)}** (target < 100 ms) |

Bytes for one page of results: the server function answer for a filter change is ${kb(boardChange.payload)}
(25 rows and the facet counts); the server-rendered page is ${kb(boardHtml)} of HTML. The whole list would be about
${kb(allJobsJson)} as the recruiting API sends it; it never leaves the server.

${appSections.join('\n\n')}
`
  writeFileSync(`${root}docs/performance.md`, report)
  console.log(report)
} finally {
  site.kill('SIGTERM')
  scaledSite.kill('SIGTERM')
  jobsSite.kill('SIGTERM')
  uncachedSite.kill('SIGTERM')
  bare.kill('SIGKILL')
}
