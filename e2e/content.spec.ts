import {
  type SiteInstance,
  backendControl,
  backendRequests,
  brands,
  clearFault,
  expect,
  expectNoAxeViolations,
  fewAtATime,
  hydrated,
  scriptsHolding,
  setFault,
  test,
} from './support.ts'
import { cacheTtlMs } from '../playwright.config.ts'

test('every base component renders from Magnolia content', async ({ page, problems }) => {
  await page.goto('/de/services')
  // the services page has a stage of its own, not the home's
  await expect(page.locator('.stage-title')).toHaveText('Vom Granulat zum Serienteil')
  await expect(page.locator('.teaser')).toHaveCount(1)
  await expect(page.locator('figure.image figcaption')).toHaveText('Versandbereit – Lagerware verlässt unsere Hubs innerhalb von 48 Stunden.')
  await expect(page.locator('.downloads li')).toHaveText(['ISO-9001-Zertifikat PDF, 3 KB, 30.01.2025', 'Allgemeine Verkaufsbedingungen PDF, 5 KB, 01.01.2025'])
  const faq = page.locator('.faq details').first()
  await faq.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(faq).toHaveAttribute('open', '')
  await expect(page.locator('.fact-value')).toHaveText(['6.000+', '48 h', '4'])
  // decimals as the editor chose them, in the visitor's locale
  await page.goto('/plgrd/de')
  await expect(page.locator('.fact-value')).toHaveText(['1.500', '0,01 mm', '60'])
  expect(problems).toEqual([])
})

test('downloads, brochures and quality management list PDF files with title, type, size and date in every brand and language, each file what it says', async ({
  page,
  request,
}) => {
  const today = new Date().toISOString().slice(0, 10)
  // the lists as the server renders them (the component has no script of its own): every page's HTML
  // over HTTP, read with the browser's HTML parser, instead of a page load each
  await page.goto('about:blank')
  const lists = brands.flatMap((brand) =>
    brand.languages.flatMap((lang) => ['/downloads', '/products/brochures', '/services/quality-management'].map((pagePath) => ({ brand, lang, pagePath }))),
  )
  const listed = await fewAtATime(lists, async ({ brand, lang, pagePath }) => {
    const path = `/${brand.prefix}/${lang}${pagePath}`
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const entries = await page.evaluate(
      (html) => {
        const document = new DOMParser().parseFromString(html, 'text/html')
        return [...document.querySelectorAll('main .downloads li')].map((item) => ({
          title: item.querySelector('a')?.textContent ?? '',
          href: item.querySelector('a')?.getAttribute('href') ?? '',
          meta: item.querySelector('.download-meta')?.textContent ?? '',
          day: item.querySelector('time')?.getAttribute('datetime') ?? '',
        }))
      },
      await response.text(),
    )
    return { path, lang, pagePath, entries }
  })
  // each file once: a PDF, its size the one the lists name
  const hrefs = [...new Set(listed.flatMap(({ entries }) => entries.map((entry) => entry.href)))]
  const fileSizes = await fewAtATime(hrefs, async (href) => {
    const file = await request.get(href)
    expect(file.headers()['content-type'], href).toBe('application/pdf')
    const body = await file.body()
    expect(body.subarray(0, 8).toString('latin1'), href).toBe('%PDF-1.4')
    return body.length
  })
  const sizes = new Map(hrefs.map((href, i) => [href, fileSizes[i] ?? 0]))
  for (const { path, lang, pagePath, entries } of listed) {
    expect(entries.length, path).toBeGreaterThan(pagePath === '/products/brochures' ? 1 : 0)
    for (const entry of entries) {
      expect(entry.title, path).not.toBe('')
      expect(entry.meta, `${path} ${entry.title}`).toMatch(/^PDF, \d+ KB, \S/)
      expect(entry.day <= today && /^\d{4}-\d{2}-\d{2}$/.test(entry.day), `${path} ${entry.title}: ${entry.day}`).toBe(true)
      // titles in the page's language: Chinese on the Chinese pages, no English document names on the German ones
      if (lang === 'zh') expect(entry.title, path).toMatch(/[\u4e00-\u9fff]/)
      if (lang === 'de') expect(entry.title, path).not.toMatch(/\b(certificate|brochure|declaration|terms|data ?sheet|guideline|policy|report)\b/i)
      expect(entry.meta, `${path} ${entry.title}`).toContain(` ${new Intl.NumberFormat('de-DE').format(Math.round((sizes.get(entry.href) ?? 0) / 1024))} KB`)
    }
  }
  // the quality pages show certificates; the brochures pages brochures
  await page.goto('/mocom/de/services/quality-management')
  await expect(page.locator('main .downloads li a')).toContainText(['Zertifikat ISO 9001', 'Zertifikat IATF 16949'])
  await page.goto('/albis-distribution/zh/products/brochures')
  await expect(page.locator('main .downloads li a').first()).toHaveText('ALBIS Distribution 公司宣传册')
  await expectNoAxeViolations(page)
})

