import { backendUrl } from '../playwright.config.ts'
import { expect, expectNoAxeViolations, test } from './support.ts'

async function publishedJobId(): Promise<string> {
  const body = (await (await fetch(`${backendUrl}/recruiting/v1/job?finished_at=null&page_size=100&page=1`, { headers: { apikey: 'embedded-recruiting-key' } })).json()) as {
    data: Array<{ id: number; publish: string; publish_date: string | null; end_date: string | null }>
  }
  return String(body.data.find((job) => job.publish === 'yes' && !job.publish_date && !job.end_date)?.id)
}

test.describe('every page template passes axe-core at 375 and 1280 px', () => {
  // two full axe runs per test
  test.describe.configure({ timeout: 60_000 })
  const templates: Array<[string, string | (() => Promise<string>)]> = [
    ['home', '/zh'],
    ['basic with every content component', '/de/services'],
    ['basic with contact, location and consent reset', '/en/contact'],
    ['basic with news', '/en/info-center'],
    ['basic with the job board', '/en/career/jobs'],
    ['basic with the search app', '/en/search?q=polyamide'],
    ['detail with a job', async () => `/en/career/job/${await publishedJobId()}`],
    ['404', '/htf/en/404'],
    ['main (first load)', '/en/legacy-main'],
  ]
  for (const [name, path] of templates) {
    test(name, async ({ page }) => {
      const url = typeof path === 'string' ? path : await path()
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url)
        await expect(page.locator('h1')).toHaveCount(1)
        await expectNoAxeViolations(page)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no horizontal scroll at ${width}`).toBe(true)
      }
    })
  }

  test('redirect (external link)', async ({ browser, baseURL, page, context }) => {
    // without script the visitor sees the link
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' })
    const plain = await noScript.newPage()
    await plain.goto('/en/linkedin')
    await expect(plain.getByRole('link', { name: 'Follow us on LinkedIn' })).toBeVisible()
    await noScript.close()
    // with script (first visit opens the link in a new tab; the page itself stays accessible)
    await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>LinkedIn</title>' }))
    await page.goto('/en/about')
    await page.goto('/en/linkedin') // opens the link once and steps back
    await expect(page).toHaveURL(/\/en\/about$/)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/en/linkedin') // already opened in this session: the page stays
      await expect(page.getByRole('link', { name: 'Follow us on LinkedIn' })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
})

test('a content page loads no app library: no form, captcha or widget code until a page holds that app', async ({ page }) => {
  const scripts: Array<Promise<string>> = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''))
  })
  await page.goto('/en/about', { waitUntil: 'networkidle' })
  const code = (await Promise.all(scripts)).join('\n')
  expect(code.length).toBeGreaterThan(50_000)
  // distinctive strings of TanStack Form, ALTCHA and react-aria-components that survive minifying
  for (const marker of ['submissionAttempts', 'altcha-widget', 'react-aria-']) expect(code, marker).not.toContain(marker)
})
