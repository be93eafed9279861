import type { ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { backendControl, expect, setFault, startRedis, startSite, test, type SiteInstance } from './support.ts'
import { embeddedUpstreams } from '../backend/server.ts'
import { extraPort } from '../playwright.config.ts'

test('health and readiness answer on any host; without the metrics token readiness says only whether it is ready', async ({ request }) => {
  const health = await request.get('/healthz', { headers: { host: 'anything.example' } })
  expect(health.status()).toBe(200)
  expect(await health.text()).toBe('ok')
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready' })
  expect((await request.get('/metrics')).status()).toBe(404) // no METRICS_TOKEN configured here
})

test('pages go out compressed; a page asked for again comes from the page cache with a policy of hashes', async ({ request }) => {
  const path = `/mocom/en/about?operations=${Date.now()}`
  const first = await request.get(path, { headers: { 'accept-encoding': 'br' } })
  expect(first.headers()['content-encoding']).toBe('br')
  expect(first.headers()['vary']).toContain('Accept-Encoding')
  expect(first.headers()['x-request-id']).toMatch(/^[\w-]{8,}$/)
  expect(first.headers()['surrogate-key']).toBe('site-mocom')
  expect(await first.text()).toContain('data-brand="mocom"')
  // a view asked for once is not kept: the second request renders again, and from then on it is kept (ADR 024)
  expect((await request.get(path, { headers: { 'accept-encoding': 'br' } })).headers()['x-page-cache']).toBeUndefined()
  await expect
    .poll(async () => (await request.get(path, { headers: { 'accept-encoding': 'gzip' } })).headers()['x-page-cache'], { timeout: 15_000 })
    .toBe('hit')
  const kept = await request.get(path, { headers: { 'accept-encoding': 'gzip', 'x-request-id': 'trace-12345678' } })
  expect(kept.headers()['content-encoding']).toBe('gzip')
  expect(kept.headers()['x-request-id']).toBe('trace-12345678')
  const keptHtml = await kept.text()
  expect(keptHtml).toContain('data-brand="mocom"')
  expect(keptHtml).toContain('<h1 class="page-title">About us</h1>')
  const csp = kept.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+/)
  expect(csp).not.toContain('nonce-')
  const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await plain.text()).toBe(keptHtml)
})

test('a kept page runs its scripts under the hashes: it hydrates without a policy violation', async ({ page, problems }) => {
  const path = `/en/about?kept=${Date.now()}`
  // kept from its second render on (ADR 024)
  await expect.poll(async () => (await page.request.get(path)).headers()['x-page-cache'], { timeout: 15_000 }).toBe('hit')
  const response = await page.goto(path)
  expect(response?.headers()['x-page-cache']).toBe('hit')
  await page.getByRole('link', { name: 'Services' }).first().click()
  await expect(page).toHaveURL(/\/en\/services$/)
  expect(problems).toEqual([])
})

test('build assets come precompressed with a length; a missing asset is a plain 404', async ({ request }) => {
  const html = await (await request.get('/en/about')).text()
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0] ?? ''
  const compressed = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } })
  expect(compressed.headers()['content-encoding']).toBe('br')
  expect(Number(compressed.headers()['content-length'])).toBeGreaterThan(0)
  expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(compressed.headers()['x-request-id']).toMatch(/^[\w-]{8,}$/)
  // the Brotli copy decodes to the file as it is sent to a client that accepts no encoding
  const identity = await request.get(asset, { headers: { 'accept-encoding': 'identity' } })
  expect(identity.headers()['content-encoding']).toBeUndefined()
  expect(Number(identity.headers()['content-length'])).toBeGreaterThan(Number(compressed.headers()['content-length']))
  expect((await compressed.body()).equals(await identity.body())).toBe(true)
  // asked again with its ETag: 304 without a body
  const again = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': compressed.headers()['etag'] ?? '' } })
  expect(again.status()).toBe(304)
  expect((await again.body()).byteLength).toBe(0)
  const missing = await request.get('/assets/nothing-here.js')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['content-type']).toContain('text/plain')
})

