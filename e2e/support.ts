import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, type Locator, type Page, type Request, type Route, expect, test as base } from '@playwright/test'
import { backendControlToken, backendUrl, cacheTtlMs, extraPort } from '../playwright.config.ts'
import { startBuiltSite } from '../server/local-server.ts'
import pMap from 'p-map'

export { expect }

/** The console error Chromium logs for any document answered with 404 (the 404 page itself). */
export const notFoundDocument = /Failed to load resource: the server responded with a status of 404/

/** How Chromium reports a Content Security Policy violation in the console. */
const cspViolation = /Content Security Policy/

/**
 * `problems`: console errors, hydration warnings and page errors seen while a test ran.
 * Every test, whether it looks at `problems` or not, fails on a Content Security Policy violation
 * in any page of its browser context, unless it expects one (`test.use({ expectedCspViolations })`).
 * `faultSite`: a site instance with its own embedded backend, for a test that injects an upstream fault
 * (`setFault(fault, faultSite.backendUrl)`): on the shared backend a fault, and the upstream circuit its
 * failures may open, would meet every other test running meanwhile (issue 36). The tests of one worker
 * share it one after another; its faults are cleared after each.
 */
export const test = base.extend<
  { problems: string[]; expectedCspViolations: RegExp | null; cspViolations: void; faultSite: SiteInstance },
  { faultInstance: SiteInstance }
>({
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await use(problems)
  },
  expectedCspViolations: [null, { option: true }],
  cspViolations: [
    async ({ context, expectedCspViolations }, use) => {
      const violations: string[] = []
      const watch = (page: Page) =>
        page.on('console', (message) => {
          const text = message.text()
          if (cspViolation.test(text) && !expectedCspViolations?.test(text)) violations.push(`${page.url()}: ${text}`)
        })
      context.pages().forEach(watch)
      context.on('page', watch)
      // a violation caught by the page's own code (a library probing `eval`) logs nothing: its event is made a console line
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy violation (event): ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
        ),
      )
      await use()
      expect(violations, 'Content Security Policy violations').toEqual([])
    },
    { auto: true },
  ],
  // one instance per worker slot (extraPort 68 and 70), started when a test of the worker first asks for it
  faultInstance: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none
    async ({}, use, workerInfo) => {
      const slot = workerInfo.parallelIndex
      if (slot > 1) throw new Error('faultSite has ports for two workers (extraPort 68 and 70): run with --workers=2 or fewer')
      const site = await startSite(extraPort(68 + 2 * slot), { CMS_CACHE_TTL_MS: String(cacheTtlMs) })
      await use(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  faultSite: async ({ faultInstance }, use) => {
    await use(faultInstance)
    // the next test of this worker starts without the faults this one set (a failed test never cleared them)
    await backendControl('faults', { method: 'DELETE' }, faultInstance.backendUrl)
  },
})

/**
 * Waits until React has hydrated an element (its props are attached): typing into a field before
 * that is undone when hydration sets the field to its state, and a click does nothing of the app's.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { timeout: 15_000 }).toBe(true)
}

/**
 * How many of the scripts the page has loaded hold `marker` in their code. A chunk is known by what
 * it holds, not by its file's name: files are named by their hash (vite.config.ts). The page fetches
 * them again from its cache.
 */
export function scriptsHolding(page: Page, marker: string): Promise<number> {
  return page.evaluate(async (text) => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/[^/]+\.js$/.test(name))
    const code = await Promise.all(scripts.map((name) => fetch(name).then((response) => response.text())))
    return code.filter((script) => script.includes(text)).length
  }, marker)
}

type Fault = { pathPrefix: string; mode: 'slow' | 'error' | 'malformed' | 'missing' | 'refuse'; delayMs?: number; status?: number }

