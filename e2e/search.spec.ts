import { backendUrl, extraPort } from '../playwright.config.ts'
import { backendRequests, clearFault, expect, expectNoAxeViolations, setFault, startSite, test } from './support.ts'

async function engine(body: Record<string, unknown>): Promise<{ count: number; data: Array<{ title: string; type: string }> }> {
  const response = await fetch(`${backendUrl}/se/search`, {
    method: 'POST',
    body: JSON.stringify({ offset: 0, limit: 100, highlightConfig: { maxNumFragments: 1, fragmentSize: 200 }, ...body }),
  })
  return (await response.json()) as { count: number; data: Array<{ title: string; type: string }> }
}

test('a shared deep link renders the view on the server: 15 products, counts, highlight', async ({ request, page, problems }) => {
  const expected = await engine({ website: 'albis', lang: 'de', query: 'polyamid', type: 'products' })
  const all = await engine({ website: 'albis', lang: 'de', query: 'polyamid' })
  const html = await (await request.get('/de/search?q=polyamid&type=products&pages=3')).text()
  expect(html.match(/class="search-result"/g)).toHaveLength(15)
  expect(html).toContain(`${expected.count} Ergebnisse für „polyamid“`)
  expect(html).toContain('<mark>Polyamid</mark>')

  await page.goto('/de/search?q=polyamid&type=products&pages=3')
  const titles = await page.locator('.search-result-title').allInnerTexts()
  expect(titles).toEqual(expected.data.slice(0, 15).map((hit) => hit.title))
  const tabs = page.getByRole('navigation', { name: 'Ergebnistypen' })
  await expect(tabs.getByRole('link', { name: /^Produkte/ })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: /^Alle/ })).toContainText(`(${all.count})`)
  await expect(page.getByLabel('Suchbegriff')).toHaveValue('polyamid')
  expect(problems).toEqual([])
})

test('show more loads the next five and updates pages; back restores the view', async ({ page }) => {
  const expected = await engine({ website: 'albis', lang: 'de', query: 'polyamid', type: 'products' })
  await page.goto('/de/search?q=polyamid&type=products&pages=2')
  await expect(page.locator('.search-result')).toHaveCount(10)
  await page.getByRole('link', { name: 'Mehr anzeigen' }).click()
  await expect(page).toHaveURL(/pages=3/)
  await expect(page.locator('.search-result')).toHaveCount(15)
  await page.getByRole('link', { name: 'Mehr anzeigen' }).click()
  await expect(page.locator('.search-result')).toHaveCount(Math.min(20, expected.count))
  if (expected.count <= 20) await expect(page.getByRole('link', { name: 'Mehr anzeigen' })).toHaveCount(0)
  await page.goBack()
  await expect(page).toHaveURL(/pages=3/)
  await expect(page.locator('.search-result')).toHaveCount(15)
  await page.goForward()
  await expect(page).toHaveURL(/pages=4/)
})

test('type tabs switch the result type; a new query starts at the first page', async ({ page }) => {
  await page.goto('/en/search?q=polyamide&pages=2')
  await page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: /^Press/ }).click()
  await expect(page).toHaveURL(/type=press/)
  await expect(page).not.toHaveURL(/pages=/)
  await expect(page.locator('.search-results')).toHaveAttribute('aria-busy', 'false')
  const types = await page.locator('.search-result-type').allInnerTexts()
  expect(types.length).toBeGreaterThan(0)
  expect(new Set(types)).toEqual(new Set(['PRESS']))
  await page.getByLabel('Search term').fill('glass fibre')
  await page.getByLabel('Search term').press('Enter')
  await expect(page).toHaveURL(/q=glass\+fibre&type=press$|q=glass%20fibre&type=press$/)
})

