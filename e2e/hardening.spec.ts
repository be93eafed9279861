import { readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { request as httpRequest } from 'node:http'
import { backendControlToken, backendUrl, editorOrigin, extraPort } from '../playwright.config.ts'
import { type SiteInstance, backendControl, expect, hydrated, setFault, startSite, test } from './support.ts'

/** A server function's id in this build (Start's manifest in the server bundle), for calls the browser makes only once a form is filled in and its captcha solved. */
function builtServerFunctionId(name: string): string {
  const server = readFileSync(new URL('../dist/server/server.js', import.meta.url), 'utf8')
  const id = new RegExp(`"([0-9a-f]{64})": \\{\\s*functionName: "${name}_createServerFn_handler"`).exec(server)?.[1]
  if (!id) throw new Error(`no server function ${name} in the build`)
  return id
}

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** What the client had written of the body when the answer came. */
  sentBeforeAnswer: number
}

/**
 * One request as it is, with any method and headers (`fetch` refuses `TRACE` and sets `Host` and
 * `Content-Length` itself): `body` is written in chunks until the answer comes or it ends;
 * `declaredOnly` sends the headers and waits for the answer without a byte of the body.
 */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string> = {},
  body: { chunk: Buffer; times: number } | 'declaredOnly' | undefined = undefined,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port, pathname, search } = new URL(url)
    let sent = 0
    let answered = false
    const outgoing = httpRequest({ host: hostname, port, method, path: pathname + search, headers }, (response) => {
      answered = true
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, sentBeforeAnswer: sent }))
    })
    outgoing.on('error', (error) => (answered ? undefined : reject(error)))
    if (body === 'declaredOnly') return void outgoing.flushHeaders()
    if (body === undefined) return void outgoing.end()
    const write = () => {
      while (!answered && sent < body.chunk.length * body.times) {
        sent += body.chunk.length
        if (!outgoing.write(body.chunk)) return void outgoing.once('drain', write)
      }
      outgoing.end()
    }
    write()
  })
}

/** The headers every response carries, whatever answered it (docs/security.md). */
const everyResponse = ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy']

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const name of everyResponse) expect(headers[name], `${name} on ${what}`).toBeTruthy()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
}

const probeSvg = '/dam/jcr:b68333a5-0d54-4131-a5a5-16a9a3861cb8/probe-script.svg'
const probeHtml = '/dam/jcr:239393b8-a30d-4fc7-9898-c8481de01e75/probe-page.html'

