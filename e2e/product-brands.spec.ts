/**
 * The product brands (issue 13): the brands page's tiles newest first, a brand's page with its
 * newest products and metadata, unknown ids 404, the brands in the sitemap; and "Request this
 * product" on a product page: the dialog by keyboard sent through the outbox and found in the
 * mailbox, and without JavaScript the link to the form page with the product filled in.
 * (e2e/brands.spec.ts is about the nine brand sites.)
 */
import type { Page } from '@playwright/test'
import { backendUrl } from '../playwright.config.ts'
import { field, sentMessage } from './mail-forms.ts'
import { expect, expectNoAxeViolations, hydrated, notFoundDocument, servedHead, test } from './support.ts'

interface RawBrand {
  '@name': string
  title: string
  manufacturer: string
  description: string
  'mgnl:created': string
}

interface RawProduct {
  '@name': string
  title: string
  grade: string
  manufacturer: string
  brand: string
  'mgnl:created': string
}

/** A site's brands as Magnolia's brands endpoint serves them (the embedded backend), newest first, read without the site's code. */
async function brandsOf(site: string, lang = 'en'): Promise<RawBrand[]> {
  const query = new URLSearchParams({ '@ancestor': `/${site}`, orderBy: 'mgnl:created desc', limit: '100', lang })
  return ((await (await fetch(`${backendUrl}/.rest/delivery/products/brands/v1?${query}`)).json()) as { results: RawBrand[] }).results
}

async function productsOf(site: string): Promise<RawProduct[]> {
  const folder = (await (await fetch(`${backendUrl}/.rest/delivery/products/products/v1/${site}?lang=en`)).json()) as Record<string, unknown> & {
    '@nodes': string[]
  }
  return folder['@nodes'].map((name) => folder[name] as RawProduct)
}

/** A brand's products newest first (the spec's default brand-page sort, `created desc`), the same moment by name. */
async function newestOf(site: string, brand: string): Promise<RawProduct[]> {
  const byName = new Intl.Collator('en', { numeric: true })
  return (await productsOf(site))
    .filter((product) => product.brand === brand)
    .sort((a, b) => Date.parse(b['mgnl:created']) - Date.parse(a['mgnl:created']) || byName.compare(a.title, b.title))
}

const tileTitles = (page: Page) => page.locator('.brand-tile h2')

test('the brands page: every brand of the site as a tile with logo, text and product count, newest first; axe finds nothing', async ({ page, problems }) => {
  const brands = await brandsOf('albis')
  const products = await productsOf('albis')
  await page.goto('/en/brands')
  await expect(tileTitles(page)).toHaveText(brands.map((brand) => brand.title))
  const ultramid = page.locator('.brand-tile').filter({ has: page.getByRole('link', { name: 'Ultramid', exact: true }) })
  await expect(ultramid).toContainText(brands.find((brand) => brand['@name'] === 'ultramid')?.description ?? 'missing')
  await expect(ultramid).toContainText(`${products.filter((product) => product.brand === 'ultramid').length} products`)
  await expect(page.locator('.brand-tile').filter({ hasText: 'Ultrason' })).toContainText('Not in the online catalogue yet')
  // every logo loads
  for (const logo of await page.locator('.brand-tile img').all())
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expectNoAxeViolations(page)
  await page.goto('/mocom/de/brands')
  await expect(tileTitles(page)).toHaveText((await brandsOf('mocom', 'de')).map((brand) => brand.title))
  await expect(page.locator('.brand-tile').filter({ hasText: 'ALTECH' })).toContainText('ALTECH von MOCOM')
  await page.goto('/zh/brands')
  await expect(page.locator('.brand-tile').filter({ hasText: 'Makrolon' })).toContainText('Covestro 的 Makrolon')
  expect(problems).toEqual([])
})

