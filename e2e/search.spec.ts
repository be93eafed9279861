import type { Locator, Page } from '@playwright/test'
import { backendUrl, extraPort } from '../playwright.config.ts'
import { backendRequests, clearFault, expect, expectNoAxeViolations, hydrated, setFault, startSite, test } from './support.ts'

/** True for a server function call (a GET) whose data has the string `text` as one of its values. */
const asksFor = (url: string, text: string) => [...new URL(url).searchParams.values()].some((value) => value.includes(JSON.stringify(text)))

/** Focuses a plain search field once the page has hydrated: the combobox with suggestions takes its place. */
async function focusSearchField(page: Page, name: string): Promise<Locator> {
  const plain = page.getByRole('searchbox', { name })
  await hydrated(plain)
  await plain.focus()
  const field = page.getByRole('combobox', { name })
  await expect(field).toBeFocused()
  return field
}

/** Opens the header's search (a link to the search page that, once hydrated, opens a panel): its field shows focused, as the combobox. */
async function openHeaderSearch(page: Page, toggleName: string, fieldName: string): Promise<Locator> {
  const toggle = page.getByRole('link', { name: toggleName, exact: true })
  await hydrated(toggle)
  await toggle.click()
  const field = page.getByRole('combobox', { name: fieldName })
  await expect(field).toBeFocused()
  return field
}

/**
 * Types into the focused search field and waits until the list shows the five suggestions for all
 * that is typed (when keys are slow an earlier prefix's answer comes first).
 */
async function typeForSuggestions(page: Page, text: string): Promise<Locator> {
  const answered = page.waitForResponse((response) => response.url().includes('/_serverFn/') && asksFor(response.url(), text))
  await page.keyboard.type(text, { delay: 30 })
  const suggested = JSON.stringify(await (await answered).json())
  const options = page.getByRole('option')
  await expect(options).toHaveCount(5)
  await expect.poll(async () => suggested.includes(JSON.stringify(await options.first().innerText()))).toBe(true)
  return options
}

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
  await expect(page.locator('input').and(page.getByLabel('Suchbegriff'))).toHaveValue('polyamid')
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
  await page
    .getByRole('navigation', { name: 'Result types' })
    .getByRole('link', { name: /^Press/ })
    .click()
  await expect(page).toHaveURL(/type=press/)
  await expect(page).not.toHaveURL(/pages=/)
  await expect(page.locator('.search-results')).toHaveAttribute('aria-busy', 'false')
  const types = await page.locator('.search-result-type').allInnerTexts()
  expect(types.length).toBeGreaterThan(0)
  expect(new Set(types)).toEqual(new Set(['PRESS']))
  // the plain field becomes the suggestions combobox when focused: typing waits for that one, since text typed
  // while they swap would land beside the old query
  await page.locator('input').and(page.getByLabel('Search term')).click()
  const field = page.getByRole('combobox', { name: 'Search term' })
  await expect(field).toBeFocused()
  await field.fill('glass fibre')
  await field.press('Enter')
  await expect(page).toHaveURL(/q=glass\+fibre&type=press$|q=glass%20fibre&type=press$/)
})