/** Calls a test control of the embedded backend (`/__backend/...`) with its token; `backend` for another instance's. */
export function backendControl(path: string, init: { method?: string; body?: unknown } = {}, backend = backendUrl): Promise<Response> {
  return fetch(`${backend}/__backend/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${backendControlToken}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
}

/** Makes an embedded-backend endpoint slow, failing or malformed: on the shared embedded backend, or on `backend`, a site instance's own. */
export async function setFault(fault: Fault, backend = backendUrl): Promise<void> {
  const response = await backendControl('faults', { method: 'POST', body: fault }, backend)
  expect(response.ok).toBe(true)
}

/** Removes the fault of one path prefix (tests run in parallel: never clear the others'). */
export async function clearFault(pathPrefix: string, backend = backendUrl): Promise<void> {
  await backendControl(`faults?pathPrefix=${encodeURIComponent(pathPrefix)}`, { method: 'DELETE' }, backend)
}

/** The upstream requests the embedded backend answered (its request log): the e2e server's, or another instance's (`backend`). */
export async function backendRequests(backend = backendUrl): Promise<string[]> {
  const body = (await (await backendControl('requests', {}, backend)).json()) as { requests: string[] }
  return body.requests
}

/**
 * axe-core on the page as it rests: transitions running now end first. A control that turns enabled
 * when the page hydrates (a form's "Send") fades to its colours, and contrast measured half-way through
 * the fade is not what a visitor reads; a fade that starts while axe reads the page has it read again
 * once the fade ends (at most three readings). Endless animations (a spinner) are not waited for.
 */
export async function expectNoAxeViolations(page: Page, { disableRules = [] as string[] } = {}): Promise<void> {
  for (let reading = 1; ; reading++) {
    const movedWhileRead = await page.evaluateHandle(async () => {
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      )
      const moved = { started: false }
      for (const kind of ['transitionstart', 'animationstart']) document.addEventListener(kind, () => (moved.started = true), { capture: true })
      return moved
    })
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).disableRules(disableRules).analyze()
    const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    if (violations.length > 0 && reading < 3 && (await movedWhileRead.evaluate((moved) => moved.started))) continue
    expect(violations).toEqual([])
    return
  }
}

/**
 * The page's headings as assistive technology reads them (hidden ones too, in document order): one
 * `h1`, and none that only repeats the heading before it (issue 33: "About us" under "About us").
 */
export async function expectSoundHeadings(page: Page): Promise<void> {
  const headings = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((elements) => elements.map((element) => ({ level: element.tagName, text: (element.textContent ?? '').trim() })))
  expect(
    headings.filter((heading) => heading.level === 'H1').map((heading) => heading.text),
    'one h1',
  ).toHaveLength(1)
  for (let i = 1; i < headings.length; i++) {
    expect(headings[i]?.text.toLowerCase(), `${headings[i]?.level} "${headings[i]?.text}" after ${headings[i - 1]?.level} "${headings[i - 1]?.text}"`).not.toBe(
      headings[i - 1]?.text.toLowerCase(),
    )
  }
}

/**
 * Records the layout shifts of every page `page` opens from now on (call before `goto`) that no input
 * caused, from the first paint on: their sum is the upper bound of the page's CLS, whose windows are
 * parts of it. `layoutShifts` reads them.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { layoutShifts: { total: 0, shifts, moved: [] } })
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node'
      const classes = [...node.classList].map((name) => `.${name}`).join('')
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes} "${(node.textContent ?? '').trim().slice(0, 30)}"`
    }
    const rect = ({ x, y, width, height }: DOMRectReadOnly): string => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
        }
      >) {
        if (entry.hadRecentInput) continue
        const watched = (window as unknown as { layoutShifts: { total: number; moved: Array<{ value: number; nodes: Node[] }> } }).layoutShifts
        watched.total += entry.value
        const moved = (entry.sources ?? []).map((source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`)
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ') || 'no source named'}`)
        watched.moved.push({ value: entry.value, nodes: (entry.sources ?? []).flatMap((source) => source.node ?? []) })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The sum of the layout shifts `watchLayoutShifts` recorded on the current page, and what each one moved (for the failure message). */
export function layoutShifts(page: Page): Promise<{ total: number; shifts: string }> {
  return page.evaluate(() => {
    const { total, shifts } = (window as unknown as { layoutShifts: { total: number; shifts: string[] } }).layoutShifts
    return { total, shifts: shifts.join('\n') }
  })
}

/**
 * The sum of the recorded layout shifts (`watchLayoutShifts`) that moved `element` or something after
 * it in the document: the shifts it can have caused. A page streamed in parts may shift what comes
 * before it, which the template loop's budget counts (`e2e/templates.spec.ts`).
 */
export function layoutShiftsFrom(element: Locator): Promise<number> {
  return element.evaluate((from) => {
    const { moved } = (window as unknown as { layoutShifts: { moved: Array<{ value: number; nodes: Node[] }> } }).layoutShifts
    const fromOn = (node: Node) => from.contains(node) || (from.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    return moved.filter(({ nodes }) => nodes.some(fromOn)).reduce((sum, { value }) => sum + value, 0)
  })
}

/** Server-function calls made to fail in the browser until `restore()` lets them through again. */
interface FailingCalls {
  restore: () => Promise<void>
}

/**
 * Makes the page's server-function calls fail from now on, aborted as a dropped connection does or
 * answered 500, except the CMS page's: a client-side navigation to another path asks for its page
 * first, and a failure there is the shell's outage notice, not the view's.
 */
export async function failServerCalls(page: Page, how: 'abort' | 500): Promise<FailingCalls> {
  const fail = (route: Route) => {
    if (route.request().url().includes('pagePath')) return route.continue()
    return how === 'abort' ? route.abort() : route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
  }
  await page.route('**/_serverFn/**', fail)
  return { restore: () => page.unroute('**/_serverFn/**', fail) }
}

/**
 * Expects a view's error text in its retry notice where its call failed (after the browser's one
 * retry of the call, and for a detail the loader's call before), lets the calls through and presses
 * "Try again": the notice goes.
 */
export async function retryFailedCall(page: Page, errorText: string, calls: FailingCalls): Promise<void> {
  const notice = page.getByRole('alert').filter({ hasText: errorText })
  await expect(notice).toBeVisible({ timeout: 15_000 })
  await calls.restore()
  await notice.getByRole('button', { name: 'Try again' }).click()
  await expect(notice).toBeHidden()
}

export const brands = [
  { id: 'albis', prefix: 'albis-distribution', name: 'ALBIS Distribution', languages: ['de', 'en', 'zh'] },
  { id: 'mocom', prefix: 'mocom', name: 'MOCOM', languages: ['de', 'en'] },
  { id: 'ceramics', prefix: 'acme-ceramics', name: 'Acme Ceramics', languages: ['de', 'en'] },
  { id: 'group', prefix: 'otto-acme-group', name: 'Otto Acme Group', languages: ['de', 'en'] },
  { id: 'htf', prefix: 'htf', name: 'Acme Heat Transfer Fluids', languages: ['de', 'en'] },
  { id: 'wipag', prefix: 'wipag', name: 'WIPAG', languages: ['de', 'en'] },
  { id: 'plgrd', prefix: 'plgrd', name: 'PLGRD', languages: ['de', 'en'] },
  { id: 'chemie', prefix: 'acme-chemie', name: 'Acme Chemie', languages: ['de', 'en'] },
  { id: 'newBusiness', prefix: 'otto-acme-new-business', name: 'Otto Acme New Business', languages: ['de', 'en'] },
] as const

export interface SiteInstance {
  url: string
  backendUrl: string
  /** The launcher's process, for signals and its exit code. */
  process: ChildProcess
  /** Every line the instance wrote to stdout and stderr so far (its log), when started with `captureOutput`. */
  output: string[]
  stop(): Promise<void>
}

/**
 * Starts another instance of the production build (`server/serve.ts` with production's options, with its own embedded
 * backend) on `port` and `port + 1`, with extra environment variables, for tests of configuration
 * the shared e2e server does not have. `captureOutput` keeps what it writes in `output`; `args` go to the launcher.
 * It is up once `readyPath` answers on its own address: `/healthz` for an instance whose `PUBLIC_ORIGIN`
 * is another (its pages answer only there).
 */
export async function startSite(
  port: number,
  env: Record<string, string>,
  { captureOutput = false, readyPath = '/en/about', args = [] as string[] } = {},
): Promise<SiteInstance> {
  const url = `http://127.0.0.1:${port}`
  const child = startBuiltSite(
    port,
    port + 1,
    { LOG_LEVEL: 'info', EDITOR_ORIGIN: '', BACKEND_CONTROL_TOKEN: backendControlToken, DATA_DIR: mkdtempSync(join(tmpdir(), 'site-instance-')), ...env },
    captureOutput ? { stdout: 'pipe', stderr: 'pipe', args } : { args },
  )
  const output: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8')
    let partial = ''
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n')
      partial = lines.pop() ?? ''
      output.push(...lines)
    })
    stream?.on('end', () => partial && output.push(partial))
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) return { url, backendUrl: `http://127.0.0.1:${port + 1}`, process: child, output, stop }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`the site on port ${port} did not start`)
}

