import type { Page } from '@playwright/test'
import { backendRequests, expect, hydrated, notFoundDocument, test } from './support.ts'

/** Waits until the page's start-up has put it into the tab's in-app history (it does so once it runs). */
async function inHistory(page: Page, path: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('navigationHistory') ?? '')).toContain(`"${path}"`)
}

/** Presses the 404 page's Back once it has hydrated (before, a click does nothing of the app's): the address becomes `url`. */
async function backTo(page: Page, url: RegExp): Promise<void> {
  const back = page.getByRole('button', { name: 'Back' })
  await hydrated(back)
  await back.click()
  await expect(page).toHaveURL(url)
}

test('a trailing slash redirects with 301, keeping the query', async ({ request }) => {
  const response = await request.get('/mocom/en/about/?utm_source=mail', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/mocom/en/about?utm_source=mail')
})

test('zh exists only on albis; elsewhere it redirects to en with 302', async ({ request }) => {
  const response = await request.get('/wipag/zh/about', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers()['location']).toMatch(/\/wipag\/en\/about$/)
  expect((await request.get('/zh/about', { maxRedirects: 0 })).status()).toBe(200)
})

test('a path without language is served in en with a canonical link to /en', async ({ page }) => {
  await page.goto('/mocom/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('h1')).toHaveText('About us')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/mocom\/en\/about$/)
})

test('unknown campaign params survive', async ({ page }) => {
  await page.goto('/en/about?utm_campaign=spring&mgnlPreview=false')
  await expect(page).toHaveURL(/utm_campaign=spring/)
  await expect(page.locator('h1')).toHaveText('About us')
})

test('an unknown page leads to the 404 page with status 404, a suggestion and a back button', async ({ page, problems, request }) => {
  const redirect = await request.get('/en/abuot', { maxRedirects: 0 })
  expect(redirect.status()).toBe(302)
  const notFound = await request.get(redirect.headers()['location'] ?? '', { maxRedirects: 0 })
  expect(notFound.status()).toBe(404)

  await page.goto('/en/services')
  await page.evaluate(() => window.history.pushState({}, '', '/en/services')) // a real visitor arrives by a link
  await page.goto('/en/abuot')
  await expect(page).toHaveURL(/\/en\/404\?from=/)
  await expect(page.locator('h1')).toHaveText('Page not found')
  const suggestion = page.getByRole('link', { name: 'Did you mean About us?' })
  await expect(suggestion).toBeVisible()
  await suggestion.click()
  await expect(page).toHaveURL(/\/en\/about$/)
  await page.goBack()
  await expect(page.locator('h1')).toHaveText('Page not found')
  expect(problems.filter((p) => !notFoundDocument.test(p))).toEqual([])
})

test('the 404 back button returns to the previous in-app page', async ({ page, problems }) => {
  await page.goto('/en/playground')
  await page.getByRole('link', { name: 'link leads to a page that was removed' }).click()
  await expect(page).toHaveURL(/\/en\/404\?from=%2Fen%2Fremoved-page$/)
  await expect(page.locator('h1')).toHaveText('Page not found')
  await backTo(page, /\/en\/playground$/)
  expect(problems.filter((p) => !p.includes('minimumFractionDigits') && !notFoundDocument.test(p))).toEqual([])
})

test('404 back returns to the page before, also when the server answered the missing page with a page load', async ({ page, problems }) => {
  await page.goto('/mocom/en/about')
  await inHistory(page, '/mocom/en/about')
  // typed into the address bar (or a link the page did not handle): a full page load, answered with the 404 page
  await page.goto('/mocom/en/no-such-page')
  await expect(page).toHaveURL(/\/mocom\/en\/404\?from=%2Fmocom%2Fen%2Fno-such-page$/)
  await backTo(page, /\/mocom\/en\/about$/)
  await expect(page.locator('h1')).toHaveText('About us')
  expect(problems.filter((p) => !notFoundDocument.test(p))).toEqual([])
})

test('a start-up step the browser refuses is logged as "Failed to apply polyfill"; the page and the other steps go on', async ({ page, problems }) => {
  // Firefox throws on navigator.serviceWorker where storage is blocked
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'serviceWorker', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }),
  )
  await page.goto('/mocom/en/about')
  await inHistory(page, '/mocom/en/about')
  await page.goto('/mocom/en/no-such-page')
  await backTo(page, /\/mocom\/en\/about$/)
  await expect(page.locator('h1')).toHaveText('About us')
  const logged = problems.filter((p) => !notFoundDocument.test(p))
  expect(logged.length).toBeGreaterThan(0)
  for (const line of logged) expect(line).toMatch(/^error: Failed to apply polyfill service worker .*insecure/)
})

