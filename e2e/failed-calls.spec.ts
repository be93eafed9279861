import { expect, expectNoAxeViolations, failServerCalls, hydrated, retryFailedCall, test } from './support.ts'

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
  const dates = page.locator('.stories .story-card time')
  await expect(dates.first()).toBeVisible()
  expect((await dates.evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))).every((date) => date?.startsWith('2024'))).toBe(true)
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
  await retryFailedCall(page, 'The contact persons cannot be loaded at the moment.', calls)
  await expect(finder.locator('.contact-person h3')).toHaveText('Lukas Becker')
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