test('every response carries the security headers: a page, an asset, a redirect, a 404, a 405, a 503, health, readiness, metrics, a 421, a 413', async ({
  request,
  baseURL,
  faultSite,
}) => {
  // a URL of its own, so the page is rendered for this request, not taken from the page cache
  const fresh = `/en/about?headers=${Date.now()}`
  const page = await request.get(fresh)
  expectSecurityHeaders(page.headers(), 'a page')
  const csp = page.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", `frame-ancestors 'self' ${editorOrigin}`, 'report-uri /csp-report'])
    expect(csp).toContain(directive)
  // every script of the page carries this request's nonce, and the next request gets another one (or, kept, none)
  const html = await page.text()
  const scripts = html.match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
  expect((await request.get(fresh)).headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`)

  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0] ?? ''
  expectSecurityHeaders((await request.get(asset)).headers(), 'an asset')
  const redirect = await request.get('/en/about/', { maxRedirects: 0 })
  expect(redirect.status()).toBe(301)
  expectSecurityHeaders(redirect.headers(), 'a redirect')
  expect(redirect.headers()['cache-control']).toBe('private, no-store')
  for (const path of ['/healthz', '/readyz', '/metrics']) {
    const operations = await request.get(path)
    expectSecurityHeaders(operations.headers(), path)
    expect(operations.headers()['x-request-id'], path).toMatch(/^[\w-]{8,}$/)
  }
  const misdirected = await request.get('/en/about', { headers: { host: 'www.mocom.example' } })
  expect(misdirected.status()).toBe(421)
  expectSecurityHeaders(misdirected.headers(), 'a 421')
  const tooLarge = await rawRequest(
    `${baseURL}/_serverFn/abc`,
    'POST',
    { 'content-type': 'application/json', 'content-length': String(100_000) },
    'declaredOnly',
  )
  expect(tooLarge.status).toBe(413)
  expectSecurityHeaders(tooLarge.headers as Record<string, string>, 'a 413')
  expect(tooLarge.headers['x-request-id']).toBeTruthy()
  const missing = await request.get('/assets/missing.js')
  expect(missing.status()).toBe(404)
  expectSecurityHeaders(missing.headers(), 'a 404')
  const notFoundPage = await request.get('/en/404')
  expect(notFoundPage.status()).toBe(404)
  expectSecurityHeaders(notFoundPage.headers(), 'the 404 page')
  const wrongMethod = await request.post('/en/about')
  expect(wrongMethod.status()).toBe(405)
  expect(wrongMethod.headers()['allow']).toBe('GET, HEAD')
  expectSecurityHeaders(wrongMethod.headers(), 'a 405')
  // a DAM file while the CMS does not answer: 503 (a path no other test asks for)
  // on the worker's fault instance: the timed-out calls count against the CMS circuit
  const unanswered = '/dam/jcr:00000000-0000-4000-8000-0000000000aa/unanswered.png'
  await setFault({ pathPrefix: unanswered, mode: 'slow', delayMs: 6000 }, faultSite.backendUrl)
  const unavailable = await request.get(`${faultSite.url}${unanswered}`)
  expect(unavailable.status()).toBe(503)
  expectSecurityHeaders(unavailable.headers(), 'a 503')
})

test('a forged X-Forwarded-Host or Host changes nothing: another brand, canonical and redirects stay on the configured origin', async ({
  request,
  baseURL,
}) => {
  const forged = { 'x-forwarded-host': 'www.mocom.example', 'x-forwarded-proto': 'https' }
  const page = await request.get('/en/about', { headers: forged })
  expect(page.status()).toBe(200)
  const html = await page.text()
  expect(html).toContain('data-brand="albis"')
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/about"`)
  expect(html).not.toContain('mocom.example')
  const redirect = await request.get('/en/about/', { headers: forged, maxRedirects: 0 })
  expect(redirect.headers()['location']).not.toContain('mocom.example')
  expect((await request.get('/en/about', { headers: { host: 'www.mocom.example' } })).status()).toBe(421)
})

test('/ is never kept by a shared cache: a private redirect to the saved language; pages are public', async ({ request }) => {
  const home = await request.get('/', { maxRedirects: 0 })
  expect(home.status()).toBe(302)
  expect(home.headers()['cache-control']).toBe('private, no-store')
  expect(home.headers()['location']).toBe('/de')
  const english = await request.get('/mocom', { maxRedirects: 0, headers: { cookie: 'language=en' } })
  expect(english.headers()['location']).toBe('/mocom/en')
  expect(english.headers()['cache-control']).toBe('private, no-store')
  expect((await request.get('/mocom/en')).headers()['cache-control']).toMatch(/^public, /)
  expect((await request.get('/mocom/en?mgnlPreview=true')).headers()['cache-control']).toBe('private, no-store')
})

test.describe('the DAM', () => {
  // the SVG's own policy refusing its script is the point of this test
  test.use({ expectedCspViolations: /script/ })

  test('serves an SVG with a script sandboxed, so the script never runs; HTML is not served at all', async ({ page, request }) => {
    const ran: string[] = []
    await page.route('**/probe-ran*', (route) => {
      ran.push(route.request().url())
      return route.fulfill({ status: 204 })
    })
    const svg = await page.goto(probeSvg)
    expect(svg?.status()).toBe(200)
    expect(svg?.headers()['content-type']).toBe('image/svg+xml')
    expect(svg?.headers()['content-security-policy']).toContain('sandbox')
    await page.waitForTimeout(500)
    expect(await page.title()).not.toBe('svg script ran')
    expect(ran).toEqual([])
    expect((await request.get(probeHtml)).status()).toBe(404)
    const pdf = await request.get('/dam/jcr:b15a3fc7-ba6a-557f-aea6-10f6b96764ee/quality-certificate-iso-9001.pdf')
    expect(pdf.headers()['content-disposition']).toBe('attachment; filename="quality-certificate-iso-9001.pdf"')
    expect(pdf.headers()['content-security-policy']).toBe('sandbox')
  })
})

