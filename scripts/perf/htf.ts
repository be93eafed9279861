/**
 * Performance of the HTF finder (docs/decisions/009-htf-catalogue-and-finder.md), as a markdown section:
 * - server render of a filtered finder (median, p95, requests/s) next to a content page of the same site;
 * - a slider release to updated results in Chromium, by keyboard (Page keys: each press moves and
 *   releases a thumb) and by pointer (each move of a drag to its results; the release to the final URL);
 * - JavaScript of the finder page and of a product page: at start (what the HTML references) and until idle.
 * `htfPerformance(siteUrl, backendUrl)` measures a running site; run this file alone
 * (`node scripts/perf/htf.ts`, after `npm run build`) to start `server/serve.ts` on free ports and print the section.
 * Only loopback traffic.
 */
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Page, chromium } from '@playwright/test'
import { freePort, startBuiltSite, waitFor } from '../../server/local-server.ts'
import { initialJavaScript } from './page-measures.ts'
import { percentiles } from './percentile.ts'
import { requestLoad } from './request-load.ts'

const chromePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking']
const finderPath = '/htf/en/htf-products'
const filteredPath = `${finderPath}?tmin=-20&tmax=300&use=cooling,food-grade&application=solar`
const concurrency = 8

/** `count` GET requests over `concurrency` keep-alive connections after 50 warm-up requests; latency in milliseconds. */
const load = (url: string, count: number) => requestLoad(url, { count, connections: concurrency, warmUp: 50 })

type Trigger = 'keydown' | 'pointermove' | 'pointerup'

/**
 * Times `act` in the page, from its keydown, pointermove or pointerup: to the first animation frame
 * whose results (the status line) show the upper thumb's new value, and to the first in which the URL
 * does. The value is the number field's beside the slider. The frames are watched in the page from
 * before `act`, so the time between the browser and this script does not count.
 */
