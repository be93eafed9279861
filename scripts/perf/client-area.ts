/**
 * Performance of the client area (docs/decisions/018-client-area-session.md) with one customer
 * holding 10,000 orders (`BACKEND_ORDERS_SCALE`): the server render of order-history range deep
 * links (median, p95), a sort or page change to the updated table in Chromium (target p95 under
 * 150 ms), the bytes each page sends, and the initial JavaScript of the client-area route. Run
 * after `npm run build`: `node scripts/perf/client-area.ts`. Loopback only.
 */
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { freePort, startBuiltSite, waitFor } from '../../server/local-server.ts'
import { hydrated, initialJavaScript, timeClickInPage } from './page-measures.ts'
import { percentiles } from './percentile.ts'

const scale = Number(process.env['BACKEND_ORDERS_SCALE'] ?? 10_000)
const customer = { email: 'buyer@example.com', customerNo: '100200' }

/** The position of each sortable column in the table's header. */
const sortColumns: Record<string, number> = { 'sort:orderNumber': 1, 'sort:date': 2, 'sort:materialName': 3, 'sort:status': 6 }
const next = (count: number) => Array.from({ length: count }, () => 'next')

const ms = (value: number) => `${value.toFixed(1)} ms`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A session as the sign-in page makes it: a link asked for at the backend, its code exchanged there. */
async function session(backendUrl: string, controlToken: string, siteUrl: string): Promise<string> {
  await fetch(`${backendUrl}/.rest/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...customer, language: 'en', link: `${siteUrl}/en/orders/sign-in?next=%2Fen%2Forders` }),
  })
  const mailbox = (await (await fetch(`${backendUrl}/__backend/mailbox`, { headers: { authorization: `Bearer ${controlToken}` } })).json()) as {
    messages: Array<{ path: string; body: { link?: string } }>
  }
  const link = mailbox.messages.find((message) => message.path === '/.rest/api/auth')?.body.link
  const code = link ? new URL(link).searchParams.get('code') : null
  if (!code) throw new Error('no magic link in the mailbox')
  const answer = (await (
    await fetch(`${backendUrl}/.rest/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) })
  ).json()) as { token: string; customerNo: string }
  return `${answer.customerNo}.${answer.token}`
}

export async function clientAreaPerformance(siteUrl: string, backendUrl: string, controlToken: string): Promise<string> {
  const cookie = `client_session=${await session(backendUrl, controlToken, siteUrl)}`
  const get = async (path: string) => {
    const started = performance.now()
    const response = await fetch(`${siteUrl}${path}`, { headers: { cookie, 'accept-encoding': 'br' } })
    const body = await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
    return { ms: performance.now() - started, bytes: body.byteLength }
  }
  await get('/en/orders')
  const renders: number[] = []
  let bytes = 0
  const years = [2024, 2025]
  for (let i = 0; i < 100; i++) {
    const year = years[i % 2] ?? 2025
    const month = String((i % 12) + 1).padStart(2, '0')
    const result = await get(
      `/en/orders?from=${year}-${month}-01&to=${year + 1}-${month}-01&sort=${['date', 'materialName', 'status', 'orderNumber'][i % 4]}&page=${(i % 5) + 1}`,
    )
    renders.push(result.ms)
    bytes = result.bytes
  }
  const render = percentiles(renders)
  const order = await get('/en/orders?page=1')

  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const changes: number[] = []
  try {
    const context = await browser.newContext()
    await context.addCookies([{ name: 'client_session', value: cookie.slice('client_session='.length), url: siteUrl, httpOnly: true, sameSite: 'Lax' }])
    const page = await context.newPage()
    await page.goto(`${siteUrl}/en/orders?from=2024-01-01&to=2026-12-31`, { waitUntil: 'networkidle' })
    // 40 views none of which was shown before (a sort, then its next pages), so none comes from the browser's query cache;
    // timed in the page from the click to the updated table, so the test driver's own checks before a click are not counted
    // the links work in the page once React has hydrated them
    await hydrated(page, '.pagination a[rel="next"]')
    const steps = ['sort:materialName', ...next(9), 'sort:status', ...next(9), 'sort:orderNumber', ...next(9), 'sort:date', ...next(9)]
    for (const step of steps) {
      const selector = step === 'next' ? '.pagination a[rel="next"]' : `.order-table thead th:nth-child(${sortColumns[step] ?? 0}) a`
      const changed = await timeClickInPage(page, selector, '.order-table tbody tr:first-child', '.order-table')
      if (changed === null) throw new Error(`no link ${selector}`)
      changes.push(changed)
    }
  } finally {
    await browser.close()
  }
  const change = percentiles(changes)
  const js = await initialJavaScript(siteUrl, '/en/orders')
  return [
    `## Client area (one customer with ${scale.toLocaleString('en')} orders)`,
    '',
    '| Figure | Value |',
    '| --- | --- |',
    `| Server render of 100 range deep links (a year from a month, a sort, pages 1–5), signed in, sequential | median ${ms(render.median)}, p95 ${ms(render.p95)} |`,
    `| A sort or page change to the updated table in Chromium, from the click to the new rows, 40 views not shown before (target p95 < 150 ms) | median ${ms(change.median)}, p95 ${ms(change.p95)}; the first after the page loads ${ms(changes[0] ?? 0)} |`,
    `| HTML of a history page of 25 orders / the default view (uncompressed) | ${kb(bytes)} / ${kb(order.bytes)} |`,
    `| Initial JavaScript of the client-area route (gzip; login form and table, the date picker loads after) | ${(js.gzip / 1024).toFixed(1)} KB in ${js.files} files |`,
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, backendPort] = [await freePort(), await freePort()]
  const controlToken = randomBytes(18).toString('base64url')
  const site = startBuiltSite(port, backendPort, { BACKEND_ORDERS_SCALE: String(scale), BACKEND_CONTROL_TOKEN: controlToken })
  try {
    const siteUrl = `http://127.0.0.1:${port}`
    await waitFor(`${siteUrl}/en`)
    console.log(await clientAreaPerformance(siteUrl, `http://127.0.0.1:${backendPort}`, controlToken))
  } finally {
    site.kill()
  }
}
