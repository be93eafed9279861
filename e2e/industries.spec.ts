import type { Page } from '@playwright/test'
import { backendUrl } from '../playwright.config.ts'
import { clearFault, expect, expectNoAxeViolations, hydrated, loadAtWidths, notFoundDocument, servedHead, setFault, test } from './support.ts'

interface RawIndustry {
  id: string
  name: string
  description: string
  productGroups: Array<{ id: string; name: string }>
}

/** The chemicals API as the embedded backend serves it, read without the site's code. */
const api = async <T>(path: string): Promise<T> => (await (await fetch(`${backendUrl}/chemicals${path}`)).json()) as T
const industries = (lang = 'en') => api<RawIndustry[]>(`/Industries?lang=${lang}`)
const countries = (lang = 'en') => api<Array<{ code: string; name: string }>>(`/Countries?lang=${lang}`)

/** The names of the industries available in a country (every one without a country), in the API's order. */
async function expectedNames(country?: string): Promise<string[]> {
  const all = await industries()
  const available = await Promise.all(
    all.map(async (industry) => (await api<Array<{ code: string }>>(`/available-countries/${industry.id}`)).map((row) => row.code)),
  )
  return all.filter((_, index) => country === undefined || available[index]?.includes(country)).map((industry) => industry.name)
}

/** A country with some but not all industries, and the industries it has. */
async function partialCountry(): Promise<{ code: string; name: string; names: string[] }> {
  const total = (await industries()).length
  for (const country of await countries()) {
    const names = await expectedNames(country.code)
    if (names.length > 0 && names.length < total) return { ...country, names }
  }
  throw new Error('every country has every industry')
}

const tilesPath = '/acme-chemie/en/industries'
const tiles = (page: Page) => page.locator('.industry-tiles h3')
const country = (page: Page) => page.getByRole('combobox', { name: 'Country' })

test('a shared deep link renders, on the server, the industries of its country, with the country set', async ({ page, request, problems }) => {
  const { code, name, names } = await partialCountry()
  const html = await (await request.get(`${tilesPath}?country=${code}`)).text()
  expect([...html.matchAll(/<h3>([^<]+)<\/h3><\/a>/g)].map((match) => match[1])).toEqual(names)
  expect(html).toContain(`Industries in ${name}: ${names.length}`)
  await page.goto(`${tilesPath}?country=${code}&utm_source=mail`, { waitUntil: 'networkidle' })
  await expect(tiles(page)).toHaveText(names)
  await expect(country(page)).toHaveValue(code)
  await expect(page.locator('.industry-tiles img').first()).toHaveJSProperty('naturalWidth', 480)
  expect(page.url()).toMatch(new RegExp(`\\?country=${code}&utm_source=mail$`))
  expect(problems).toEqual([])
})

test('an unknown country falls back to every industry; defaults never stay in the URL', async ({ request }) => {
  for (const [url, written] of [
    [`${tilesPath}?country=XX`, tilesPath],
    [`${tilesPath}?country=Germany&utm_source=mail`, `${tilesPath}?utm_source=mail`],
    [`${tilesPath}?country=de`, `${tilesPath}?country=DE`],
  ] as const) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(307)
    expect(response.headers()['location'], url).toBe(written)
  }
  const html = await (await request.get(tilesPath)).text()
  expect([...html.matchAll(/<h3>([^<]+)<\/h3><\/a>/g)].map((match) => match[1])).toEqual(await expectedNames())
})

test('without JavaScript the country filter is a plain GET form that lands on the filtered URL', async ({ browser, baseURL }) => {
  const { code, names } = await partialCountry()
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' })
  const page = await context.newPage()
  await page.goto(tilesPath)
  await country(page).selectOption(code)
  await page.getByRole('button', { name: 'Show industries' }).click()
  await expect(page).toHaveURL(new RegExp(`/acme-chemie/en/industries\\?country=${code}$`))
  await expect(tiles(page)).toHaveText(names)
  await country(page).selectOption('')
  await page.getByRole('button', { name: 'Show industries' }).click()
  // "all countries" is the default: the empty field moves to the URL without it
  await expect(page).toHaveURL(/\/acme-chemie\/en\/industries$/)
  await expect(tiles(page)).toHaveText(await expectedNames())
  await context.close()
})