test('serves the stage picture and each of its renditions as a WebP image, never sniffed, cached a day', async ({ request }) => {
  const html = await (await request.get('/en')).text()
  const tag = /<img class="stage-image"[^>]*>/.exec(html)?.[0] ?? ''
  expect(tag).toContain(' sizes="100vw"')
  const candidates = (/ srcset="([^"]+)"/i.exec(tag)?.[1] ?? '').split(', ').map((candidate) => candidate.split(' '))
  expect(candidates.map(([, width]) => width)).toEqual(['640w', '1280w', '1920w'])
  for (const [url] of candidates) {
    const answer = await request.get(url ?? '')
    expect(answer.status(), url).toBe(200)
    expect(answer.headers()).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=86400' })
    expect(answer.headers()['content-disposition']).toBeUndefined()
    expect((await answer.body()).subarray(8, 12).toString()).toBe('WEBP')
  }
})

test('server functions answer bad payloads and bad input with 400, never a 500 or a stack', async ({ page, request }) => {
  await page.goto('/en')
  await hydrated(page.locator('.main-nav a').first())
  const call = page.waitForRequest((candidate) => candidate.url().includes('/_serverFn/'))
  await page.locator('.main-nav a').first().click()
  const url = new URL((await call).url())
  const payload = url.searchParams.get('payload') ?? ''
  expect(payload).toContain('"albis"')

  const malformed = new URL(url)
  malformed.searchParams.set('payload', '{oops')
  const broken = await request.get(malformed.href)
  expect(broken.status()).toBe(400)
  expect(await broken.text()).toBe('Malformed payload')

  const invalid = new URL(url)
  invalid.searchParams.set('payload', payload.replace('"albis"', '"no-such-brand"'))
  // as the browser sends it (a server function refuses requests from other sites)
  const refused = await request.get(invalid.href, { headers: { origin: new URL(url).origin, 'sec-fetch-site': 'same-origin' } })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).not.toMatch(/at .+\.js:\d+/) // no stack trace
})

test('TRACE answers 405 with Allow, headers and a request id, like any method a path does not take', async ({ baseURL }) => {
  for (const [method, path, allow] of [
    ['TRACE', '/en/about', 'GET, HEAD'],
    ['TRACE', '/_serverFn/abc', 'GET, POST'],
  ] as const) {
    const answer = await rawRequest(`${baseURL}${path}`, method)
    expect(answer.status, `${method} ${path}`).toBe(405)
    expect(answer.headers['allow']).toBe(allow)
    expectSecurityHeaders(answer.headers as Record<string, string>, `${method} ${path}`)
    expect(answer.headers['x-request-id']).toBeTruthy()
  }
})

test('request bodies over their limits are refused with 413 before they are read; one without a length is cut off at its limit', async ({ baseURL }) => {
  const MB = 1024 * 1024
  // told 11 MB of multipart, 100 KB of JSON or a 20 KB policy report: answered before a byte of the body is sent
  for (const [path, type, length] of [
    ['/_serverFn/abc', 'multipart/form-data; boundary=x', 11 * MB],
    ['/_serverFn/abc', 'application/json', 100 * 1024],
    ['/csp-report', 'application/csp-report', 20 * 1024],
  ] as const) {
    const answer = await rawRequest(`${baseURL}${path}`, 'POST', { 'content-type': type, 'content-length': String(length) }, 'declaredOnly')
    expect(answer.status, `${path} ${type}`).toBe(413)
  }
  // 250 MB streamed without a length to the forms' functions: cut off once past their limits, long before the client is through
  const asBrowser = { origin: baseURL ?? '', 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }
  for (const [name, type] of [
    ['submitRecycling', 'application/json'],
    ['submitProductRequest', 'multipart/form-data; boundary=x'],
  ] as const) {
    const streamed = await rawRequest(
      `${baseURL}/_serverFn/${builtServerFunctionId(name)}`,
      'POST',
      { 'content-type': type, ...asBrowser },
      { chunk: Buffer.alloc(MB, 32), times: 250 },
    )
    expect(streamed.status, name).toBe(413)
    expect(streamed.sentBeforeAnswer, name).toBeLessThan(50 * MB)
  }
  // and the site answers on as before
  expect((await fetch(`${baseURL}/en/about`)).status).toBe(200)
})

test('the embedded backend refuses its controls without the token, from web pages, and without JSON', async () => {
  expect((await fetch(`${backendUrl}/__backend/faults`)).status).toBe(401)
  expect((await fetch(`${backendUrl}/__backend/faults`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })).status).toBe(401)
  expect((await backendControl('faults')).status).toBe(200)
})