/**
 * Loads `path` once and runs `check` at each of `widths` in turn, resizing the window between: the site's
 * layout is CSS only (media and container queries; no script of the site reads the window's width), so a
 * resize lays the page out as a load at that width would, for the cost of one load (ADR 054).
 */
export async function loadAtWidths(
  page: Page,
  path: string,
  widths: readonly number[],
  check: (width: number) => Promise<void>,
  { height = 900, waitUntil = 'load' as 'load' | 'networkidle' } = {},
): Promise<void> {
  await page.setViewportSize({ width: widths[0] ?? 1280, height })
  await page.goto(path, { waitUntil })
  for (const width of widths) {
    await page.setViewportSize({ width, height })
    await check(width)
  }
}

/**
 * Sends a server-function call a page of `context` made once more over HTTP, as a script would: with the
 * context's cookies and extra headers (an `x-forwarded-for`), from the site's own `origin`, `data` in place
 * of its payload when given. Returns the answer's status.
 */
export async function sendAgain(
  context: BrowserContext,
  call: Request,
  origin: string,
  data: string | Buffer = call.postDataBuffer() ?? Buffer.alloc(0),
): Promise<number> {
  const headers = await call.allHeaders()
  const answer = await context.request.post(call.url(), {
    headers: { 'content-type': headers['content-type'] ?? 'application/json', origin, 'sec-fetch-site': 'same-origin' },
    data,
  })
  return answer.status()
}