test('without in-app history the 404 back button goes to the site root', async ({ page }) => {
  await page.goto('/mocom/en/404')
  // the brand's home in the page's language
  await backTo(page, /\/mocom\/en$/)
  await expect(page.locator('.stage-title')).toHaveText('MOCOM')
})

test('the 404 page of a missing 404 page ends at the site root, never in a loop', async ({ request }) => {
  const response = await request.get('/en/404/deeper/404', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers()['location']).toBe('/')
})

test('/ shows the home page in the saved language, default de', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  // the German page saves its language once it runs: the cookie set below must come after that, not be overwritten by it
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('de')
  await context.addCookies([{ name: 'language', value: 'zh', url: page.url() }])
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
  await page.goto('/mocom') // mocom has no zh: the default applies
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('the language switcher changes the language in place and remembers it', async ({ page, problems }) => {
  await page.goto('/en/services')
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/services$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('h1')).toHaveText('Leistungen')
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: '中文' }).click()
  await expect(page.locator('h1')).toHaveText('服务')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh')
  await page.goto('/mocom/en')
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link')).toHaveText(['Deutsch', 'English'])
  expect(problems).toEqual([])
})

test('a detail path renders the page of its prefix with title and canonical from page metadata', async ({ page }) => {
  const response = await page.goto('/en/playground/42')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveText('Playground')
  await expect(page).toHaveTitle('Playground | ALBIS Distribution')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/en\/playground\/42$/)
  expect(await backendRequests()).toContain('/.rest/delivery/pages-meta/v1/en/albis/playground/42')
})

test('public pages may be cached by a CDN; previews and 404 pages may not', async ({ request }) => {
  expect((await request.get('/mocom/en')).headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400')
  expect((await request.get('/mocom/en?mgnlPreview=false')).headers()['cache-control']).toBe('private, no-store')
  expect((await request.get('/mocom/en/404')).headers()['cache-control']).toBe('private, no-store')
})

test('the redirect template: an internal page is a server redirect', async ({ request }) => {
  const response = await request.get('/de/old-about', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers()['location']).toBe('/de/about')
})

test('the redirect template: an external link opens once in a new tab, then the browser steps back', async ({ page, context, request }) => {
  await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>LinkedIn</title>' }))
  expect(await (await request.get('/en/linkedin')).text()).toContain('href="https://www.linkedin.com/company/example"') // without script: the link
  await page.goto('/en/about')
  const popup = context.waitForEvent('page')
  await page.goto('/en/linkedin')
  expect((await popup).url()).toBe('https://www.linkedin.com/company/example')
  await expect(page).toHaveURL(/\/en\/about$/)
  await page.goto('/en/linkedin') // once per session: no second tab
  await page.waitForTimeout(800)
  expect(context.pages()).toHaveLength(2)
  await expect(page.getByRole('link', { name: 'Follow us on LinkedIn' })).toBeVisible()
})

test('the search and main templates reload the window when reached inside the app', async ({ page }) => {
  await page.goto('/en/legacy-main')
  await expect(page.locator('h1')).toHaveText('Main (old)') // a first load does not reload
  await page.goto('/en/about')
  // hydrated: the link navigates inside the app
  await hydrated(page.locator('.rich-text').first())
  const reloaded = page.waitForEvent('load', { timeout: 15_000 })
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/en/legacy-search'
    link.textContent = 'old search'
    document.querySelector('.rich-text')?.append(link)
  })
  await page.getByRole('link', { name: 'old search' }).click()
  await reloaded
  await expect(page.locator('h1')).toHaveText('Search (old)')
  // the reloaded page stays: no reload loop
  let loads = 0
  page.on('load', () => loads++)
  await page.waitForTimeout(1500)
  expect(loads).toBe(0)
})