test('suggestions by keyboard in the header field; Escape closes them', async ({ page }) => {
  await page.goto('/en/about')
  // a plain search field until the visitor focuses it; then the combobox takes its place, focused
  await page.getByRole('searchbox', { name: 'Search the website' }).focus()
  const field = page.getByRole('combobox', { name: 'Search the website' })
  await expect(field).toBeFocused()
  await page.keyboard.type('alcom pa', { delay: 30 })
  const options = page.getByRole('option')
  await expect(options).toHaveCount(5)
  // suggestions still on their way when Escape is pressed keep the list closed: the answer for "alcom pa6" is held until after Escape
  const isFor = (url: string, query: string) => [...new URL(url).searchParams.values()].some((value) => value.includes(query))
  let asked = () => {}
  const lateAsked = new Promise<void>((resolve) => (asked = resolve))
  let answer = () => {}
  const answerMayGo = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/_serverFn/**', async (route) => {
    if (isFor(route.request().url(), 'alcom pa6')) {
      asked()
      await answerMayGo
    }
    await route.continue()
  })
  const shown = await options.allInnerTexts()
  await page.keyboard.type('6')
  await lateAsked
  await page.keyboard.press('Escape')
  await expect(options).toHaveCount(0)
  const lateAnswer = page.waitForResponse((response) => response.url().includes('/_serverFn/') && isFor(response.url(), 'alcom pa6'))
  answer()
  // an answer that would change the list: with the same suggestions a reopened list could not be told apart
  const lateBody = await (await lateAnswer).text()
  expect(shown.every((suggestion) => lateBody.includes(JSON.stringify(suggestion).slice(1, -1)))).toBe(false)
  // the answer has been handled once the page has painted twice after it
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect(options).toHaveCount(0)
  await expect(field).toHaveValue('alcom pa6')
  // typing again opens the list: its suggestions are those for what is typed now
  await page.keyboard.press('Backspace')
  await expect(options).toHaveText(shown)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  const second = await options.nth(1).innerText()
  await page.keyboard.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(second)
  expect(new URL(page.url()).pathname).toBe('/en/search')
  await expect(page.locator('.search-result-title').first()).toHaveText(second)
})

test('too short a query shows the message and asks the search engine nothing', async ({ page }) => {
  await page.goto('/en/search?q=zq')
  await expect(page.getByRole('status')).toHaveText('Your search term is too short.')
  await page.goto('/de/about')
  await page.getByRole('searchbox', { name: 'Website durchsuchen' }).focus()
  await page.getByRole('combobox', { name: 'Website durchsuchen' }).pressSequentially('zq', { delay: 30 })
  await page.waitForTimeout(600)
  expect((await backendRequests()).filter((entry) => entry.includes('"query":"zq"'))).toEqual([])
  // one character is enough in Chinese
  await page.goto('/zh/search?q=酰')
  await expect(page.locator('.search-result').first()).toBeVisible()
})

test('markup in the query is text, never markup', async ({ page }) => {
  let dialog = false
  page.on('dialog', (d) => {
    dialog = true
    void d.dismiss()
  })
  await page.goto(`/en/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>polyamide')}`)
  await expect(page.locator('.search-app img')).toHaveCount(0)
  expect(dialog).toBe(false)
})

test('the empty search page offers the entrance links', async ({ page }) => {
  await page.goto('/mocom/de/search')
  const entrances = page.getByRole('navigation', { name: 'Wo möchten Sie beginnen?' }).getByRole('link')
  await expect(entrances).toHaveText(['Produktsuche', 'Qualitätsmanagement', 'Broschüren', 'Downloads', 'Marken', 'Märkte'])
  await entrances.nth(1).click()
  await expect(page).toHaveURL(/\/mocom\/de\/services\/quality-management$/)
  await expect(page.locator('h1')).toHaveText('Qualitätsmanagement')
})

test('when the search engine fails the page says so and the retry works', async ({ page }) => {
  test.slow()
  // an instance of its own: the fault switches its search engine off, not the one other tests search meanwhile
  const site = await startSite(extraPort(32), {})
  try {
    await setFault({ pathPrefix: '/se/search', mode: 'error' }, site.backendUrl)
    const response = await page.goto(`${site.url}/en/search?q=warehouse`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('alert')).toContainText('The search is currently unavailable.')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await clearFault('/se/search', site.backendUrl)
    await expect(async () => {
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(page.locator('.search-result').first()).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 20_000 })
  } finally {
    await site.stop()
  }
})

test('search pages pass axe-core', async ({ page }) => {
  test.slow() // three full axe runs
  for (const path of ['/en/search', '/de/search?q=polyamid&type=products&pages=3']) {
    await page.goto(path)
    await expectNoAxeViolations(page)
  }
  await page.goto('/en/about')
  await page.getByRole('searchbox', { name: 'Search the website' }).focus()
  await page.getByRole('combobox', { name: 'Search the website' }).pressSequentially('alcom', { delay: 30 })
  await expect(page.getByRole('option').first()).toBeVisible()
  // while the list is open, react-aria hides the rest of the page from assistive technology on
  // purpose (focus stays in the field; Tab or Escape closes the list first): axe's
  // aria-hidden-focus rule reports that by design, every other rule still applies
  await expectNoAxeViolations(page, { disableRules: ['aria-hidden-focus'] })
})
