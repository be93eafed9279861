import type { Page } from '@playwright/test'
import { backendUrl } from '../playwright.config.ts'
import { expect, expectNoAxeViolations, hydrated, jsonLdNode, notFoundDocument, test } from './support.ts'

interface RawProduct {
  '@name': string
  title: string
  grade: string
  manufacturer: string
  description: string
  regions: string[]
  industries?: string[]
  ideas?: string[]
  lubricants?: string[]
  fuels?: string[]
}

/** A brand's catalogue (albis unless another Magnolia site is named) as Magnolia's products endpoint serves it (the embedded backend), read without the site's code. */
async function catalogue(site = 'albis'): Promise<RawProduct[]> {
  const folder = (await (await fetch(`${backendUrl}/.rest/delivery/products/products/v1/${site}?lang=en`)).json()) as Record<string, unknown> & {
    '@nodes': string[]
  }
  return folder['@nodes'].map((name) => folder[name] as RawProduct)
}

interface Filter {
  q?: string
  region?: string
  industry?: string[]
  manufacturer?: string
}

/** The names of the products a view lists, computed independently, sorted as the site sorts them (by name). */
async function expectedNames({ q = '', region, industry = [], manufacturer }: Filter): Promise<string[]> {
  const byName = new Intl.Collator('en', { numeric: true })
  return (await catalogue())
    .filter((product) => `${product.title} ${product.grade} ${product.manufacturer} ${product.description}`.toLowerCase().includes(q))
    .filter((product) => region === undefined || product.regions.includes(region))
    .filter((product) => industry.length === 0 || industry.some((item) => (product.industries ?? []).includes(item)))
    .filter((product) => manufacturer === undefined || product.manufacturer.toLowerCase() === manufacturer)
    .map((product) => product.title)
    .sort(byName.compare)
}

const search = '/en/product-search'
const deepLink = `${search}?q=polyamide&industry=automotive,electronics&region=DE&manufacturer=basf&page=2`
const deepFilter: Filter = { q: 'polyamide', industry: ['automotive', 'electronics'], region: 'DE', manufacturer: 'basf' }
const results = (page: Page) => page.locator('.catalogue-results h3')