test('with JavaScript the country chosen by keyboard updates URL and tiles without a reload, and Back restores', async ({ page, problems }) => {
  const [first, second] = await countries()
  await page.goto(tilesPath, { waitUntil: 'networkidle' })
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  await hydrated(country(page))
  await country(page).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(new RegExp(`\\?country=${first?.code}$`))
  await expect(tiles(page)).toHaveText(await expectedNames(first?.code))
  await expect(country(page)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(new RegExp(`\\?country=${second?.code}$`))
  await expect(tiles(page)).toHaveText(await expectedNames(second?.code))
  // "all countries" leaves the param out, never `?country=`
  await page.keyboard.press('Home')
  await expect(page).toHaveURL(/\/industries$/)
  await expect(tiles(page)).toHaveText(await expectedNames())
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`\\?country=${second?.code}$`))
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`\\?country=${first?.code}$`))
  await expect(country(page)).toHaveValue(first?.code ?? '')
  await page.goBack()
  await expect(page).toHaveURL(/\/industries$/)
  await expect(country(page)).toHaveValue('')
  await expect(tiles(page)).toHaveText(await expectedNames())
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
  expect(problems).toEqual([])
})

test('an industry and its product group: content, page metadata and canonical', async ({ page, problems }) => {
  const automotive = (await industries()).find((industry) => industry.id === 'automotive')
  const group = automotive?.productGroups[0]
  await page.goto(tilesPath, { waitUntil: 'networkidle' })
  await page.getByRole('link', { name: 'Automotive', exact: true }).click()
  await expect(page).toHaveURL(/\/acme-chemie\/en\/industries\/automotive$/)
  await expect(page.locator('#industry-name')).toHaveText('Automotive')
  await expect(page).toHaveTitle('Automotive | Acme Chemie')
  expect((await servedHead(page)).description).toBe(automotive?.description)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/acme-chemie\/en\/industries\/automotive$/)
  await expect(page.getByRole('region', { name: 'Available in' }).getByRole('listitem').first()).toHaveText('Germany')
  await page.getByRole('link', { name: group?.name }).click()
  await expect(page).toHaveURL(new RegExp(`/industries/automotive/${group?.id}$`))
  await expect(page.locator('#product-group-name')).toHaveText(group?.name ?? '')
  await expect(page).toHaveTitle(`${group?.name} for Automotive | Acme Chemie`)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/acme-chemie/en/industries/automotive/${group?.id}$`))
  await expect(page.getByRole('columnheader', { name: 'CAS number' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Automotive' }).click()
  await expect(page).toHaveURL(/\/industries\/automotive$/)
  expect(problems).toEqual([])
})

test('a product group in German, rendered on the server', async ({ request }) => {
  const html = await (await request.get('/acme-chemie/de/industries/automotive/glycols')).text()
  expect(html).toContain('<title>Glykole für Automobil | Acme Chemie</title>')
  expect(html).toContain('Monoethylene glycol')
  expect(html).toContain('107-21-1')
})

test("the spec's exceptions keep their full path: CMS pages of their own with their own metadata", async ({ page, problems }) => {
  await page.goto(tilesPath, { waitUntil: 'networkidle' })
  await page.getByRole('link', { name: 'Scientific instruments', exact: true }).click()
  await expect(page).toHaveURL(/\/industries\/scientific-instruments$/)
  await expect(page.locator('.page-title')).toHaveText('Scientific instruments')
  await expect(page).toHaveTitle('Scientific instruments | Acme Chemie')
  expect((await servedHead(page)).description).toMatch(
    /^Reference standards and high purity solvents for laboratories, analytical instruments and calibration\.$/,
  )
  await expect(page.getByText('Laboratories and instrument makers rely on us')).toBeVisible()
  await expect(page.locator('#industry-name')).toHaveText('Scientific instruments')
  // product groups below a page of its own are not the app's: named, not linked
  await expect(page.locator('.industry-groups a')).toHaveCount(0)
  const response = await page.goto('/acme-chemie/de/industries/acme-specialty-fluids')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Spezialflüssigkeiten | Acme Chemie')
  expect(problems).toEqual([])
})

test('an unknown industry or product group answers 404 with the not-found help; odd ids never a 5xx', async ({ page, request, problems }) => {
  for (const [path, heading] of [
    [`${tilesPath}/no-such-industry`, 'The industry was not found.'],
    [`${tilesPath}/automotive/no-such-group`, 'The product group was not found.'],
    [`${tilesPath}/medical/glycols`, 'The product group was not found.'],
    [`${tilesPath}/automotive/glycols/more`, 'The industry was not found.'],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await expect(page.locator('.not-found-help')).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Back to the industries' })).toHaveAttribute('href', tilesPath)
  for (const path of [
    `${tilesPath}/..%2F..%2Fetc%2Fpasswd`,
    `${tilesPath}/%2e%2e`,
    `${tilesPath}/a%2Fb`,
    `${tilesPath}/Automotive`,
    `${tilesPath}/${'a'.repeat(300)}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBeLessThan(500)
  }
  expect(problems.filter((problem) => !notFoundDocument.test(problem))).toEqual([])
})