test('suggestions by keyboard in the header field; Escape closes them', async ({ page }) => {
  await page.goto('/en/about')
  // a plain search field until the visitor focuses it; then the combobox takes its place, focused
  const field = await openHeaderSearch(page, 'Search', 'Search the website')
  const options = await typeForSuggestions(page, 'alcom pa')
  const shown = await options.allInnerTexts()
  // suggestions still on their way when Escape is pressed keep the list closed: the answer for "alcom pa6" is held until after Escape
  let asked = () => {}
  const lateAsked = new Promise<void>((resolve) => (asked = resolve))
  let answer = () => {}
  const answerMayGo = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/_serverFn/**', async (route) => {
    if (asksFor(route.request().url(), 'alcom pa6')) {
      asked()
      await answerMayGo
    }
    await route.continue()
  })
  await page.keyboard.type('6')
  await lateAsked
  await page.keyboard.press('Escape')
  await expect(options).toHaveCount(0)
  const lateAnswer = page.waitForResponse((response) => response.url().includes('/_serverFn/') && asksFor(response.url(), 'alcom pa6'))
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
  // ArrowDown highlights a suggestion, Enter goes to it
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('data-focused', 'true')
  const second = await options.nth(1).innerText()
  await page.keyboard.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(second)
  expect(new URL(page.url()).pathname).toBe('/en/search')
  await expect(page.locator('.search-result-title').first()).toHaveText(second)
})

test('header search submits on the first Enter while suggestions are open', async ({ page }) => {
  await page.goto('/en/about')
  const field = await openHeaderSearch(page, 'Search', 'Search the website')
  await page.keyboard.type('alcom pa', { delay: 30 })
  const options = page.getByRole('option')
  await expect(options).toHaveCount(5)
  await page.keyboard.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('alcom pa')
  expect(new URL(page.url()).pathname).toBe('/en/search')
  await expect(options).toHaveCount(0)
  // the new page closes the header's search panel; the search page's own field holds the query
  await expect(field).toHaveCount(0)
  await expect(page.getByRole('searchbox', { name: 'Search term' })).toHaveValue('alcom pa')
  await expect(page.getByRole('status').first()).toContainText('for “alcom pa”')
})

test('the search page field offers the same suggestions; Enter searches in one press and keeps the type', async ({ page }) => {
  await page.goto('/en/search?q=polyamide&type=products')
  const field = await focusSearchField(page, 'Search term')
  await expect(field).toHaveValue('polyamide')
  await field.selectText()
  const options = await typeForSuggestions(page, 'alcom pa')
  await page.keyboard.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('data-focused', 'true')
  const first = await options.first().innerText()
  await page.keyboard.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(first)
  expect(new URL(page.url()).searchParams.get('type')).toBe('products')
  await expect(options).toHaveCount(0)
  await expect(page.locator('.search-result-title').first()).toHaveText(first)
  // with no suggestion highlighted, Enter searches for what is typed
  await field.selectText()
  await page.keyboard.type('alcom pp', { delay: 30 })
  await expect(options.first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('alcom pp')
  await expect(options).toHaveCount(0)
})

test('too short a query shows the message and asks the search engine nothing', async ({ page }) => {
  await page.goto('/en/search?q=zq')
  const notice = page.getByRole('status')
  await expect(notice).toHaveText('Your search term is too short.')
  // the message is gone as soon as the term in the field is long enough, before it is searched
  const field = await focusSearchField(page, 'Search term')
  await field.press('End')
  await page.keyboard.type('x')
  await expect(notice).toHaveCount(0)
  await page.keyboard.press('Backspace')
  await expect(notice).toHaveText('Your search term is too short.')
  await page.goto('/de/about')
  const header = await openHeaderSearch(page, 'Suche', 'Website durchsuchen')
  await header.pressSequentially('zq', { delay: 30 })
  await page.waitForTimeout(600)
  expect((await backendRequests()).filter((entry) => entry.includes('"query":"zq"'))).toEqual([])
  // one character is enough in Chinese
  await page.goto('/zh/search?q=酰')
  await expect(page.locator('.search-result').first()).toBeVisible()
})

test('a view asks the engine for pages of 5 by offset, show more for one page, and its answers are kept', async ({ page }) => {
  // the engine ignores case, the site's cache does not: a casing of its own gives this test answers nobody asked for before
  const query = [...'alcom'].map((char) => (Math.random() < 0.5 ? char.toUpperCase() : char)).join('')
  const calls = async () =>
    (await backendRequests())
      .filter((entry) => entry.startsWith('/se/search ') && entry.includes(`"query":"${query}"`))
      .map((entry) => JSON.parse(entry.slice('/se/search '.length)) as { type?: string; offset: number; limit: number })
  const described = (list: Array<{ type?: string; offset: number; limit: number }>) =>
    list.map((call) => `${call.type ?? 'all'} ${call.offset} ${call.limit}`).sort()
  await page.goto(`/en/search?q=${query}&type=products&pages=3`)
  await expect(page.locator('.search-result')).toHaveCount(15)
  const view = await calls()
  // the count of every tab (its first page) and the products' pages 2 and 3, each one call of 5
  expect(described(view)).toEqual([
    'all 0 5',
    'files 0 5',
    'industries 0 5',
    'pages 0 5',
    'press 0 5',
    'products 0 5',
    'products 10 5',
    'products 5 5',
    'stories 0 5',
  ])
  await hydrated(page.getByRole('link', { name: 'Show more' }))
  await page.getByRole('link', { name: 'Show more' }).click()
  await expect(page).toHaveURL(/pages=4/)
  await expect(page.locator('.search-result')).toHaveCount(20)
  expect(described((await calls()).slice(view.length))).toEqual(['products 15 5'])
  // the same view again and another tab: answered from what the site keeps
  await page.reload()
  await expect(page.locator('.search-result')).toHaveCount(20)
  await hydrated(page.getByRole('link', { name: /^Files/ }))
  await page
    .getByRole('navigation', { name: 'Result types' })
    .getByRole('link', { name: /^Files/ })
    .click()
  await expect(page).toHaveURL(/type=files/)
  await expect(page.locator('.search-results')).toHaveAttribute('aria-busy', 'false')
  await expect(page.locator('.search-result-type').first()).toHaveText(/^files$/i)
  expect(await calls()).toHaveLength(view.length + 1)
})

test('industry results open the industry, on the brand whose industries page shows them', async ({ page, request }) => {
  test.slow() // every result's page of two brands
  for (const [lang, query] of [
    ['en', 'automotive'],
    ['de', 'Elektro'],
  ] as const) {
    await page.goto(`/acme-chemie/${lang}/search?q=${query}&type=industries`)
    const links = await page
      .locator('.search-result-title a')
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')] as const))
    expect(links.length).toBeGreaterThan(1)
    // each result's page shows that industry or product group
    for (const [title, href] of links) {
      const response = await request.get(href ?? '')
      expect(response.status(), href ?? '').toBe(200)
      const shown = /<h1 id="(?:industry|product-group)-name"[^>]*>([^<]+)</.exec(await response.text())?.[1] ?? ''
      expect(title?.toLowerCase(), href ?? '').toContain(shown.toLowerCase())
    }
  }
  await page.goto('/acme-chemie/en/search?q=automotive&type=industries')
  await page.locator('.search-result-title a').first().click()
  await expect(page.locator('#industry-name')).toHaveText('Automotive')
  // albis's industries open on its industries page, with their products
  await page.goto('/en/search?q=automotive&type=industries')
  const albis = await page.locator('.search-result-title a', { hasText: /^Automotive$/ }).getAttribute('href')
  expect(albis).toBe('/en/industries/automotive')
  const industry = await (await request.get(albis ?? '')).text()
  expect(industry).toMatch(/<h1 id="industry-name"[^>]*>Automotive</)
  expect(industry).toMatch(/<h2 id="industry-products"[^>]*>Products</)
  // a brand with no industries page has no industry results (they led to an empty page)
  await page.goto('/mocom/en/search?q=automotive')
  await expect(page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: /^Industries/ })).toContainText('(0)')
})

test('the Files type counts the documents the site links, and each downloads', async ({ page, request }) => {
  await page.goto('/htf/en/search?q=thermofluid&type=files')
  await expect(page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: /^Files/ })).toContainText('(30)')
  const sheet = await page.locator('.search-result-title a').first().getAttribute('href')
  expect((await request.get(sheet ?? '')).headers()['content-type']).toBe('application/pdf')
  // a product's documents, as its page lists them
  await page.goto('/en/search?q=alcom%20pa6&type=files')
  await expect(page.locator('.search-result-title').first()).toContainText('ALCOM PA6')
  const document = await page.locator('.search-result-title a').first().getAttribute('href')
  expect((await request.get(document ?? '')).headers()['content-type']).toBe('application/pdf')
})

test('the Files type finds data sheets, brochures and certificates in English and German, each a PDF to download', async ({ page, request }) => {
  for (const [lang, query, word] of [
    ['en', 'datasheet', /datasheet/i],
    ['en', 'brochure', /brochure/i],
    ['en', 'certificate', /certificate/i],
    ['de', 'Datenblatt', /datenblatt/i],
    ['de', 'Broschüre', /broschüre/i],
    ['de', 'Zertifikat', /zertifikat/i],
  ] as const) {
    await page.goto(`/albis-distribution/${lang}/search?q=${encodeURIComponent(query)}&type=files`)
    const files = page
      .getByRole('navigation', { name: lang === 'de' ? 'Ergebnistypen' : 'Result types' })
      .getByRole('link', { name: lang === 'de' ? /^Dateien/ : /^Files/ })
    await expect(files).not.toContainText('(0)')
    const result = page.locator('.search-result-title a').first()
    await expect(result, `${lang} ${query}`).toHaveText(word)
    const file = await request.get((await result.getAttribute('href')) ?? '')
    expect(file.headers()['content-type'], `${lang} ${query}`).toBe('application/pdf')
    expect((await file.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
  }
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
    const retry = page.getByRole('button', { name: 'Try again' })
    await hydrated(retry) // before, a click does nothing of the app's
    await retry.click()
    await expect(page.locator('.search-result').first()).toBeVisible()
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
  const field = await openHeaderSearch(page, 'Search', 'Search the website')
  await field.pressSequentially('alcom', { delay: 30 })
  await expect(page.getByRole('option').first()).toBeVisible()
  // while the list is open, react-aria hides the rest of the page from assistive technology on
  // purpose (focus stays in the field; Tab or Escape closes the list first): axe's
  // aria-hidden-focus rule reports that by design, every other rule still applies
  await expectNoAxeViolations(page, { disableRules: ['aria-hidden-focus'] })
})