test("a brand's page: from its tile, its newest products linking to their pages, the rest in the product search, metadata; axe finds nothing", async ({
  page,
  problems,
}) => {
  // five pages, two sites and axe: close to 30 s on a busy CI machine
  test.slow()
  const newest = await newestOf('albis', 'ultramid')
  expect(newest.length).toBeGreaterThan(24)
  await page.goto('/en/brands')
  await page.getByRole('link', { name: 'Ultramid', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/products-brands\/ultramid$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ultramid' })).toBeVisible()
  await expect(page).toHaveTitle('Ultramid | ALBIS Distribution')
  expect((await servedHead(page)).description).toMatch(/^Ultramid by BASF: /)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/en\/products-brands\/ultramid$/)
  await expect(page.getByText(`The newest 24 of ${newest.length} products`)).toBeVisible()
  await expect(page.locator('.catalogue-brand-list a')).toHaveText(newest.slice(0, 24).map((product) => product.title))
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: newest[0]?.title ?? 'missing', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/en/products-brands/${newest[0]?.['@name']}$`))
  await expect(page.locator('#catalogue-product-name')).toHaveText(newest[0]?.title ?? 'missing')
  await page.goBack()
  await page.getByRole('link', { name: `All ${newest.length} products of Ultramid in the product search` }).click()
  await expect(page).toHaveURL(/\/en\/product-search\?q=Ultramid$/)
  await expect(page.locator('.catalogue-count')).toHaveText(/^\d+ products$/)

  // a brand without products in the catalogue, in German; another site's brand below its products-overview
  await page.goto('/de/products-brands/ultrason')
  await expect(page.getByRole('heading', { level: 1, name: 'Ultrason' })).toBeVisible()
  await expect(page.getByText('Unser Online-Katalog führt noch keine Produkte von Ultrason.')).toBeVisible()
  await page.goto('/mocom/en/brands')
  await page.getByRole('link', { name: 'ALTECH', exact: true }).click()
  await expect(page).toHaveURL(/\/mocom\/en\/products-overview\/altech$/)
  await expect(page.locator('.catalogue-brand-list a').first()).toHaveText((await newestOf('mocom', 'altech'))[0]?.title ?? 'missing')
  expect(problems).toEqual([])
})

test('an unknown brand id answers 404 with the not-found help; the brands are in the sitemap', async ({ page, request, problems }) => {
  for (const path of ['/en/products-brands/no-such-brand', '/mocom/en/products-overview/ultramid']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('.not-found-help')).toBeVisible()
  }
  await expectNoAxeViolations(page)
  expect(problems.filter((problem) => !notFoundDocument.test(problem))).toEqual([])
  const sitemap = await (await request.get('/sitemaps/albis-distribution/en.xml')).text()
  // albis, the default brand, carries no prefix on the shared origin
  for (const brand of await brandsOf('albis')) expect(sitemap).toContain(`/en/products-brands/${brand['@name']}</loc>`)
})

const productPath = '/en/products-brands/alcom-pa6'

test('"Request this product" by keyboard: the dialog filled in with the product, sent through the outbox, the message in the mailbox naming it; axe finds nothing', async ({
  page,
  problems,
}) => {
  test.slow()
  const name = `Product request ${Date.now()}`
  await page.goto(productPath)
  const button = page.getByRole('button', { name: 'Request this product' })
  await hydrated(button)
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Request this product: ALCOM PA6 (Polyamide 6)' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel(field('Product'))).toHaveValue('ALCOM PA6 (Polyamide 6)')
  await expect(dialog.getByLabel(field('Manufacturer'))).toHaveValue('ALCOM')
  await expect(dialog.getByLabel(field('Grade'))).toHaveValue('PA6')
  await expectNoAxeViolations(page)
  await dialog.getByLabel(field('Your question')).focus()
  await page.keyboard.type('Is it available in black?')
  await dialog.getByLabel(field('Name')).focus()
  await page.keyboard.type(name)
  await dialog.getByLabel(field('E-mail')).focus()
  await page.keyboard.type('buyer@example.com')
  await dialog.getByLabel(/I have read the privacy policy/).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('checkbox', { name: 'I am not a robot' }).focus()
  await page.keyboard.press('Space')
  await expect(dialog.locator('altcha-widget')).toContainText('Verified')
  await dialog.getByRole('button', { name: 'Send', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText('Thank you! Your message has been sent.')
  await expectNoAxeViolations(page)
  const message = await sentMessage(name)
  expect(message.path).toBe('/.rest/api/contact/request/product')
  expect(message.body).toMatchObject({ form: 'product', site: 'albis', language: 'en', email: 'buyer@example.com' })
  expect(message.body.fields).toMatchObject({
    product: 'ALCOM PA6 (Polyamide 6)',
    grade: 'PA6',
    manufacturer: 'ALCOM',
    productId: 'alcom-pa6',
    message: 'Is it available in black?',
  })
  await dialog.getByRole('button', { name: 'Close' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  expect(problems).toEqual([])
})

test('without JavaScript "Request this product" is a link to the form page with the product filled in; unknown ids are dropped', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' })
  const page = await context.newPage()
  await page.goto(productPath)
  const link = page.getByRole('link', { name: 'Request this product' })
  await expect(link).toHaveAttribute('href', '/en/contact/product-request?product=alcom-pa6')
  await link.click()
  await expect(page).toHaveURL(/\/en\/contact\/product-request\?product=alcom-pa6$/)
  const form = page.locator('section.product-request-form')
  await expect(form.getByLabel(field('Product'))).toHaveValue('ALCOM PA6 (Polyamide 6)')
  await expect(form.getByLabel(field('Manufacturer'))).toHaveValue('ALCOM')
  await page.goto('/mocom/de/products-overview/mocom-tech-pa6')
  await page.getByRole('link', { name: 'Dieses Produkt anfragen' }).click()
  await expect(page).toHaveURL(/\/mocom\/de\/contact\/product-request\?product=mocom-tech-pa6$/)
  await expect(page.locator('section.product-request-form').getByLabel(field('Produkt'))).toHaveValue('MOCOM TECH PA6 (Polyamid 6)')
  await context.close()
  for (const id of ['no-such-product', '..%2Fsecret', 'Ultramid']) {
    const response = await request.get(`/en/contact/product-request?product=${id}&utm_source=mail`, { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers()['location']).toMatch(/\/en\/contact\/product-request\?utm_source=mail$/)
  }
})