test('a failing chemicals API shows the message with a retry that works', async ({ page, faultSite }) => {
  // on the worker's fault instance: the chemicals API's failures and its circuit stay away from the other tests' pages
  const prefix = '/chemicals/Industry/textiles/'
  await setFault({ pathPrefix: prefix, mode: 'error' }, faultSite.backendUrl)
  try {
    await page.goto(`${faultSite.url}/acme-chemie/de/industries/textiles/flame-retardants`, { waitUntil: 'networkidle' })
    await expect(page.getByRole('alert')).toContainText('Die Produktgruppe konnte nicht geladen werden.')
  } finally {
    await clearFault(prefix, faultSite.backendUrl)
  }
  await hydrated(page.getByRole('button', { name: 'Erneut versuchen' }))
  await page.getByRole('button', { name: 'Erneut versuchen' }).click()
  await expect(page.locator('#product-group-name')).toHaveText('Flammschutzmittel')
})

test('the sitemap lists every industry and product group below the industries page, but not below the pages of their own', async ({ request }) => {
  const xml = await (await request.get('/sitemaps/acme-chemie/en.xml')).text()
  for (const industry of await industries()) {
    if (/scientific|specialty/.test(industry.id)) continue
    expect(xml).toContain(`/acme-chemie/en/industries/${industry.id}</loc>`)
    for (const group of industry.productGroups) expect(xml).toContain(`/acme-chemie/en/industries/${industry.id}/${group.id}</loc>`)
  }
  expect(xml).toContain('/acme-chemie/en/industries/scientific-instruments</loc>')
  expect(xml).not.toContain('/industries/scientific-instruments/')
  expect(await (await request.get('/sitemaps/mocom/en.xml')).text()).not.toContain('/industries/automotive</loc>')
})

interface RawDistributor {
  title: string
  country: string
  region: string
  email: string
}

const distributorsPath = '/mocom/en/distributors'

test('distributors by region and country, filtered by country with and without JavaScript', async ({ page, browser, baseURL, request, problems }) => {
  const folder = (await (await fetch(`${backendUrl}/.rest/delivery/products/distributors/v1/mocom?lang=en`)).json()) as Record<string, unknown> & {
    '@nodes': string[]
  }
  const all = folder['@nodes'].map((name) => folder[name] as RawDistributor)
  const italian = all.filter((distributor) => distributor.country === 'IT')
  expect(all.length).toBeGreaterThanOrEqual(40)
  const html = await (await request.get(`${distributorsPath}?country=IT`)).text()
  expect([...html.matchAll(/<h4>([^<]+)<\/h4>/g)].map((match) => match[1])).toEqual(italian.map((distributor) => distributor.title))
  expect((await request.get(`${distributorsPath}?country=XX`, { maxRedirects: 0 })).headers()['location']).toBe(distributorsPath)

  await page.goto(distributorsPath, { waitUntil: 'networkidle' })
  await expect(page.locator('.distributor h4')).toHaveCount(all.length)
  await expect(page.getByRole('heading', { level: 2 })).toContainText(['Europe', 'Americas', 'Asia-Pacific', 'Middle East and Africa'])
  await hydrated(country(page))
  await country(page).selectOption('IT')
  await expect(page).toHaveURL(/\/mocom\/en\/distributors\?country=IT$/)
  await expect(page.locator('.distributor h4')).toHaveText(italian.map((distributor) => distributor.title))
  await expect(page.getByRole('link', { name: italian[0]?.email })).toHaveAttribute('href', `mailto:${italian[0]?.email}`)
  await page.goBack()
  await expect(page.locator('.distributor h4')).toHaveCount(all.length)
  expect(problems).toEqual([])

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' })
  const noScript = await context.newPage()
  await noScript.goto('/mocom/de/distributors')
  await noScript.getByRole('combobox', { name: 'Land' }).selectOption('IT')
  await noScript.getByRole('button', { name: 'Vertriebspartner anzeigen' }).click()
  await expect(noScript).toHaveURL(/\/mocom\/de\/distributors\?country=IT$/)
  await expect(noScript.locator('.distributor h4')).toHaveCount(italian.length)
  await context.close()
})

