/**
 * What loading a page costs the browser and the server, next to the framework's floor (issue 37):
 * a bare Start page (`bare-app.ts`) beside a content page, a brand home and two apps, in one run:
 * - initial JavaScript (gzip, what the server HTML references and its static imports);
 * - main-thread long tasks (over 50 ms) from navigation until the network is idle and the main thread
 *   has had none for a second, summed and the longest, unthrottled and with the CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`), the
 *   median of `PERF_RUNS` loads (5) in a fresh page each;
 * - the server render: sequential requests with the rendered-page cache off (`PAGE_CACHE=0`).
 * `hydrationPerformance(siteUrl, floorUrl)` measures running sites (the site with `PAGE_CACHE=0`);
 * run this file alone (`node scripts/perf/hydration.ts`, after `npm run build`) to build the floor,
 * start both on free ports and print the section. Only loopback traffic.
 */
import { fileURLToPath } from 'node:url'
import { type Browser, chromium } from '@playwright/test'
import { freePort, startBuiltSite, stopProcess, waitFor } from '../../server/local-server.ts'
import { buildBareApp, startBareApp } from './bare-app.ts'
import { initialJavaScript } from './page-measures.ts'
import { percentiles } from './percentile.ts'

const chromePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'
const runs = Number(process.env['PERF_RUNS'] ?? 5)
const renderRequests = 200

/** The pages measured beside the floor: name and path. */
const hydrationPages: ReadonlyArray<readonly [string, string]> = [
  ['Content page, text only ("About us")', '/en/about'],
  ['Content page, every base component', '/en/services'],
  ['Brand home', '/mocom/en'],
  ['Job board', '/en/career/jobs'],
  ['HTF finder', '/htf/en/htf-products'],
]

interface LongTasks {
  sum: number
  longest: number
}

/** Long tasks of one load of `url` in a fresh page, the CPU slowed `rate` times, until the network is idle. */
async function longTasksOfLoad(browser: Browser, url: string, rate: number): Promise<LongTasks> {
  const page = await browser.newPage()
  try {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await page.addInitScript(() => {
      const load = { tasks: [] as number[], lastEnd: 0 }
      Object.assign(window, { __load: load })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          load.tasks.push(entry.duration)
          load.lastEnd = entry.startTime + entry.duration
        }
      }).observe({ type: 'longtask', buffered: true })
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // the load is over once the network is idle and the main thread has had no long task for a second
    await page.waitForFunction(() => performance.now() - (window as unknown as { __load: { lastEnd: number } }).__load.lastEnd > 1000, undefined, {
      timeout: 30_000,
    })
    const tasks = await page.evaluate(() => (window as unknown as { __load: { tasks: number[] } }).__load.tasks)
    return { sum: tasks.reduce((total, duration) => total + duration, 0), longest: Math.max(0, ...tasks) }
  } finally {
    await page.close()
  }
}

/** The median sum and the median longest task of `runs` loads. */
async function longTasks(browser: Browser, url: string, rate: number): Promise<LongTasks> {
  const loads: LongTasks[] = []
  await longTasksOfLoad(browser, url, 1) // warm-up: the server's data caches and the browser's code cache
  for (let i = 0; i < runs; i++) loads.push(await longTasksOfLoad(browser, url, rate))
  return { sum: percentiles(loads.map((load) => load.sum)).median, longest: percentiles(loads.map((load) => load.longest)).median }
}

/** Median and p95 of `renderRequests` sequential GETs after 20 warm-up requests, in milliseconds. */
async function renderTime(url: string): Promise<{ median: number; p95: number }> {
  const once = async () => {
    const started = performance.now()
    const response = await fetch(url, { headers: { accept: 'text/html' } })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return performance.now() - started
  }
  for (let i = 0; i < 20; i++) await once()
  const times: number[] = []
  for (let i = 0; i < renderRequests; i++) times.push(await once())
  return percentiles(times)
}

interface PageFigures {
  name: string
  path: string
  js: number
  fast: LongTasks
  slow: LongTasks
  render: { median: number; p95: number }
}

async function measure(baseUrl: string, name: string, path: string, browser: Browser): Promise<PageFigures> {
  const url = `${baseUrl}${path}`
  return {
    name,
    path,
    js: (await initialJavaScript(baseUrl, path)).gzip,
    fast: await longTasks(browser, url, 1),
    slow: await longTasks(browser, url, 4),
    render: await renderTime(url),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value.toFixed(0)} ms`
const ratio = (value: number, floor: number) => (floor > 0 ? `${(value / floor).toFixed(1)}x` : value > 0 ? 'floor 0' : '1.0x')

/** The section: the floor's figures and each page's, with its ratio to the floor. */
export async function hydrationPerformance(siteUrl: string, floorUrl: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    const floor = await measure(floorUrl, 'Floor: bare Start page (root + index, Query SSR integration)', '/', browser)
    const pages = []
    for (const [name, path] of hydrationPages) pages.push(await measure(siteUrl, name, path, browser))
    const row = (page: PageFigures) =>
      `| ${page.name} \`${page.path}\` | ${kb(page.js)} (${ratio(page.js, floor.js)}) | ${ms(page.fast.sum)} / ${ms(page.fast.longest)} (${ratio(page.fast.sum, floor.fast.sum)}) | ${ms(page.slow.sum)} / ${ms(page.slow.longest)} (${ratio(page.slow.sum, floor.slow.sum)}) | ${page.render.median.toFixed(1)} ms / ${page.render.p95.toFixed(1)} ms (${ratio(page.render.median, floor.render.median)}) |`
    return `## Load cost next to the framework's floor (issue 37)

One run, one machine: the floor is a bare Start page built by the same toolchain from the same node_modules.
Long tasks: main-thread tasks over 50 ms from navigation until the network is idle and no long task came for a second, summed / the longest,
median of ${runs} loads each (after one warm-up load), in Chromium unthrottled and with the CPU slowed 4x.
Server render: ${renderRequests} sequential requests after 20 warm-up, the site's rendered-page cache off
(\`PAGE_CACHE=0\`), median / p95. In brackets: the ratio to the floor.

| Page | Initial JS (gzip) | Long tasks, unthrottled | Long tasks, CPU 4x | Server render |
| --- | --- | --- | --- | --- |
${[floor, ...pages].map(row).join('\n')}
`
  } finally {
    await browser.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildBareApp()
  const [port, backendPort, floorPort] = [await freePort(), await freePort(), await freePort()]
  const site = startBuiltSite(port, backendPort, { SEARCH_URL: '', RECRUITING_API_URL: '', JOBS_SHEET_URL: '', PAGE_CACHE: '0' })
  const floor = startBareApp(floorPort)
  try {
    await waitFor(`http://127.0.0.1:${port}/mocom/en`)
    await waitFor(`http://127.0.0.1:${floorPort}/`)
    console.log(await hydrationPerformance(`http://127.0.0.1:${port}`, `http://127.0.0.1:${floorPort}`))
  } finally {
    floor.kill('SIGKILL')
    await stopProcess(site)
  }
}