test('an unknown component renders an empty block and a crashing component is isolated', async ({ page, problems }) => {
  const response = await page.goto('/en/playground')
  expect(response?.status()).toBe(200)
  await expect(page.locator('.empty-block')).toHaveCount(1)
  await expect(page.getByText('Legacy flash banner')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Between' })).toBeVisible()
  await expect(page.locator('.facts')).toHaveCount(0) // the facts component with invalid decimals is hidden
  await expect(page.getByText('The rest of the page is still here.')).toBeVisible()
  await expect(page.locator('.site-footer')).toContainText('ALBIS Distribution')
  // the only reports are the crash of that component itself
  expect(problems.filter((p) => !/minimumFractionDigits|server could not finish this Suspense boundary/.test(p))).toEqual([])
})

test.describe('page templates pass axe-core (wcag2a, wcag2aa, wcag21aa, wcag22aa)', () => {
  for (const [template, path] of [
    ['home', '/mocom/de'],
    ['home (zh)', '/zh'],
    ['basic with every component', '/en/services'],
    ['404', '/htf/en/404'],
  ] as const) {
    test(template, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('when the CMS fails', () => {
  // on the worker's fault instance: its faults (a whole site's navigation, a slow page) and the CMS
  // circuit they may open never reach another test's pages
  test.use({ baseURL: async ({ faultSite }, use) => use(faultSite.url) })

  /** Whether `backend` was asked for `path` (a refresh of the cache) since its request log was cleared. */
  const asked = async (backend: string, path: string) => (await backendRequests(backend)).some((request) => request.startsWith(path))
  /** The instance forgets what it keeps of a page, as after a publish: the page was never loaded. */
  const forget = async (site: SiteInstance, path: string) =>
    expect((await backendControl('publish', { method: 'POST', body: { path } }, site.backendUrl)).status).toBe(200)

  test('editor mode bypasses the server cache, visitors keep the cached copy', async ({ page, faultSite: site }) => {
    await page.goto('/wipag/de/about')
    const fault = '/.rest/delivery/pages/v1/de/wipag/about'
    await setFault({ pathPrefix: fault, mode: 'error' }, site.backendUrl)
    expect((await page.goto('/wipag/de/about'))?.status()).toBe(200) // fresh in the cache
    await expect(page.locator('h1')).toHaveText('Über uns')
    const preview = await page.goto('/wipag/de/about?mgnlPreview=false')
    expect(preview?.status()).toBe(503) // the preview asked Magnolia, which failed
    await expect(page).toHaveURL(/\/wipag\/de\/about\?mgnlPreview=false$/)
    await clearFault(fault, site.backendUrl)
  })

  test('the last good copy is still served', async ({ page, faultSite: site }) => {
    await page.goto('/otto-acme-group/en/about')
    await expect(page.locator('h1')).toHaveText('About us')
    const faults = ['/.rest/delivery/pages/v1/en/group', '/.rest/delivery/pagenav/v1/en/group']
    for (const pathPrefix of faults) await setFault({ pathPrefix, mode: 'error' }, site.backendUrl)
    await backendControl('requests', { method: 'DELETE' }, site.backendUrl)
    // once the copy is past the cache TTL a visit makes the server ask Magnolia again, which fails
    await expect
      .poll(
        async () => {
          await page.goto('/otto-acme-group/en/about')
          return asked(site.backendUrl, '/.rest/delivery/pages/v1/en/group/about')
        },
        { timeout: cacheTtlMs + 10_000 },
      )
      .toBe(true)
    const response = await page.goto('/otto-acme-group/en/about')
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText('About us')
    await expect(page.locator('.main-nav a[href$="/about"]')).toHaveCount(1)
    for (const pathPrefix of faults) await clearFault(pathPrefix, site.backendUrl)
  })

  test('a page never loaded before answers 503 at its own URL, in the visitor language, and the retry works', async ({ page, faultSite: site }) => {
    await forget(site, '/chemie/contact')
    const fault = '/.rest/delivery/pages/v1/de/chemie/contact'
    await setFault({ pathPrefix: fault, mode: 'malformed' }, site.backendUrl)
    const response = await page.goto('/acme-chemie/de/contact')
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBe('30')
    await expect(page).toHaveURL(/\/acme-chemie\/de\/contact$/) // an outage is not a missing page: no detour
    await expect(page.getByRole('alert')).toContainText('Die Website ist gerade nicht erreichbar.')
    await clearFault(fault, site.backendUrl)
    const retry = page.getByRole('button', { name: 'Erneut versuchen' })
    await hydrated(retry)
    await retry.click()
    await expect(page.locator('h1')).toHaveText('Kontakt')
  })

  test('a full-screen loading indicator shows while a page loads in the browser', async ({ page, faultSite: site }) => {
    await forget(site, '/plgrd/services')
    await page.goto('/plgrd/en')
    await expect(page.locator('.loading-overlay')).toHaveCount(0) // never over server-rendered content
    // a page this instance never loaded: the click's loader waits for the slow CMS
    await setFault({ pathPrefix: '/.rest/delivery/pages/v1/en/plgrd/services', mode: 'slow', delayMs: 1500 }, site.backendUrl)
    // a click before hydration would load the page from the server, with no indicator to show
    const services = page.getByRole('link', { name: 'Services' }).first()
    await hydrated(services)
    await services.click()
    await expect(page.locator('.loading-overlay')).toBeVisible()
    await expect(page.locator('h1')).toHaveText('Services')
    await expect(page.locator('.loading-overlay')).toHaveCount(0)
  })
})

test("editor mode renders through Magnolia's EditablePage with the same result visitors see", async ({ page, problems }) => {
  // the page's own content, without the editors' activation status line
  const pageText = () =>
    page.locator('main').evaluate((main) => {
      const copy = main.cloneNode(true)
      if (copy instanceof Element) for (const moving of copy.querySelectorAll('.editor-status, .slider')) moving.remove()
      return copy.textContent
    })
  await page.goto('/en/services')
  const visitor = await pageText()
  const response = await page.goto('/en/services?mgnlPreview=false')
  expect(response?.status()).toBe(200)
  await expect(page.locator('main .facts')).toBeVisible()
  await expect(page.locator('.editor-status')).toHaveText(/^Activation status 2: activated · Basic page$/)
  expect(await pageText()).toBe(visitor)
  // the editor page's code (it hands Magnolia's EditablePage the template annotations)
  expect(await scriptsHolding(page, 'templateAnnotations')).toBe(1)
  expect(problems).toEqual([])
})

test('visitors never load the editor library', async ({ page }) => {
  await page.goto('/en/services')
  await page.waitForLoadState('networkidle')
  expect(await scriptsHolding(page, 'templateAnnotations')).toBe(0)
})

test('a non-empty hash scrolls to the top at start', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 })
  await page.goto('/en/services#content')
  await page.waitForLoadState('networkidle')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('for a Prerender user agent', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Prerender (+https://github.com/prerender/prerender)' })
  test('the readiness flag starts false and turns true after the first check at three seconds', async ({ page }) => {
    // remember when the flag turns true: the first check runs three seconds after hydration at the earliest
    await page.addInitScript(() => {
      let ready: unknown
      Object.defineProperty(window, 'prerenderReady', {
        configurable: true,
        get: () => ready,
        set: (value: unknown) => {
          ready = value
          if (value === true) Object.assign(window, { prerenderReadyAt: performance.now() })
        },
      })
    })
    await page.goto('/mocom/en')
    expect(await page.evaluate(() => (window as { prerenderReady?: boolean }).prerenderReady)).toBe(false)
    await expect.poll(() => page.evaluate(() => (window as { prerenderReady?: boolean }).prerenderReady), { timeout: 10_000 }).toBe(true)
    const readyAt = await page.evaluate(() => (window as { prerenderReadyAt?: number }).prerenderReadyAt ?? 0)
    expect(readyAt).toBeGreaterThanOrEqual(3000)
    expect(readyAt).toBeLessThan(15_000)
  })
})

test('other user agents get no readiness flag', async ({ page }) => {
  await page.goto('/mocom/en')
  expect(await page.evaluate(() => 'prerenderReady' in window)).toBe(false)
})

test('news lists the newest press stories and links to their story pages', async ({ page, problems }) => {
  await page.goto('/de/info-center')
  const items = page.locator('.news li')
  await expect(items).toHaveCount(3)
  const dates = await page.locator('.news time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''))
  expect([...dates].sort().reverse()).toEqual(dates) // newest first
  const title = (await items.first().getByRole('link').textContent()) ?? ''
  await items.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/de\/info-center\/press~[\w-]+~s(=|%3D)[\w-]+~$/)
  // the story's title is the page's one h1 (issue 33: no "Presse" above it)
  await expect(page.locator('h1')).toHaveText(title)
  expect(problems).toEqual([])
})