test.describe('every view passes axe-core', () => {
  for (const [name, path, widths] of [
    ['tiles', `${tilesPath}?country=DE`, [375, 1280]],
    ['industry', `${tilesPath}/automotive`, [1280]],
    ['product group', `${tilesPath}/automotive/glycols`, [375, 1280]],
    ['page of its own', `${tilesPath}/scientific-instruments`, [1280]],
    ['not found', `${tilesPath}/no-such-industry`, [1280]],
    ['distributors', distributorsPath, [375, 1280]],
  ] as const) {
    test(name, async ({ page }) => {
      test.slow()
      await loadAtWidths(
        page,
        path,
        widths,
        async (width) => {
          await expectNoAxeViolations(page)
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no horizontal scroll at ${width}`).toBe(true)
        },
        { waitUntil: 'networkidle' },
      )
    })
  }
})

/** albis's industries as Magnolia's delivery API gives them, and its catalogue, read without the site's code. */
const albisIndustries = async (lang = 'en') => {
  const folder = (await (await fetch(`${backendUrl}/.rest/delivery/industries/v1/albis?lang=${lang}`)).json()) as Record<string, unknown> & {
    '@nodes': string[]
  }
  return folder['@nodes'].map((name) => folder[name] as { '@name': string; title: string; lead: string; productGroups: string[] })
}
const albisProducts = async (lang = 'en') =>
  (
    (await (await fetch(`${backendUrl}/.rest/delivery/products/products/v1?@ancestor=/albis&limit=1000&lang=${lang}`)).json()) as {
      results: Array<{ '@name': string; title: string; productGroup: string; productGroupTitle: string; industries?: string[] }>
    }
  ).results

test("albis's industries: the tiles, an industry with its products, product groups and industry manager, a group's products, each product's page", async ({
  page,
  problems,
}) => {
  test.slow() // four pages and an axe run; each client-side navigation's loader reads the catalogue
  const industries = await albisIndustries()
  const products = (await albisProducts()).filter((product) => (product.industries ?? []).includes('automotive'))
  await page.goto('/en/industries', { waitUntil: 'networkidle' })
  await expect(page.locator('.industry-tiles h3')).toHaveText(industries.map((industry) => industry.title))
  await expect(page.getByText('The industries we serve.')).toBeVisible()
  await page.getByRole('link', { name: /^Automotive/ }).click()
  await expect(page).toHaveURL(/\/en\/industries\/automotive$/)
  await expect(page.locator('#industry-name')).toHaveText('Automotive', { timeout: 15_000 })
  // the industry opens with its own content: the list's introduction stays on the list
  await expect(page.getByText('The industries we serve.')).toHaveCount(0)
  await expect(page).toHaveTitle('Automotive | ALBIS Distribution')
  await expect(page.getByRole('region', { name: 'Your contact' })).toContainText('Jan Beispiel')
  const groups = industries[0]?.productGroups ?? []
  const inGroups = products.filter((product) => groups.includes(product.productGroup))
  await expect(page.getByRole('link', { name: `All ${inGroups.length} products for Automotive in the product search` })).toHaveAttribute(
    'href',
    '/en/product-search?industry=automotive',
  )
  await expect(page.locator('.industry-groups a')).toHaveText(
    groups.map((id) => products.find((product) => product.productGroup === id)?.productGroupTitle ?? id),
  )
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Polyamide 66', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/industries\/automotive\/pa66$/)
  await expect(page.locator('#product-group-name')).toHaveText('Polyamide 66 for Automotive', { timeout: 15_000 })
  await expect(page).toHaveTitle('Polyamide 66 for Automotive | ALBIS Distribution')
  const pa66 = products.filter((product) => product.productGroup === 'pa66')
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('listitem')).toHaveCount(pa66.length)
  const first = pa66.map((product) => product.title).sort(new Intl.Collator('en', { numeric: true }).compare)[0] ?? ''
  await page.getByRole('link', { name: first, exact: true }).click()
  await expect(page).toHaveURL(/\/en\/product-search\/[a-z0-9-]+$/)
  await expect(page.locator('#catalogue-product-name')).toHaveText(first, { timeout: 15_000 })
  expect(problems).toEqual([])
})

test("albis's industry pages in German and Chinese on the server; an industry or group it does not have is 404", async ({ request }) => {
  const de = await (await request.get('/de/industries/medical')).text()
  expect(de).toContain('<title>Medizintechnik | ALBIS Distribution</title>')
  // the area opens with the industry, no introduction of the list above it
  expect(de).toMatch(/<div class="area-main"><!--\$--><article class="catalogue-product industry"/)
  expect(de).toContain('Katrin Albers')
  expect(de).toContain('Branchenmanagerin Medizintechnik')
  const zh = await (await request.get('/zh/industries/packaging/pp')).text()
  expect(zh).toContain('<title>包装用聚丙烯 | ALBIS Distribution</title>')
  expect(zh).toContain('>包装用聚丙烯</h1>')
  expect(zh).toContain('您的联系人')
  for (const path of ['/en/industries/mining', '/en/industries/automotive/pc', '/en/industries/packaging/pa66/more'])
    expect((await request.get(path)).status(), path).toBe(404)
})
