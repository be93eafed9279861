/** What the performance and Lighthouse scripts measure of a page: its initial JavaScript and its Lighthouse scores. */
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Page } from '@playwright/test'

const chromePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

/** Gzip bytes of every script a page loads at start (module scripts, modulepreloads, imports). */
export async function initialJavaScript(baseUrl: string, path: string): Promise<{ files: number; gzip: number; raw: number }> {
  const html = await (await fetch(baseUrl + path)).text()
  const scripts = new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])
  const seen = new Set<string>()
  let gzip = 0
  let raw = 0
  const queue = [...scripts]
  while (queue.length > 0) {
    const asset = queue.shift() ?? ''
    if (seen.has(asset)) continue
    seen.add(asset)
    const body = Buffer.from(await (await fetch(baseUrl + asset)).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
    // static imports of that chunk load at start too
    for (const match of body.toString('utf8').matchAll(/from\s*"\.\/([\w.-]+\.js)"|import\s*"\.\/([\w.-]+\.js)"/g)) {
      queue.push(`/assets/${match[1] ?? match[2]}`)
    }
  }
  return { files: seen.size, gzip, raw }
}

/** Gzip bytes of the stylesheets a page's server HTML links (the site's and those of the apps it holds, ADR 047). */
export async function initialCss(baseUrl: string, path: string): Promise<{ files: number; gzip: number; raw: number }> {
  const html = await (await fetch(baseUrl + path)).text()
  const sheets = new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].flatMap(([tag]) => tag.match(/href="([^"]+)"/)?.[1] ?? []))
  let gzip = 0
  let raw = 0
  for (const sheet of sheets) {
    const body = Buffer.from(await (await fetch(new URL(sheet, baseUrl))).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { files: sheets.size, gzip, raw }
}

/** Waits until React has hydrated the element `selector` names (its props are attached): before that, a click or a change does nothing of the app's. */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((hydrating) => Object.keys(document.querySelector(hydrating) ?? {}).some((key) => key.startsWith('__reactProps$')), selector)
}

/**
 * A view change timed inside the page, so the test driver's own checks before a click do not count:
 * clicks `target` and resolves with the milliseconds until the text of `watched` changed and `busy`
 * is no longer `aria-busy`; null when `target` is missing or disabled.
 */
export function timeClickInPage(page: Page, target: string, watched: string, busy: string): Promise<number | null> {
  return page.evaluate(
    ({ target, watched, busy }) =>
      new Promise<number | null>((resolve) => {
        const element = document.querySelector<HTMLElement>(target)
        if (!element || (element instanceof HTMLInputElement && element.disabled)) return resolve(null)
        const text = () => document.querySelector(watched)?.textContent
        const before = text()
        const started = performance.now()
        const observer = new MutationObserver(() => {
          if (text() === before || document.querySelector(busy)?.getAttribute('aria-busy') === 'true') return
          observer.disconnect()
          resolve(performance.now() - started)
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
        element.click()
      }),
    { target, watched, busy },
  )
}

export interface LighthouseResult {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  /** Lighthouse's measure of the machine's CPU (higher is faster): TBT and the performance score scale with it. */
  benchmarkIndex: number
  /** The audits of the four categories that did not pass in full, for a reader to act on. */
  failed: string[]
  /** Why Lighthouse could not audit the page (its code, e.g. `ERRORED_DOCUMENT_REQUEST` for a 5xx), if it could not. */
  runtimeError?: string
}

/** Lighthouse (mobile profile) on a page `runs` times in Debian's Chromium: the run with the median performance score, its LCP, TBT and CLS each the median of the runs. */
export async function lighthouseScores(url: string, runs: number): Promise<{ median: LighthouseResult | undefined; all: number[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const results = []
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      const lhr = result?.lhr
      if (!lhr) throw new Error('Lighthouse returned no result')
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        failed: ['performance', 'accessibility', 'best-practices', 'seo'].flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? []).flatMap((ref) => {
            const audit = lhr.audits[ref.id]
            return ref.weight > 0 && audit && audit.score !== null && audit.score < 1 ? [`${id}: ${ref.id} (${audit.displayValue ?? audit.score})`] : []
          }),
        ),
      })
    }
    const middle = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    results.sort((a, b) => a.performance - b.performance)
    const medianRun = results[Math.floor(results.length / 2)]
    // each timing the median of its own: the run with the median score may be the one whose LCP alone was slow (a cold first run)
    const median = medianRun && {
      ...medianRun,
      lcp: middle(results.map((r) => r.lcp)),
      tbt: middle(results.map((r) => r.tbt)),
      cls: middle(results.map((r) => r.cls)),
    }
    return { median, all: results.map((r) => r.performance) }
  } finally {
    chrome.kill()
  }
}
