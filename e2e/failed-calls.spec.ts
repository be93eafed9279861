import type { Page } from '@playwright/test'
import { extraPort } from '../playwright.config.ts'
import { field, sentMessage, verifyCaptcha } from './mail-forms.ts'
import { type SiteInstance, expect, expectNoAxeViolations, failServerCalls, hydrated, retryFailedCall, setFault, startSite, test } from './support.ts'

/**
 * A view whose server-function call fails in the browser (a dropped connection, a 5xx) says so with
 * its own error text and a retry, never "loading" for ever; the retry shows the content once calls
 * go through again. The client area's case is in e2e/client-area.spec.ts (it needs a signed-in customer).
 */

// each test waits out the browser's retry of a failing call (a second after the first), a detail twice
// (its loader's call, then its view's), besides a page load, a hydration and the content after the retry
test.describe.configure({ timeout: 60_000 })

test('press list: a filter whose call fails shows the error and a retry, which shows the stories', async ({ page }) => {
  await page.goto('/en/info-center/press', { waitUntil: 'networkidle' })
  const year = page.getByLabel('Year')
  await hydrated(year)
  const calls = await failServerCalls(page, 'abort')
  await year.selectOption('2024')
  await expect(page).toHaveURL(/year=2024/)
  await retryFailedCall(page, 'The stories could not be loaded.', calls)
  // the list on screen may still be the last one while the retried call loads: wait for the stories of 2024
  const dates = page.locator('.stories .story-card time')
  await expect
    .poll(async () => {
      const shown = await dates.evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
      return shown.length > 0 && shown.every((date) => date?.startsWith('2024'))
    })
    .toBe(true)
})