test('a shared deep link renders, on the server, exactly the products of its page, with the filters set', async ({ page, request, problems }) => {
  const expected = await expectedNames(deepFilter)
  expect(expected.length).toBeGreaterThan(24)
  const html = await (await request.get(deepLink)).text()
  const names = [...html.matchAll(/<h3><a href="\/en\/product-search\/[\w-]+">([^<]+)<\/a><\/h3>/g)].map((match) => match[1])
  expect(names).toEqual(expected.slice(24, 48))
  expect(html).toContain(`>${expected.length} products<`)

  await page.goto(deepLink, { waitUntil: 'networkidle' })
  await expect(results(page)).toHaveText(expected.slice(24, 48))
  await expect(page.locator('.catalogue-count')).toHaveText(`${expected.length} products`)
  await expect(page.getByRole('searchbox', { name: 'Search term' })).toHaveValue('polyamide')
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('DE')
  for (const checked of ['Automotive', 'Electrical and electronics', 'BASF'])
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${checked} \\(\\d+\\)$`) })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^Medical \(\d+\)$/ })).not.toBeChecked()
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page')
  expect(page.url()).toContain(deepLink) // hydration leaves the URL as shared
  expect(problems).toEqual([])
})

test('every option counts the products it would leave given the other filters; options that leave none are disabled, not hidden', async ({ page }) => {
  await page.goto(`${search}?q=polyamide&manufacturer=basf`)
  const products = await catalogue()
  const polyamideByBasf = products.filter((product) => product.description.toLowerCase().includes('polyamide') && product.manufacturer === 'BASF')
  const medical = polyamideByBasf.filter((product) => (product.industries ?? []).includes('medical')).length
  await expect(page.getByRole('checkbox', { name: `Medical (${medical})` })).toBeVisible()
  const polyamide = products.filter((product) => `${product.title} ${product.description}`.toLowerCase().includes('polyamide'))
  const covestro = polyamide.filter((product) => product.manufacturer === 'Covestro').length
  expect(covestro).toBe(0) // Covestro makes no polyamide in the seed
  await expect(page.getByRole('checkbox', { name: 'Covestro (0)' })).toBeDisabled()
  // the brand's catalogue has no ideas, lubricants or fuels: no such filters
  for (const absent of ['Idea', 'Lubricant', 'Fuel']) await expect(page.getByRole('group', { name: absent })).toHaveCount(0)
})

test('mocom offers its ideas as a filter: an idea narrows the results, and the URL keeps it', async ({ page, problems }) => {
  const withIdea = (await catalogue('mocom')).filter((product) => (product.ideas ?? []).includes('e-mobility')).length
  expect(withIdea).toBeGreaterThan(0)
  await page.goto('/mocom/en/product-search')
  await expect(page.getByRole('group', { name: 'Idea' })).toBeVisible()
  for (const absent of ['Lubricant', 'Fuel']) await expect(page.getByRole('group', { name: absent })).toHaveCount(0)
  const idea = page.getByRole('checkbox', { name: `E-mobility (${withIdea})` })
  await hydrated(idea)
  await idea.check()
  await expect(page).toHaveURL(/\/mocom\/en\/product-search\?idea=e-mobility$/)
  await expect(page.locator('.catalogue-count')).toHaveText(`${withIdea} products`)
  expect(problems).toEqual([])
})

test('the chemicals brand offers lubricants and fuels: a lubricant narrows the results, and fuels it leaves none of are disabled', async ({
  page,
  request,
}) => {
  const products = await catalogue('chemie')
  const grease = products.filter((product) => (product.lubricants ?? []).includes('grease')).length
  const diesel = products.filter((product) => (product.fuels ?? []).includes('diesel')).length
  expect(grease).toBeGreaterThan(0)
  expect(diesel).toBeGreaterThan(0)
  // the form works without script: the server renders the filtered view
  const html = await (await request.get('/acme-chemie/en/product-search?lubricant=grease')).text()
  expect(html).toContain(`>${grease} products<`)
  await page.goto('/acme-chemie/en/product-search')
  for (const offered of ['Lubricant', 'Fuel']) await expect(page.getByRole('group', { name: offered })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Idea' })).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: `Diesel (${diesel})` })).toBeEnabled()
  const lubricant = page.getByRole('checkbox', { name: `Grease (${grease})` })
  await hydrated(lubricant)
  await lubricant.check()
  await expect(page).toHaveURL(/\/acme-chemie\/en\/product-search\?lubricant=grease$/)
  await expect(page.locator('.catalogue-count')).toHaveText(`${grease} products`)
  // no product is both a lubricant and a fuel
  await expect(page.getByRole('checkbox', { name: 'Diesel (0)' })).toBeDisabled()
})

test('invalid params fall back (never a 5xx) and the URL is written as the view shows it', async ({ page, request }) => {
  const manyValues = Array.from({ length: 500 }, (_, index) => `value-${index}`).join(',')
  for (const [url, written] of [
    [`${search}?industry=mining,automotive&page=abc&utm_source=mail`, `${search}?utm_source=mail&industry=automotive`],
    [`${search}?page=99999`, search],
    [`${search}?page=50&region=xx`, search],
    [`${search}?manufacturer=${manyValues}`, search],
    [`${search}?region=de&q=%20polyamide%20`, `${search}?q=polyamide&region=DE`],
  ] as const) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(307)
    expect(response.headers()['location'], url).toBe(written)
  }
  const long = await page.goto(`${search}?q=${'x'.repeat(10_000)}`)
  expect(long?.status()).toBe(200)
  await expect(page.locator('.catalogue-count')).toHaveText('0 products')
  for (const path of [`${search}/..%2F..%2Fetc%2Fpasswd`, `${search}/%2e%2e`, `${search}/a%2Fb`]) {
    const response = await request.get(path)
    expect(response.status(), path).toBeLessThan(500)
  }
})

test('without JavaScript: the same view, and the filter is a plain GET form that lands on the filtered URL', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' })
  const page = await context.newPage()
  await page.goto(search)
  await page.getByRole('searchbox', { name: 'Search term' }).fill('polyamide')
  await page.getByRole('combobox', { name: 'Region' }).selectOption('DE')
  await page.getByRole('checkbox', { name: /^Automotive \(\d+\)$/ }).check()
  await page.getByRole('checkbox', { name: /^Electrical and electronics \(\d+\)$/ }).check()
  await page.getByRole('button', { name: 'Show products' }).click()
  // repeated keys of the checkboxes become one list, empty fields go: the URL a click makes
  await expect(page).toHaveURL(/\/en\/product-search\?q=polyamide&region=DE&industry=automotive,electronics$/)
  const expected = await expectedNames({ q: 'polyamide', region: 'DE', industry: ['automotive', 'electronics'] })
  await expect(page.locator('.catalogue-count')).toHaveText(`${expected.length} products`)
  await expect(results(page)).toHaveText(expected.slice(0, 24))
  await page.getByRole('link', { name: 'Page 2' }).click()
  await expect(results(page)).toHaveText(expected.slice(24, 48))
  await context.close()
})

test('with JavaScript: a checkbox updates URL and results without a reload, typing replaces, back restores', async ({ page, problems }) => {
  await page.goto(`${search}?utm_source=mail`, { waitUntil: 'networkidle' })
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  const before = await page.evaluate(() => history.length)
  // by keyboard: the checkbox with the space key, once the filters run
  await hydrated(page.getByRole('checkbox', { name: /^Medical \(\d+\)$/ }))
  await page.getByRole('checkbox', { name: /^Medical \(\d+\)$/ }).focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/\?utm_source=mail&industry=medical$/)
  await expect(page.getByRole('checkbox', { name: /^Medical \(\d+\)$/ })).toBeFocused()
  await expect(results(page)).toHaveText((await expectedNames({ industry: ['medical'] })).slice(0, 24))
  await page.getByRole('searchbox', { name: 'Search term' }).fill('polyamide')
  await expect(page).toHaveURL(/\?utm_source=mail&q=polyamide&industry=medical$/)
  await expect(results(page)).toHaveText((await expectedNames({ q: 'polyamide', industry: ['medical'] })).slice(0, 24))
  expect(await page.evaluate(() => history.length)).toBe(before + 1) // the choice pushed, typing replaced
  await page.getByRole('combobox', { name: 'Region' }).selectOption('DE')
  await expect(page).toHaveURL(/\?utm_source=mail&q=polyamide&region=DE&industry=medical$/)
  await page.goBack()
  await expect(page).toHaveURL(/\?utm_source=mail&q=polyamide&industry=medical$/)
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('')
  await page.goBack()
  await expect(page).toHaveURL(/\?utm_source=mail$/)
  await expect(page.getByRole('checkbox', { name: /^Medical \(\d+\)$/ })).not.toBeChecked()
  await expect(page.locator('.catalogue-count')).toHaveText(`${(await catalogue()).length} products`)
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
  expect(problems).toEqual([])
})

test('a region taken back at once on a slow machine: the filters show the URL they went back to', async ({ page, problems }) => {
  await page.goto(`${search}?utm_source=mail`, { waitUntil: 'networkidle' })
  const region = page.getByRole('combobox', { name: 'Region' })
  await hydrated(region)
  // the browser slowed twentyfold: the choice pushes its URL, and back comes before the router has rendered it
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
  await region.evaluate(async (select: HTMLSelectElement) => {
    select.value = 'DE'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    while (!location.search.includes('region=DE')) await new Promise((resolve) => setTimeout(resolve, 5))
    history.back()
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await expect(page).toHaveURL(/\?utm_source=mail$/)
  await expect(region).toHaveValue('')
  await expect(page.locator('.catalogue-count')).toHaveText(`${(await catalogue()).length} products`)
  expect(problems).toEqual([])
})

test('on a small screen the filters fold into a disclosure', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(search, { waitUntil: 'networkidle' })
  const medical = page.getByRole('checkbox', { name: /^Medical \(\d+\)$/ })
  await expect(medical).toBeHidden()
  await page.getByText('Filters', { exact: true }).click()
  await expect(medical).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(search)
  await expect(page.getByRole('checkbox', { name: /^Medical \(\d+\)$/ })).toBeVisible()
  await expect(page.getByText('Filters', { exact: true })).toBeHidden()
})

test('a product: facts, properties, industries, documents with sizes, the request, metadata and JSON-LD', async ({ page, request, problems }) => {
  await page.goto(deepLink, { waitUntil: 'networkidle' })
  const first = (await expectedNames(deepFilter))[24] ?? ''
  await page.getByRole('link', { name: first, exact: true }).click()
  await expect(page).toHaveURL(/\/en\/product-search\/[a-z0-9-]+$/)
  const id = new URL(page.url()).pathname.split('/').pop() ?? ''
  const product = (await catalogue()).find((candidate) => candidate['@name'] === id)
  expect(product?.title).toBe(first)
  await expect(page.locator('#catalogue-product-name')).toHaveText(first)
  await expect(page).toHaveTitle(`${first} | ALBIS Distribution`)
  await expect(page.locator('.catalogue-product-facts')).toContainText('BASF')
  await expect(page.locator('table.catalogue-properties tbody tr')).toHaveCount(6)
  await expect(page.getByRole('rowheader', { name: 'Tensile modulus' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Industries' })).toBeVisible()
  const sheet = page.getByRole('link', { name: /^Technical data sheet \(PDF, [\d.]+ KB\)$/ })
  const download = await request.get((await sheet.getAttribute('href')) ?? '')
  expect(download.headers()['content-type']).toBe('application/pdf')
  const kilobytes = Math.round((await download.body()).length / 1024).toLocaleString('de-DE')
  await expect(sheet).toHaveText(`Technical data sheet (PDF, ${kilobytes} KB)`)
  // the dialog itself: e2e/product-brands.spec.ts
  await expect(page.getByRole('button', { name: 'Request this product' })).toBeVisible()
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/en/product-search/${id}$`))
  expect(await jsonLdNode(page, 'Product')).toMatchObject({ '@type': 'Product', name: first, productID: id, manufacturer: { name: 'BASF' } })
  await page.getByRole('link', { name: 'Back to the product search' }).click()
  await expect(page).toHaveURL(/\/en\/product-search$/)
  expect(problems).toEqual([])
})

