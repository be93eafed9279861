/**
 * The documented deployment, run (docs/deploy.md): deploy/compose.yaml's topology as plain processes,
 * Debian's nginx with the repository's deploy/nginx.conf in front of two instances of the production
 * build on one Redis, configured as compose configures them.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { field, fillPerson, messagesOf, openForm, send, sentMessage, verifyCaptcha } from './mail-forms.ts'
import { type Nginx, exchange, nginxBinary, startNginx } from './nginx.ts'
import { type SiteInstance, backendControl, expect, hydrated, startRedis, startSite, test } from './support.ts'
import { embeddedUpstreams } from '../backend/server.ts'
import { extraPort } from '../playwright.config.ts'

const port = extraPort(80)
const publicOrigin = `http://127.0.0.1:${port}`
const brandHost = `mocom.localhost:${port}`
const metricsToken = 'e2e-metrics-token-0123456789'
/** How long nginx keeps a page fresh: the `s-maxage` of every public page (docs/deploy.md, "Tiers"). */
const sharedCacheMs = 60_000

const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

/** A PDF of `size` bytes (its header, then filler) in a file: handed to the browser by its path, which is much faster than its bytes. */
function pdfOf(size: number): string {
  const path = join(mkdtempSync(join(tmpdir(), 'upload-')), 'drawing.pdf')
  writeFileSync(path, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 15, 32), Buffer.from('\n%%EOF')]))
  return path
}