test('a story opened from the list whose call fails shows the error and a retry, which shows the story', async ({ page }) => {
  await page.goto('/en/info-center/press', { waitUntil: 'networkidle' })
  const first = page.locator('.stories .story-card-title a').first()
  const title = await first.innerText()
  await hydrated(first)
  const calls = await failServerCalls(page, 500)
  await first.click()
  await expect(page).toHaveURL(/\/en\/info-center\/press~/)
  await retryFailedCall(page, 'The story could not be loaded.', calls)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test('events: a filter whose call fails shows the error and a retry, which shows the events', async ({ page }) => {
  await page.goto('/en/info-center/events', { waitUntil: 'networkidle' })
  const year = page.getByLabel('Year')
  await hydrated(year)
  const calls = await failServerCalls(page, 'abort')
  await year.selectOption('2027')
  await expect(page).toHaveURL(/year=2027/)
  await retryFailedCall(page, 'The events could not be loaded.', calls)
  await expect(page.locator('.events .event-card').first()).toBeVisible()
})

test('case studies: a market page reached in the browser whose call fails shows the error and a retry, which shows them', async ({ page }) => {
  await page.goto('/en/markets', { waitUntil: 'networkidle' })
  const market = page.getByRole('link', { name: /Case studies: Medical technology/ })
  await hydrated(market)
  const calls = await failServerCalls(page, 500)
  await market.click()
  await expect(page).toHaveURL(/\/en\/markets\/medical$/)
  await retryFailedCall(page, 'The case studies could not be loaded.', calls)
  await expect(page.locator('.case-studies .story-card').first()).toBeVisible()
})

test('job board: a filter whose call fails shows the error and a retry (axe-clean), which shows the jobs', async ({ page }) => {
  await page.goto('/en/career/jobs', { waitUntil: 'networkidle' })
  const location = page.getByRole('combobox', { name: 'Location' })
  await hydrated(location)
  const calls = await failServerCalls(page, 'abort')
  await location.selectOption('Hamburg')
  await expect(page).toHaveURL(/location=Hamburg/)
  await expect(page.getByRole('alert').filter({ hasText: 'The job offers could not be loaded.' })).toBeVisible({ timeout: 15_000 })
  await expectNoAxeViolations(page)
  await retryFailedCall(page, 'The job offers could not be loaded.', calls)
  await expect(page.locator('.data-table tbody tr').first()).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Hamburg')
})

test('a job opened from the board whose call fails shows the error and a retry, which shows the job', async ({ page }) => {
  await page.goto('/en/career/jobs', { waitUntil: 'networkidle' })
  const first = page.locator('.data-table tbody tr').first().getByRole('link')
  const title = await first.innerText()
  await hydrated(first)
  const calls = await failServerCalls(page, 500)
  await first.click()
  await expect(page).toHaveURL(/\/en\/career\/job\//)
  await retryFailedCall(page, 'The job offer could not be loaded.', calls)
  await expect(page.locator('h1')).toHaveText(title)
  await expect(page.getByRole('link', { name: 'Apply now' }).first()).toBeVisible()
})

test('a product opened from the product search whose calls fail shows the error and a retry, which shows the product', async ({ page }) => {
  await page.goto('/en/product-search', { waitUntil: 'networkidle' })
  const first = page.locator('.catalogue-results h3 a').first()
  const name = await first.innerText()
  await hydrated(first)
  const calls = await failServerCalls(page, 'abort')
  await first.click()
  await expect(page).toHaveURL(/\/en\/product-search\/[a-z0-9-]+$/)
  await retryFailedCall(page, 'The product could not be loaded.', calls)
  await expect(page.locator('#catalogue-product-name')).toHaveText(name)
})

test('contact finder: a question whose call fails shows the error under the form and a retry, which finds the person', async ({ page }) => {
  await page.goto('/en/contact?country=DE&zip=10115', { waitUntil: 'networkidle' })
  const finder = page.locator('section.contact-finder')
  await hydrated(finder.getByLabel('Postcode'))
  const calls = await failServerCalls(page, 'abort')
  await finder.getByLabel('Postcode').fill('50667')
  await finder.getByRole('button', { name: 'Find contact' }).click()
  await expect(page).toHaveURL(/country=DE&zip=50667$/)
  await expect(page.getByRole('alert').filter({ hasText: 'The contact persons cannot be loaded at the moment.' })).toBeVisible({ timeout: 15_000 })
  // the question failed, not the countries: the visitor can still change the country
  await expect(finder.getByLabel('Country')).toHaveValue('DE')
  await expect(finder.getByLabel('Country').getByRole('option', { name: 'Austria' })).toBeAttached()
  await retryFailedCall(page, 'The contact persons cannot be loaded at the moment.', calls)
  await expect(finder.locator('.contact-person h3')).toHaveText('Lukas Becker')
})

/** Opens the main navigation's contact menu on a page that loads no countries, once it has hydrated. */
async function openContactMenu(page: Page): Promise<void> {
  await page.goto('/en/about', { waitUntil: 'networkidle' })
  const contact = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Contact' })
  await hydrated(contact)
  await contact.click()
}

test('contact finder: countries whose call fails say so with a retry (axe-clean), which brings the options back', async ({ page }) => {
  await openContactMenu(page)
  const calls = await failServerCalls(page, 'abort')
  await page.getByRole('link', { name: 'Contact: overview' }).click()
  await expect(page).toHaveURL(/\/en\/contact$/)
  const finder = page.locator('section.contact-finder')
  await expect(finder.getByRole('alert').filter({ hasText: 'The list of countries could not be loaded.' })).toBeVisible({ timeout: 15_000 })
  await expectNoAxeViolations(page)
  await retryFailedCall(page, 'The list of countries could not be loaded.', calls)
  await finder.getByLabel('Country').selectOption('DE')
  await finder.getByLabel('Postcode').fill('10115')
  await finder.getByRole('button', { name: 'Find contact' }).click()
  await expect(finder.locator('.contact-person h3')).toBeVisible()
})

test('contact form: countries whose call fails make the country a text field under a retry (axe-clean); the retry brings the list back with the written country chosen', async ({
  page,
}) => {
  await openContactMenu(page)
  const calls = await failServerCalls(page, 'abort')
  await page.getByRole('link', { name: 'Send us a message' }).click()
  await expect(page).toHaveURL(/\/en\/contact\/message$/)
  const notice = 'The list of countries could not be loaded. Please enter your country, or try again.'
  await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('textbox', { name: field('Country') })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel(field('Country')).fill('germany')
  await retryFailedCall(page, notice, calls)
  await expect(page.getByRole('combobox', { name: field('Country') })).toHaveValue('DE')
})

test.describe('while the countries upstream is down', () => {
  // an instance of its own: its cache has no countries yet (a list loaded once is served on through an outage)
  const port = extraPort(2)
  let site: SiteInstance
  test.use({ baseURL: `http://127.0.0.1:${port}` })
  test.beforeAll(async () => {
    site = await startSite(port, {})
    await setFault({ pathPrefix: '/.rest/api/countries', mode: 'error' }, site.backendUrl)
  })
  test.afterAll(() => site.stop())

  test('a deep link to the contact form shows the notice, and the form is sent with the country written out', async ({ page }) => {
    const response = await page.goto('/en/contact/message')
    expect(response?.status()).toBe(200)
    expect(await response?.text()).toContain('The list of countries could not be loaded.')
    const notice = page.getByRole('alert').filter({ hasText: 'The list of countries could not be loaded. Please enter your country, or try again.' })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
    const name = `Ada ${Date.now()}`
    await page.getByLabel(field('Name')).fill(name)
    await page.getByLabel(field('E-mail')).fill('ada@example.com')
    await page.getByLabel(field('Country')).fill('Germany')
    await page.getByLabel(field('Postcode')).fill('10115')
    await page.getByLabel(field('Message')).fill('Please send me your price list.')
    await page.getByLabel(/I have read the privacy policy/).check()
    await verifyCaptcha(page)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByRole('status')).toHaveText('Thank you! Your message has been sent.')
    expect((await sentMessage(name, site.backendUrl)).body.fields).toMatchObject({ country: 'Germany', zip: '10115' })
  })
})

test('site search: a result type whose call fails shows the error and a retry, which shows the results', async ({ page }) => {
  await page.goto('/en/search?q=polyamide', { waitUntil: 'networkidle' })
  const press = page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: /^Press/ })
  await hydrated(press)
  const calls = await failServerCalls(page, 500)
  await press.click()
  await expect(page).toHaveURL(/type=press/)
  await retryFailedCall(page, 'The search is currently unavailable.', calls)
  await expect(page.locator('.search-result-type').first()).toHaveText('PRESS', { useInnerText: true })
})