test('a product found by site search opens where its link leads (products-brands on albis, products-overview elsewhere), and in German', async ({ page }) => {
  await page.goto('/de/products-brands/alcom-pa6')
  await expect(page.locator('#catalogue-product-name')).toHaveText('ALCOM PA6 (Polyamid 6)')
  await expect(page.getByRole('link', { name: /^Technisches Datenblatt \(PDF, [\d.]+ KB\)$/ })).toBeVisible()
  await page.goto('/mocom/en/products-overview/mocom-tech-pa6')
  await expect(page.locator('#catalogue-product-name')).toHaveText('MOCOM TECH PA6 (Polyamide 6)')
})

test('an unknown product answers 404 with the not-found help', async ({ page, problems }) => {
  const response = await page.goto(`${search}/no-such-product`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'The product was not found.' })).toBeVisible()
  await expect(page.locator('.not-found-help')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the product search' })).toHaveAttribute('href', search)
  expect(problems.filter((problem) => !notFoundDocument.test(problem))).toEqual([])
})

test.describe('the search and a product pass axe-core at 375 and 1280 px', () => {
  for (const [name, path] of [
    ['search', deepLink],
    ['product', '/en/products-brands/alcom-pa6'],
  ] as const) {
    test(name, async ({ page }) => {
      test.slow()
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path, { waitUntil: 'networkidle' })
        await expectNoAxeViolations(page)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no horizontal scroll at ${width}`).toBe(true)
      }
    })
  }
})