test.describe('the documented deployment: nginx in front of two instances on one Redis', () => {
  test.skip(nginxBinary() === undefined, 'nginx is not installed (apt-get install nginx; .ci/run installs it)')
  test.describe.configure({ mode: 'serial' })
  test.slow()
  let redis: ChildProcess | undefined
  let a: SiteInstance | undefined
  let b: SiteInstance | undefined
  let proxy: Nginx | undefined
  const started = () => {
    if (!a || !b || !proxy) throw new Error('the deployment did not start')
    return { a, b, proxy }
  }

  test.beforeAll(async () => {
    redis = await startRedis(extraPort(89))
    // what deploy/compose.yaml sets (x-site), with this machine's addresses
    const compose = {
      PUBLIC_ORIGIN: publicOrigin,
      BRAND_ORIGINS: `http://${brandHost}=mocom`,
      TRUST_PROXY: '1',
      REDIS_URL: `redis://127.0.0.1:${extraPort(89)}`,
      REVALIDATE_SECRET: 'e2e-revalidate-secret-0123456789',
      METRICS_TOKEN: metricsToken,
      AUTHORING: '0',
      CMS_CACHE_TTL_MS: '60000',
      SHUTDOWN_GRACE_MS: '10000',
    }
    // pages answer only on the public origin: an instance is up once its health answers
    a = await startSite(extraPort(82), compose, { readyPath: '/healthz' })
    // the second instance uses the first one's embedded backend as its upstreams
    b = await startSite(extraPort(84), { ...compose, ...embeddedUpstreams(a.backendUrl) }, { readyPath: '/healthz' })
    proxy = await startNginx(port, [extraPort(82), extraPort(84)])
  })
  test.afterAll(async () => {
    await proxy?.stop()
    // the instances before Redis: an instance closes its Redis connections on the way out
    await Promise.all([a?.stop(), b?.stop()])
    redis?.kill()
  })

  const aboutPath = '/wipag/en/about'
  let cachedAt = 0

  test('nginx keeps a public page; a publish reaches both instances at once, while nginx serves its copy until it is a minute old', async ({ request }) => {
    const { a, b, proxy } = started()
    cachedAt = Date.now()
    const first = await request.get(`${proxy.url}${aboutPath}`)
    expect(first.headers()['x-cache-status']).toBe('MISS')
    expect(titleOf(await first.text())).toBe('About us')
    const kept = await request.get(`${proxy.url}${aboutPath}`)
    expect(kept.headers()['x-cache-status']).toBe('HIT')

    expect(
      (await backendControl('content', { method: 'POST', body: { path: '/wipag/about', property: 'title', value: 'About WIPAG' } }, a.backendUrl)).ok,
    ).toBe(true)
    expect((await backendControl('publish', { method: 'POST', body: { path: '/wipag/about' } }, a.backendUrl)).status).toBe(200)
    // each instance, asked for the public origin's page directly: the publish hook and the Redis broadcast
    for (const site of [a, b]) {
      await expect
        .poll(async () => titleOf(await (await request.get(`${site.url}${aboutPath}`, { headers: { host: new URL(publicOrigin).host } })).text()), {
          timeout: 5000,
        })
        .toBe('About WIPAG')
    }
    const fromNginx = await request.get(`${proxy.url}${aboutPath}`)
    expect(fromNginx.headers()['x-cache-status']).toBe('HIT')
    expect(titleOf(await fromNginx.text())).toBe('About us')
  })

  test('TRUST_PROXY behind nginx: pages on the origin the visitor asked for, whatever forwarding headers it sends; other hosts 421', async ({ request }) => {
    const { a, proxy } = started()
    // forged forwarding headers: nginx replaces X-Forwarded-Host and -Proto with what it saw
    const path = `/en/about?forged=${Date.now()}`
    const forged = await request.get(`${proxy.url}${path}`, { headers: { 'x-forwarded-host': brandHost, 'x-forwarded-proto': 'https' } })
    expect(forged.status()).toBe(200)
    const html = await forged.text()
    expect(html).toContain('data-brand="albis"')
    expect(html).toContain(`<link rel="canonical" href="${publicOrigin}/en/about"`)
    expect(forged.headers()['strict-transport-security']).toBeUndefined()
    // what nginx kept of that request is the page every visitor gets
    const next = await request.get(`${proxy.url}${path}`)
    expect(next.headers()['x-cache-status']).toBe('HIT')
    expect(await next.text()).toContain('data-brand="albis"')

    // a brand on a host of its own (BRAND_ORIGINS)
    const mocom = await request.get(`${proxy.url}/en/about`, { headers: { host: brandHost } })
    expect(mocom.status()).toBe(200)
    const mocomHtml = await mocom.text()
    expect(mocomHtml).toContain('data-brand="mocom"')
    expect(mocomHtml).toContain(`<link rel="canonical" href="http://${brandHost}/en/about"`)
    // a host the site does not serve, through nginx or on an instance's own address
    expect((await request.get(`${proxy.url}/en/about`, { headers: { host: 'evil.example' } })).status()).toBe(421)
    expect((await request.get(`${a.url}/en/about`)).status()).toBe(421)
  })

  test("TRUST_PROXY behind nginx: limits count the address nginx saw, not the proxy's and not one the client claims", async ({ page }) => {
    const { proxy } = started()
    // the sign-in link request, as the browser sends it (its server function, its headers)
    await page.goto(`${proxy.url}/en/orders`)
    await hydrated(page.getByRole('button', { name: 'Send me a sign-in link' }))
    await page.getByLabel(/^E-mail/).fill('limits@example.com')
    await page.getByLabel(/^Customer number/).fill('100200')
    const posted = page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().includes('/_serverFn/'))
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
    const call = await posted
    const body = call.postData() ?? ''
    expect(body).toContain('limits@example.com')
    const headers = Object.fromEntries(
      Object.entries(await call.allHeaders()).filter(([name]) => !['host', 'content-length', 'connection', 'cookie', 'accept-encoding'].includes(name)),
    )
    let tries = 0
    // each try with another e-mail address, so only the limit per client address can stop them
    const ask = (localAddress: string, extra: Record<string, string> = {}) =>
      exchange(proxy.port, {
        method: 'POST',
        target: new URL(call.url()).pathname + new URL(call.url()).search,
        headers: { ...headers, ...extra },
        body: body.replace('limits@example.com', `limits-${(tries += 1)}@example.com`),
        localAddress,
      })

    let refused: number | undefined
    for (let i = 0; i < 300 && refused === undefined; i++) {
      const answer = await ask('127.0.0.2')
      expect([200, 429]).toContain(answer.status)
      if (answer.status === 429) refused = i
    }
    // the client at 127.0.0.2 was let through a while, then refused
    expect(refused).toBeGreaterThan(0)
    // claiming another address does not help it: nginx adds the one it saw, and the site trusts that one hop
    expect((await ask('127.0.0.2', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429)
    // other clients behind the same nginx are not refused
    expect((await ask('127.0.0.3')).status).toBe(200)
    expect((await ask('127.0.0.1')).status).toBe(200)
  })

  test('/metrics and /readyz are not answered through nginx, however the path is spelled and with the token; each instance answers them', async ({
    request,
  }) => {
    const { a, proxy } = started()
    const authorization = `Bearer ${metricsToken}`
    const direct = await request.get(`${a.url}/metrics`, { headers: { authorization } })
    expect(direct.status()).toBe(200)
    expect(await direct.text()).toContain('site_request_duration_seconds_count')
    const ready = await request.get(`${a.url}/readyz`, { headers: { authorization } })
    expect(ready.status()).toBe(200)
    expect(await ready.text()).toContain('"upstreams"')

    const spellings = [
      '/metrics',
      '/readyz',
      '/readyz?details=1',
      '//metrics',
      '/./readyz',
      '/%6detrics',
      '/x/%2e%2e/readyz',
      '/x/..%2freadyz',
      `http://127.0.0.1:${port}/metrics`,
      // the site reads a backslash as a slash, nginx does not
      '/x/..\\metrics',
      '/x/%2e%2e\\readyz',
      '/readyz/',
      '/metrics/',
    ]
    for (const target of spellings) {
      const answer = await exchange(proxy.port, { target, headers: { authorization } })
      expect.soft(answer.status, target).not.toBe(200)
      expect.soft(answer.body, target).not.toMatch(/site_request_duration_seconds|nodejs_|"upstreams"|"circuit"/)
    }
  })

  test('nginx takes a 10 MB upload to the site and refuses 11 MB itself, before the site sees it', async ({ page }) => {
    const { a, proxy } = started()
    const name = `Engineer ${Date.now()}`
    await openForm(page, `${proxy.url}/en/contact/product-request`)
    const form = page.locator('section.product-request-form')
    await form.getByLabel(field('Product')).fill('ALCOM PC 740')
    await form.getByLabel(field('Your question')).fill('Which grade for 1.5 mm walls?')
    await fillPerson(form, name, 'engineer@example.com')
    const attachment = form.getByLabel(field('Attachment (PDF, PNG or JPEG, at most 10 MB)'))

    await attachment.setInputFiles(pdfOf(11 * 1024 * 1024))
    await verifyCaptcha(page)
    const refused = page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST')
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    const tooLarge = await refused
    expect(tooLarge.status()).toBe(413)
    // nginx's own answer: the site puts its request id on every answer
    expect(await tooLarge.text()).toContain('413 Request Entity Too Large')
    expect(tooLarge.headers()['x-request-id']).toBeUndefined()
    expect(proxy.errorLog()).toContain('client intended to send too large body')

    await attachment.setInputFiles(pdfOf(10 * 1024 * 1024))
    await send(page, form, { timeout: 20_000 })
    const message = await sentMessage(name, a.backendUrl)
    expect(message.files).toMatchObject([{ name: 'drawing.pdf', size: 10 * 1024 * 1024 }])
    expect(await messagesOf(name, a.backendUrl)).toHaveLength(1)
  })

  test('an instance stopping mid-traffic loses no request: nginx passes what it cannot send there to the other', async ({ request }) => {
    const { b, proxy } = started()
    const asset = /\/assets\/[\w.-]+\.js/.exec(await (await request.get(`${proxy.url}/en/about`)).text())?.[0] ?? ''
    expect(asset).not.toBe('')
    // answers nginx does not keep (health), pages and files it has not kept yet: each goes to an instance
    const paths = (n: number) => [`/healthz?n=${n}`, `/en/services?n=${n}`, `${asset}?n=${n}`][n % 3] ?? '/healthz'
    const answers: Array<{ path: string; status: number | string; at: number }> = []
    let sent = 0
    let stop = false
    const client = async () => {
      while (!stop) {
        const path = paths((sent += 1))
        const status = await fetch(`${proxy.url}${path}`)
          .then(async (response) => (await response.arrayBuffer(), response.status))
          .catch((error: unknown) => String(error))
        answers.push({ path, status, at: Date.now() })
      }
    }
    const served = async () => {
      const metrics = await (await request.get(`${b.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text()
      // requests it answered, its scrapes left out
      return [...metrics.matchAll(/^site_request_duration_seconds_count\{route="(?!metrics")[^}]*\} (\d+)$/gm)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      )
    }
    const before = await served()
    const clients = Array.from({ length: 6 }, client)
    try {
      // the instance takes its share of the traffic
      await expect.poll(served, { timeout: 10_000 }).toBeGreaterThan(before + 20)
      const exited = new Promise<number | null>((resolve) => b.process.once('exit', (code) => resolve(code)))
      b.process.kill('SIGTERM')
      expect(await exited).toBe(0)
      const exitedAt = Date.now()
      // and traffic goes on a while after it is gone
      await expect.poll(() => answers.filter((answer) => answer.at > exitedAt + 1000).length, { timeout: 10_000 }).toBeGreaterThan(20)
    } finally {
      stop = true
      await Promise.all(clients)
    }
    expect(answers.filter((answer) => typeof answer.status !== 'number' || answer.status < 200 || answer.status > 299)).toEqual([])
    // the retries nginx made, on the other instance
    expect(proxy.errorLog()).toMatch(/connect\(\) failed \(111: Connection refused\) while connecting to upstream/)
  })

  test('a publish reaches the pages nginx kept once its copy is a minute old (s-maxage), with no purge', async ({ request }) => {
    test.setTimeout(sharedCacheMs + 30_000)
    const { proxy } = started()
    const shown = async () => titleOf(await (await request.get(`${proxy.url}${aboutPath}`)).text())
    // the first request after the minute is answered from the copy while one refreshes it, and the next has the publish
    // (seconds later: when the checks before took longer than the minute, from now)
    const fresh = Math.max(cachedAt + sharedCacheMs - Date.now(), 0)
    await expect.poll(shown, { timeout: fresh + 10_000, intervals: [1000] }).toBe('About WIPAG')
    expect(Date.now() - cachedAt).toBeGreaterThan(sharedCacheMs)
  })
})