test("the embedded backend's mailbox page shows the sign-in links only to who posts the control token, and no endpoint answers a foreign name", async ({
  page,
}) => {
  const mailboxPage = `${backendUrl}/__backend/mailbox.html`
  await page.goto(mailboxPage)
  await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible()
  await expect(page.locator('article')).toHaveCount(0)
  await page.getByLabel(/Control token/).fill('not-the-token')
  await page.getByRole('button', { name: 'Open the mailbox' }).click()
  await expect(page.getByRole('alert')).toContainText('not the control token')
  await page.getByLabel(/Control token/).fill(backendControlToken)
  await page.getByRole('button', { name: 'Open the mailbox' }).click()
  await expect(page.getByRole('heading', { name: /^Mailbox \(\d+\)$/ })).toBeVisible()
  // the token went in the body, never in the URL
  expect(page.url()).toBe(mailboxPage)
  // a page that points a name of its own at the backend (DNS rebinding) gets nothing, with the token or without
  const { port } = new URL(backendUrl)
  for (const path of ['/__backend/mailbox.html', '/__backend/mailbox', '/.rest/delivery/pages/v1/en/albis/']) {
    const answer = await rawRequest(`${backendUrl}${path}`, 'GET', { host: `rebind.example:${port}`, authorization: `Bearer ${backendControlToken}` })
    expect(answer.status, path).toBe(421)
  }
})

test('2,000 slow-header connections do not keep the site from answering, and the server closes them', async ({ baseURL }) => {
  test.setTimeout(90_000)
  const { hostname, port } = new URL(baseURL ?? '')
  const sockets: Socket[] = []
  let closed = 0
  await Promise.all(
    Array.from(
      { length: 2000 },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect(Number(port), hostname, () => {
            socket.write(`GET /en HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Slow: `) // headers that never end
            resolve()
          })
          socket.on('error', () => resolve())
          socket.on('close', () => (closed += 1))
          socket.resume() // read what the server sends (its 408), so its close is seen
          sockets.push(socket)
        }),
    ),
  )
  try {
    const started = Date.now()
    const response = await fetch(`${baseURL}/en/about`)
    expect(response.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(2000)
    // the headers timeout (10 s, checked every second) ends every one of them
    await expect.poll(() => closed, { timeout: 30_000, intervals: [1000] }).toBe(2000)
  } finally {
    for (const socket of sockets) socket.destroy()
  }
})

test('a page on another origin posting editor messages makes the site load and run nothing', async ({ page, baseURL }) => {
  const attacker = 'http://attacker.test'
  const attackerRequests: string[] = []
  await page.route(`${attacker}/**`, (route) => {
    const url = route.request().url()
    if (url === `${attacker}/`) {
      // opens the real page editor (which frames the site in editor mode) and floods the framed
      // site with its own updateState, pointing at its own server
      const editor = `${editorOrigin}/.magnolia/pages-editor?site=${encodeURIComponent(baseURL ?? '')}&page=${encodeURIComponent('/en/about')}&node=/albis/about`
      const html = `<!doctype html><title>attacker</title><script>
        const editor = window.open(${JSON.stringify(editor)}, 'editor')
        const evil = JSON.stringify({ action: 'updateState', serverUrl: '${attacker}/.magnolia/admincentral', selectedComponentVariants: {} })
        setInterval(() => { try { editor.frames[0].postMessage(evil, '*') } catch {} }, 10)
      </script>`
      return route.fulfill({ status: 200, contentType: 'text/html', body: html })
    }
    attackerRequests.push(url)
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.attackerRan = true' })
  })
  const editorOpened = page.context().waitForEvent('page')
  await page.goto(`${attacker}/`)
  const editor = await editorOpened
  await editor.waitForLoadState()
  await expect.poll(() => editor.frames().find((frame) => frame.url().includes('/en/about')) !== undefined).toBe(true)
  const site = editor.frames().find((frame) => frame.url().includes('/en/about'))
  if (!site) throw new Error('site frame not found')
  // the real editor's bridge works, the attacker's never gets in
  await expect.poll(() => site.evaluate(() => (window as unknown as { frameReadyCalls?: number }).frameReadyCalls ?? 0), { timeout: 15_000 }).toBeGreaterThan(0)
  await page.waitForTimeout(1000) // a second more of the attacker's messages
  const bridge = await site.evaluate(() => document.getElementById('mgnlPageEditorBridge')?.getAttribute('src') ?? '')
  expect(bridge.startsWith(`${editorOrigin}/`)).toBe(true)
  expect(await site.evaluate(() => (window as unknown as { attackerRan?: boolean }).attackerRan ?? false)).toBe(false)
  expect(attackerRequests).toEqual([])
})