async function timeUpdate(page: Page, trigger: Trigger, act: () => Promise<void>): Promise<{ results: number; url: number }> {
  await page.evaluate((event) => {
    const marks = document.documentElement.dataset
    for (const key of ['perfStart', 'perfResults', 'perfUrl', 'perfFailed']) delete marks[key]
    const before = document.querySelector('.htf-count')?.textContent ?? ''
    document.addEventListener(event, () => (marks['perfStart'] = String(performance.now())), { capture: true, once: true })
    const count = () => document.querySelector('.htf-count')?.textContent ?? ''
    const giveUp = performance.now() + 10_000
    // the frame's own timestamp is when it began, which may be before the event: take the time the frame's callback runs
    const frame = () => {
      const now = performance.now()
      const started = Number(marks['perfStart'] || 0)
      const value = document.querySelector<HTMLInputElement>('input[name=tmax]')?.value ?? ''
      if (started && !marks['perfResults'] && count().includes(`${value}\u00a0°C`) && (event === 'pointerup' || count() !== before))
        marks['perfResults'] = String(now - started)
      if (started && !marks['perfUrl'] && location.search.includes(`tmax=${value}`)) marks['perfUrl'] = String(now - started)
      if (now > giveUp) marks['perfFailed'] = `${count()} ${location.search}`
      // while a thumb moves the URL follows at most every 250 ms: a move waits for its results only
      if (!(marks['perfResults'] && (marks['perfUrl'] || event === 'pointermove')) && !marks['perfFailed']) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, trigger)
  await act()
  const done = await page.waitForFunction(
    (event) => {
      const marks = document.documentElement.dataset
      if (marks['perfFailed']) throw new Error(`no update: ${marks['perfFailed']}`)
      return marks['perfResults'] && (marks['perfUrl'] || event === 'pointermove')
        ? { results: Number(marks['perfResults']), url: Number(marks['perfUrl'] ?? 0) }
        : false
    },
    trigger,
    { timeout: 15_000 },
  )
  const timing = await done.jsonValue()
  if (!timing) throw new Error('no timing')
  return timing
}

async function openFinder(page: Page): Promise<void> {
  await page.goto(finderPath, { waitUntil: 'networkidle' })
  await page.getByRole('slider', { name: 'Highest temperature' }).and(page.locator(':enabled')).waitFor() // hydrated
}

/**
 * Page key presses on the upper thumb, three down and three up, below the catalogue's top (at its
 * end the thumb asks nothing, and neither the URL nor the status would name it): each one is a move
 * and a release.
 */
async function keyboardReleases(page: Page, presses: number) {
  await openFinder(page)
  await page.getByRole('slider', { name: 'Highest temperature' }).focus()
  await page.keyboard.press('PageDown')
  await page.waitForURL(/tmax=/)
  const timings = []
  for (let i = 0; i < presses; i++) timings.push(await timeUpdate(page, 'keydown', () => page.keyboard.press(i % 6 < 3 ? 'PageDown' : 'PageUp')))
  return timings
}

/** Pointer drags of the upper thumb: each move of the drag (one pointermove) timed to its results, the release to the final URL. */
async function pointerDrags(page: Page, drags: number) {
  await openFinder(page)
  const moves = []
  const releases = []
  for (let i = 0; i < drags; i++) {
    const track = await page.locator('.htf-slider-track').boundingBox()
    const thumb = await page.locator('.htf-slider-thumb').nth(1).boundingBox()
    if (!track || !thumb) throw new Error('no slider')
    const y = thumb.y + thumb.height / 2
    await page.mouse.move(thumb.x + thumb.width / 2, y)
    await page.mouse.down()
    // four steps of a twentieth of the track, down from or up to 90 % of it (never its top: see keyboardReleases)
    for (const step of [1, 2, 3, 4]) {
      const x = track.x + track.width * (i % 2 === 0 ? 0.9 - step * 0.05 : 0.7 + step * 0.05)
      moves.push(await timeUpdate(page, 'pointermove', () => page.mouse.move(x, y)))
    }
    releases.push(await timeUpdate(page, 'pointerup', () => page.mouse.up()))
  }
  return { moves, releases }
}

/** Gzip bytes of every script a page loads in Chromium until the network is idle after the browser was idle (lazy chunks included). */
async function javascriptUntilIdle(page: Page, siteUrl: string, path: string): Promise<number> {
  const scripts = new Set<string>()
  const listener = (response: { url(): string }) => {
    if (response.url().endsWith('.js')) scripts.add(response.url())
  }
  page.on('response', listener)
  await page.goto(path, { waitUntil: 'networkidle' })
  // what loads when the browser is idle (the search field, the consent manager on a page with a video), however busy the machine
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  page.off('response', listener)
  let gzip = 0
  for (const url of scripts) gzip += gzipSync(Buffer.from(await (await fetch(new URL(new URL(url).pathname, siteUrl))).arrayBuffer()), { level: 9 }).length
  return gzip
}

const ms = (value: number) => `${value.toFixed(2)} ms`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export async function htfPerformance(siteUrl: string, backendUrl: string): Promise<string> {
  const fluids = ((await (await fetch(`${backendUrl}/.rest/delivery/products/products/v1/htf?lang=en`)).json()) as { '@nodes': string[] })['@nodes'].length
  const contentPath = '/htf/en/about'
  const productPath = `${finderPath}/thermofluid-fg-300`
  const finderRender = await load(siteUrl + filteredPath, 1000)
  const contentRender = await load(siteUrl + contentPath, 1000)
  const html = Buffer.from(await (await fetch(siteUrl + filteredPath)).arrayBuffer())

  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs })
  try {
    const newPage = () => browser.newPage({ baseURL: siteUrl, viewport: { width: 1280, height: 900 } })
    const page = await newPage()
    const presses = await keyboardReleases(page, 60)
    const drags = await pointerDrags(page, 20)
    const keyboardResults = percentiles(presses.map((timing) => timing.results))
    const keyboardUrl = percentiles(presses.map((timing) => timing.url))
    const moveResults = percentiles(drags.moves.map((timing) => timing.results))
    const releaseUrl = percentiles(drags.releases.map((timing) => timing.url))
    await page.close()
    const scripts = []
    for (const [name, path] of [
      ['content page', contentPath],
      ['finder, filtered', filteredPath],
      ['product data', productPath],
    ] as const) {
      const fresh = await newPage() // a page of its own: nothing cached
      scripts.push({ name, path, initial: (await initialJavaScript(siteUrl, path)).gzip, idle: await javascriptUntilIdle(fresh, siteUrl, path) })
      await fresh.close()
    }
    const content = scripts[0]
    return `## HTF finder (${fluids} fluids)

The production build on the embedded backend, loopback only. The finder sends the catalogue's summaries with the
page and filters in the browser (docs/decisions/009-htf-catalogue-and-finder.md), so a release needs no request.

| Measure | Median | p95 |
| --- | --- | --- |
| Server render of \`${filteredPath}\` (1,000 requests, ${concurrency} connections; ${finderRender.rps.toFixed(0)} requests/s) | ${ms(finderRender.median)} | ${ms(finderRender.p95)} |
| Server render of the content page \`${contentPath}\`, same run (${contentRender.rps.toFixed(0)} requests/s) | ${ms(contentRender.median)} | ${ms(contentRender.p95)} |
| Slider release by keyboard (a Page key press: a move and a release) to updated results in Chromium, 60 presses | ${ms(keyboardResults.median)} | **${ms(keyboardResults.p95)}** (target < 100 ms) |
| The same presses to the URL pushed | ${ms(keyboardUrl.median)} | ${ms(keyboardUrl.p95)} |
| A pointer move while dragging (one pointermove) to updated results, 80 moves in 20 drags | ${ms(moveResults.median)} | **${ms(moveResults.p95)}** (target < 100 ms) |
| Pointer release to the final URL (results are already there), 20 drags | ${ms(releaseUrl.median)} | ${ms(releaseUrl.p95)} |

The filtered finder's HTML is ${kb(html.length)} (${kb(gzipSync(html).length)} gzip), the catalogue's summaries included.

| Page | JavaScript at start (gzip) | Until idle (gzip) | Until idle, more than the content page |
| --- | --- | --- | --- |
${scripts.map((row) => `| ${row.name} \`${row.path}\` | ${kb(row.initial)} | ${kb(row.idle)} | ${row === content ? '' : kb(row.idle - (content?.idle ?? 0))} |`).join('\n')}
`
  } finally {
    await browser.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, backendPort] = [await freePort(), await freePort()]
  const site = startBuiltSite(port, backendPort, { SEARCH_URL: '', RECRUITING_API_URL: '', JOBS_SHEET_URL: '', LOG_LEVEL: 'info' })
  try {
    const siteUrl = `http://127.0.0.1:${port}`
    await waitFor(`${siteUrl}${finderPath}`)
    console.log(await htfPerformance(siteUrl, `http://127.0.0.1:${backendPort}`))
  } finally {
    site.kill()
  }
}