/**
 * `task` on every item, four at a time, the results in the items' order: for a test that only reads
 * answers over HTTP (statuses, headers, HTML), the pages requested side by side rather than one after
 * another or loaded in the browser (ADR 054, "cheaper tests").
 */
export function fewAtATime<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  return pMap(items, (item) => task(item), { concurrency: 4 })
}

/** Resolves once something accepts connections on `port` of 127.0.0.1; fails after `tries` tenths of a second. */
export function listening(port: number, what: string, tries = 50): Promise<void> {
  return new Promise((resolve, reject) => {
    const poll = (left: number) => {
      const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve()))
      socket.on('error', () => (left > 0 ? setTimeout(() => poll(left - 1), 100) : reject(new Error(`${what} did not start on port ${port}`))))
    }
    poll(tries)
  })
}

/** Debian's `redis-server` on `port`, in memory only, for the tests of several instances; kill the process it returns to stop it. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], { stdio: 'ignore' })
  const failed = new Promise<never>((_, reject) => redis.once('error', reject))
  await Promise.race([listening(port, 'redis-server'), failed])
  return redis
}

/**
 * The head of the page's URL as the server sends it, read by the browser's HTML parser: what
 * crawlers and link previews read. A navigation in the browser writes the title and the canonical,
 * but no description and no structured data (ADR 046, step eight).
 */
export async function servedHead(page: Page): Promise<{ description: string | null; jsonLd: string | null }> {
  return page.evaluate(async () => {
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html')
    return {
      description: served.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      jsonLd: served.querySelector('script[type="application/ld+json"]')?.textContent ?? null,
    }
  })
}

/** The structured data of the page's URL as the server sends it (`servedHead`). */
export async function jsonLdNodes(page: Page): Promise<Array<Record<string, unknown>>> {
  const data = JSON.parse((await servedHead(page)).jsonLd ?? '{}') as Record<string, unknown>
  const { '@graph': graph, ...node } = data
  if (!Array.isArray(graph)) return [node]
  return graph
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .map((entry) => ({ '@context': data['@context'], ...entry }))
}

/** The page's structured-data node of a schema.org type. */
export async function jsonLdNode(page: Page, type: string): Promise<Record<string, unknown>> {
  return (await jsonLdNodes(page)).find((node) => node['@type'] === type) ?? {}
}
