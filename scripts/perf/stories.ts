/**
 * Performance of the stories app, as a markdown section: server render of a filtered press list
 * (a shared deep link), "Load more" to appended stories in Chromium, and the press page's initial
 * JavaScript. `storiesPerformance(siteUrl, backendUrl)` measures a running site; run alone
 * (`node scripts/perf/stories.ts`, after `npm run build`) it starts `server/serve.ts` on free
 * ports and prints the section. Only loopback traffic.
 */
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { freePort, startBuiltSite, waitFor } from '../../server/local-server.ts'
import { initialJavaScript } from './page-measures.ts'
import { percentiles } from './percentile.ts'

const chromePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'
const filteredPress = '/en/info-center/press?year=2025&topic=sustainability&pages=2'
const longPress = '/de/info-center/press?pages=3'

const ms = (value: number) => `${value.toFixed(1)} ms`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Sequential server renders of one URL after a warm-up: the SWR caches hold the upstream answers. */
async function serverRender(url: string, count: number): Promise<{ median: number; p95: number; bytes: number }> {
  let bytes = 0
  for (let i = 0; i < 10; i++) bytes = (await (await fetch(url)).arrayBuffer()).byteLength
  const timings: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    timings.push(performance.now() - started)
  }
  return { ...percentiles(timings), bytes }
}

/** From the click on "Load more" to the ninth appended story on screen, in Chromium; the first run meets cold caches. */
async function loadMore(siteUrl: string, runs: number): Promise<{ median: number; p95: number; cold: number; lazyJs: number }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    const page = await browser.newPage()
    const timings: number[] = []
    let lazyJs = 0
    for (let run = 0; run < runs; run++) {
      const scripts: Array<Promise<number>> = []
      const onResponse = (response: { url(): string; body(): Promise<Buffer> }) => {
        if (response.url().endsWith('.js'))
          scripts.push(
            response
              .body()
              .then((body) => gzipSync(body, { level: 9 }).length)
              .catch(() => 0),
          )
      }
      page.on('response', onResponse)
      await page.goto(`${siteUrl}/en/info-center/press`, { waitUntil: 'networkidle' })
      page.off('response', onResponse)
      if (run === 0) lazyJs = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0)
      timings.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              const list = document.querySelector('.stories .story-list')
              const more = document.querySelector<HTMLAnchorElement>('.stories-more')
              if (!list || !more) return reject(new Error('no press list with "Load more"'))
              const before = list.querySelectorAll('.story-card').length
              const started = performance.now()
              const observer = new MutationObserver(() => {
                if (list.querySelectorAll('.story-card').length >= before + 9) {
                  observer.disconnect()
                  resolve(performance.now() - started)
                }
              })
              observer.observe(list, { childList: true, subtree: true })
              more.click()
            }),
        ),
      )
    }
    return { ...percentiles(timings.slice(1)), cold: timings[0] ?? 0, lazyJs }
  } finally {
    await browser.close()
  }
}

export async function storiesPerformance(siteUrl: string, backendUrl: string): Promise<string> {
  const expected = (
    (await (await fetch(`${backendUrl}/.rest/delivery/stories/v1?@ancestor=/albis/press/2025&tags=sustainability&limit=100&lang=en`)).json()) as {
      results: unknown[]
    }
  ).results.length
  const render = await serverRender(siteUrl + filteredPress, 200)
  const long = await serverRender(`${siteUrl}${longPress}`, 200)
  const more = await loadMore(siteUrl, 31)
  const js = await initialJavaScript(siteUrl, '/en/info-center/press')
  const home = await initialJavaScript(siteUrl, '/en/about')
  return [
    '## Stories and events',
    '',
    `Measured on loopback against the production build and the embedded backend (${new Date().toISOString().slice(0, 10)}).`,
    '',
    '| Figure | Value |',
    '| --- | --- |',
    `| Server render of \`${filteredPress}\` (${Math.min(18, expected)} stories), 200 sequential requests, warm caches | median ${ms(render.median)}, p95 ${ms(render.p95)} (${kb(render.bytes)} HTML) |`,
    `| Server render of \`${longPress}\` (27 stories), 200 sequential requests, warm caches | median ${ms(long.median)}, p95 ${ms(long.p95)} (${kb(long.bytes)} HTML) |`,
    `| "Load more" click to 9 appended stories in Chromium, 30 runs (target p95 < 150 ms) | median ${ms(more.median)}, p95 ${ms(more.p95)}; first run (cold caches) ${ms(more.cold)} |`,
    `| Initial JavaScript of the press page (gzip) | ${kb(js.gzip)} in ${js.files} files (a page without apps: ${kb(home.gzip)}) |`,
    `| JavaScript the press page loads until idle (gzip, app chunk included) | ${kb(more.lazyJs)} |`,
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [sitePort, backendPort] = [await freePort(), await freePort()]
  const site = startBuiltSite(sitePort, backendPort, { SEARCH_URL: '', EDITOR_ORIGIN: '', LOG_LEVEL: 'info' })
  const siteUrl = `http://127.0.0.1:${sitePort}`
  try {
    await waitFor(`${siteUrl}/en`)
    console.log(await storiesPerformance(siteUrl, `http://127.0.0.1:${backendPort}`))
  } finally {
    site.kill()
  }
}