test.describe('two instances on one Redis', () => {
  test.describe.configure({ mode: 'serial' })
  test.slow()
  const secret = 'e2e-revalidate-secret-0123456789'
  const metricsToken = 'e2e-metrics-token-0123456789'
  let redis: ChildProcess
  let a: SiteInstance
  let b: SiteInstance
  test.beforeAll(async () => {
    redis = await startRedis(extraPort(49))
    const shared = {
      REDIS_URL: `redis://127.0.0.1:${extraPort(49)}`,
      REVALIDATE_SECRET: secret,
      METRICS_TOKEN: metricsToken,
      CMS_CACHE_TTL_MS: '600000',
      SHUTDOWN_GRACE_MS: '8000',
    }
    a = await startSite(extraPort(40), shared)
    // the second instance uses the first one's embedded backend as its upstreams
    b = await startSite(extraPort(42), { ...shared, ...embeddedUpstreams(a.backendUrl) })
  })
  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    redis?.kill()
  })

  test('a publish reaches visitors of both instances at once, cached pages included', async ({ request }) => {
    const path = '/wipag/en/about'
    const title = async (site: SiteInstance) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await request.get(`${site.url}${path}`)).text())?.[1]
    for (const site of [a, b]) {
      expect(await title(site)).toBe('About us')
      await expect.poll(async () => (await request.get(`${site.url}${path}`)).headers()['x-page-cache'], { timeout: 15_000 }).toBe('hit')
    }
    const change = await backendControl('content', { method: 'POST', body: { path: '/wipag/about', property: 'title', value: 'About WIPAG' } }, a.backendUrl)
    expect(change.ok).toBe(true)
    // not published yet: both keep what they have (the cache is fresh for ten minutes)
    expect(await title(a)).toBe('About us')
    expect(await title(b)).toBe('About us')
    const started = Date.now()
    const published = await backendControl('publish', { method: 'POST', body: { path: '/wipag/about' } }, a.backendUrl)
    expect(published.status).toBe(200)
    await expect.poll(() => title(a), { timeout: 2000 }).toBe('About WIPAG')
    await expect.poll(() => title(b), { timeout: 2000 }).toBe('About WIPAG')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  test('the revalidation endpoint refuses a wrong secret', async ({ request }) => {
    const refused = await request.post(`${b.url}/api/revalidate`, { headers: { authorization: 'Bearer wrong' }, data: { paths: ['/wipag/about'] } })
    expect(refused.status()).toBe(401)
  })

  test("CSP reports are limited per client across instances: 20 a minute of one client's in all", async ({ request }) => {
    const report = { 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.example/x.js', 'document-uri': 'http://site/en' } }
    const statuses: number[] = []
    for (let i = 0; i < 15; i++) {
      for (const site of [a, b]) {
        statuses.push((await request.post(`${site.url}/csp-report`, { headers: { 'content-type': 'application/csp-report' }, data: report })).status())
      }
    }
    // the minute may turn during the loop: then the count starts again, so at least 20, at most 30 pass
    const accepted = statuses.filter((status) => status === 204).length
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([])
    expect(accepted).toBeGreaterThanOrEqual(20)
    expect(accepted).toBeLessThan(30)
  })

  test('readiness names each upstream and its circuit to the operators only', async ({ request }) => {
    expect(await (await request.get(`${a.url}/readyz`)).json()).toEqual({ status: 'ready' })
    const ready = await request.get(`${a.url}/readyz`, { headers: { authorization: `Bearer ${metricsToken}` } })
    const body = (await ready.json()) as { status: string; upstreams: Array<{ name: string; circuit: string }> }
    expect(body.status).toBe('ready')
    expect(body.upstreams.map((upstream) => upstream.name)).toEqual(['cms', 'search', 'recruiting', 'jobsSheet', 'chemicals'])
    for (const upstream of body.upstreams) expect(['closed', 'open', 'half-open']).toContain(upstream.circuit)
  })

  test('metrics need their token and count requests by route', async ({ request }) => {
    expect((await request.get(`${a.url}/metrics`)).status()).toBe(401)
    const metrics = await request.get(`${a.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    expect(metrics.status()).toBe(200)
    const text = await metrics.text()
    expect(text).toMatch(/site_request_duration_seconds_count\{route="page",status="200"\} [1-9]/)
    expect(text).toMatch(/site_upstream_call_duration_seconds_count\{upstream="cms",outcome="ok"\} [1-9]/)
    expect(text).toContain('nodejs_eventloop_lag_seconds')
    expect(text).toMatch(/^site_page_cache_bytes \d+$/m)
  })

  test('SIGTERM: a request in flight finishes, then the instance refuses connections and exits 0', async () => {
    const slowPath = '/.rest/delivery/pages/v1/en/wipag/services'
    const fault = await backendControl('faults', { method: 'POST', body: { pathPrefix: slowPath, mode: 'slow', delayMs: 1500 } }, a.backendUrl)
    expect(fault.ok).toBe(true)
    try {
      const inFlight = fetch(`${b.url}/wipag/en/services`)
      await new Promise((resolve) => setTimeout(resolve, 300))
      const exited = new Promise<number | null>((resolve) => b.process.once('exit', (code) => resolve(code)))
      b.process.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 200))
      const answered = await inFlight
      expect(answered.status).toBe(200)
      expect(await answered.text()).toContain('data-brand="wipag"')
      expect(await exited).toBe(0)
      await expect(fetch(`${b.url}/healthz`)).rejects.toThrow()
    } finally {
      await backendControl(`faults?pathPrefix=${encodeURIComponent(slowPath)}`, { method: 'DELETE' }, a.backendUrl)
    }
  })
})

test("npm start's launcher (--readable-logs) prints the URLs and then one short line per request, no JSON", async () => {
  const site = await startSite(extraPort(66), {}, { captureOutput: true, args: ['--readable-logs'] })
  // the lines without their colours (the test runner asks its children for colours)
  const colour = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g')
  const shown = () => site.output.map((line) => line.replace(colour, '')).filter((line) => line.trim() !== '')
  try {
    expect((await fetch(`${site.url}/en/about`)).status).toBe(200)
    await expect.poll(() => shown().some((line) => / INFO: GET \/en\/about 200 [\d.]+ ms/.test(line))).toBe(true)
    // a visitor who leaves before the page is ready is no failure of the site: one line, 499 (client closed request), no stack;
    // the page's CMS answer takes 2 s here, so the visitor has surely left while it renders
    await setFault({ pathPrefix: '/.rest/delivery/pages/v1/en/albis/services', mode: 'slow', delayMs: 2000 }, site.backendUrl)
    await leaveEarly(site.url, '/en/services')
    await expect.poll(() => shown().some((line) => / [A-Z]+: GET \/en\/services 499 [\d.]+ ms/.test(line))).toBe(true)
  } finally {
    await site.stop()
  }
  const lines = shown()
  expect(lines.slice(0, 3)).toEqual([
    expect.stringMatching(/^Site: +http:\/\/127\.0\.0\.1:\d+\/$/),
    expect.stringMatching(/^Embedded backend: http:\/\/127\.0\.0\.1:\d+ \(for CMS_URL, /),
    expect.stringMatching(/^Mailbox: +http:\/\/127\.0\.0\.1:\d+\/__backend\/mailbox\.html /),
  ])
  // readable lines only: no JSON, and every log line is one short line with its time
  expect(lines.filter((line) => line.startsWith('{'))).toEqual([])
  for (const line of lines.slice(3).filter((text) => !text.startsWith('SIGTERM'))) expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] [A-Z]+: .{1,200}$/)
})

test('no personal data in any log line: a contact form sent on an instance of its own', async ({ page }) => {
  test.slow()
  const unique = Date.now()
  const sender = {
    name: `Zebulon Quillfeather ${unique}`,
    email: `zebulon.${unique}@privacy-check.example`,
    phone: `+49 40 ${unique % 10_000_000}`,
    message: `Please call about order ${unique}, my door code is 4711.`,
  }
  const site = await startSite(extraPort(60), { LOG_LEVEL: 'trace' }, { captureOutput: true })
  try {
    await page.goto(`${site.url}/en/contact/message`)
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`))
    await field('Name').fill(sender.name)
    await field('Company').fill('Example GmbH')
    await field('E-mail').fill(sender.email)
    await field('Phone').fill(sender.phone)
    await field('Country').selectOption('DE')
    await field('Postcode').fill('10115')
    await field('Message').fill(sender.message)
    await page.getByLabel(/I have read the privacy policy/).check()
    await page.getByRole('checkbox', { name: 'I am not a robot' }).click()
    await expect(page.locator('altcha-widget')).toContainText('Verified')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByRole('status')).toHaveText('Thank you! Your message has been sent.')
    // the message reached the instance's mail upstream, so the outbox logged its delivery
    await expect
      .poll(async () => {
        const mailbox = (await (await backendControl('mailbox', {}, site.backendUrl)).json()) as { messages: Array<{ body: { email: string } }> }
        return mailbox.messages.filter((message) => message.body.email === sender.email).length
      })
      .toBe(1)
  } finally {
    await site.stop()
  }
  const lines = site.output.filter((line) => line.trim() !== '')
  // the log was captured: the form page's request and the server function call are in it
  expect(lines.some((line) => line.includes('"msg":"request"') && line.includes('/en/contact/message'))).toBe(true)
  expect(lines.some((line) => line.includes('"msg":"request"') && line.includes('/_serverFn/'))).toBe(true)
  expect(lines.some((line) => line.includes('[outbox] delivered'))).toBe(true)
  const personal = [sender.name, sender.email, sender.phone, sender.message, String(unique)]
  const leaks = lines.filter((line) => personal.some((value) => line.toLowerCase().includes(value.toLowerCase())))
  expect(leaks).toEqual([])
})

/** Asks for a page and closes the connection 100 ms later: a visitor who left. */
function leaveEarly(siteUrl: string, path: string): Promise<void> {
  const { hostname, port, host } = new URL(siteUrl)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`)
      setTimeout(() => {
        socket.destroy()
        resolve()
      }, 100)
    })
    socket.once('error', reject)
  })
}