test.describe('an instance with configured origins, a trusted proxy and editor mode off', () => {
  test.describe.configure({ mode: 'serial' })
  let site: SiteInstance
  test.beforeAll(async () => {
    site = await startSite(extraPort(20), {
      PUBLIC_ORIGIN: `http://127.0.0.1:${extraPort(20)}`,
      BRAND_ORIGINS: 'www.mocom.test=mocom',
      TRUST_PROXY: 'loopback',
      AUTHORING: '0',
    })
  })
  test.afterAll(() => site.stop())

  test('answers only its configured origins, as the trusted proxy names them', async ({ request }) => {
    expect((await request.get(`${site.url}/en/about`, { headers: { host: 'evil.test' } })).status()).toBe(421)
    expect((await request.get(`${site.url}/en/about`, { headers: { 'x-forwarded-host': 'evil.test' } })).status()).toBe(421)
    const mocom = await request.get(`${site.url}/en/about`, { headers: { 'x-forwarded-host': 'www.mocom.test', 'x-forwarded-proto': 'https' } })
    expect(mocom.status()).toBe(200)
    const html = await mocom.text()
    expect(html).toContain('data-brand="mocom"')
    expect(html).toContain('<link rel="canonical" href="https://www.mocom.test/en/about"')
    expect(mocom.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect((await request.get(`${site.url}/en/about`)).headers()['strict-transport-security']).toBeUndefined()
  })

  test("refuses the editor's data and serves preview requests from the caches, whatever the payload asks", async ({ browser, page, request, baseURL }) => {
    // the editor's call, as the shared e2e server (editor mode on) makes it in the browser
    const editor = await browser.newPage()
    const editorCall = editor.waitForRequest(
      (candidate) => candidate.url().includes('/_serverFn/') && candidate.url().includes('pagePath') && !candidate.url().includes('preview'),
    )
    await editor.goto(`${baseURL}/en/about?mgnlPreview=false`)
    const editorData = new URL((await editorCall).url())
    await editor.close()
    const asBrowser = { origin: site.url, 'sec-fetch-site': 'same-origin' }
    const refused = await request.get(`${site.url}${editorData.pathname}${editorData.search}`, { headers: asBrowser })
    expect(refused.status()).toBe(403)
    expect(await refused.text()).not.toContain('okg-lm:')

    // a visitor's page call on this instance, then the same asking for preview (`true`, where the browser sent `false`)
    await page.goto(`${site.url}/en`)
    await hydrated(page.locator('.main-nav a').first())
    const pageCall = page.waitForRequest((candidate) => candidate.url().includes('/_serverFn/') && candidate.url().includes('preview'))
    await page.locator('.main-nav a').first().click()
    const visitor = new URL((await pageCall).url())
    const payload = visitor.searchParams.get('payload') ?? ''
    const falseValue = '{"t":2,"s":3}'
    expect(payload.split(falseValue)).toHaveLength(2)
    const preview = new URL(visitor)
    preview.searchParams.set('payload', payload.replace(falseValue, '{"t":2,"s":2}'))
    await page.waitForLoadState('networkidle')
    await backendControl('requests', { method: 'DELETE' }, site.backendUrl)
    for (let i = 0; i < 5; i++) expect((await request.get(preview.href, { headers: asBrowser })).status()).toBe(200)
    const { requests } = (await (await backendControl('requests', {}, site.backendUrl)).json()) as { requests: string[] }
    // the page was loaded for the visitor a moment ago: the cache answers, the CMS is asked at most once again
    expect(requests.filter((path) => path.startsWith('/.rest/delivery/pages/v1/')).length).toBeLessThanOrEqual(1)
  })

  test('strips the editor params by a redirect, so they cannot bypass the caches', async ({ request }) => {
    const preview = await request.get(`${site.url}/en/about?mgnlPreview=false&utm_source=x`, { maxRedirects: 0 })
    expect(preview.status()).toBe(302)
    expect(preview.headers()['location']).toBe('/en/about?utm_source=x')
    expect((await request.get(`${site.url}/en/about?mgnlVersion=1.2`, { maxRedirects: 0 })).headers()['location']).toBe('/en/about')
  })
})
