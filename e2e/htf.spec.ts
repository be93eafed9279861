import type { Page } from '@playwright/test'
import { backendUrl } from '../playwright.config.ts'
import { expect, expectNoAxeViolations, notFoundDocument, test, jsonLdNode } from './support.ts'

interface RawFluid {
  '@name': string
  title: string
  temperatureMin: string
  temperatureMax: string
  uses?: string[]
  applications?: string[]
}

/** The catalogue as Magnolia's products endpoint serves it (the embedded backend), read without the site's code. */
async function catalogue(lang = 'en'): Promise<RawFluid[]> {
  const folder = (await (await fetch(`${backendUrl}/.rest/delivery/products/products/v1/htf?lang=${lang}`)).json()) as Record<string, unknown> & {
    '@nodes': string[]
  }
  return folder['@nodes'].map((name) => folder[name] as RawFluid)
}

interface Filter {
  tmin?: number
  tmax?: number
  use?: string[]
  application?: string[]
}

/** The fluids a finder view lists, by name, computed independently: covering the range (a side at the catalogue's end asks nothing), every use, one of the applications. */
async function expectedNames({ tmin, tmax, use = [], application = [] }: Filter, sort: 'name' | 'lowest' | 'highest' = 'name'): Promise<string[]> {
  const fluids = (await catalogue()).map((fluid) => ({ ...fluid, min: Number(fluid.temperatureMin), max: Number(fluid.temperatureMax) }))
  const low = Math.min(...fluids.map((fluid) => fluid.min))
  const high = Math.max(...fluids.map((fluid) => fluid.max))
  let from = Math.min(high, Math.max(low, tmin ?? low))
  let to = Math.min(high, Math.max(low, tmax ?? high))
  if (from > to) [from, to] = [to, from]
  const byName = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'en', { numeric: true, sensitivity: 'base' })
  return fluids
    .filter((fluid) => (from === low || fluid.min <= from) && (to === high || fluid.max >= to))
    .filter((fluid) => use.every((item) => (fluid.uses ?? []).includes(item)))
    .filter((fluid) => application.length === 0 || application.some((item) => (fluid.applications ?? []).includes(item)))
    .sort((a, b) => (sort === 'lowest' ? a.min - b.min : sort === 'highest' ? b.max - a.max : 0) || byName(a, b))
    .map((fluid) => fluid.title)
}

const finder = '/htf/en/htf-products'
const sharedLink = `${finder}?tmin=-20&tmax=300&use=cooling,food-grade&application=solar`
const results = (page: Page) => page.locator('.htf-results h3')
const historyLength = (page: Page) => page.evaluate(() => history.length)

/** The finder is interactive once its chunks have loaded and the slider is enabled. */
async function openFinder(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' })
  await expect(page.getByRole('slider', { name: 'Lowest temperature' })).toBeEnabled()
}

test('a shared deep link: the matching fluids in the server HTML, with the filters set', async ({ page, request, problems }) => {
  const expected = await expectedNames({ tmin: -20, tmax: 300, use: ['cooling', 'food-grade'], application: ['solar'] })
  expect(expected).toEqual(['Thermofluid FG 300', 'Thermofluid SI 315 FG'])
  await request.get(sharedLink) // the server has rendered the finder once (its code is loaded)
  const html = await (await request.get(sharedLink)).text()
  expect([...html.matchAll(/<h3><a href="\/htf\/en\/htf-products\/[\w-]+">([^<]+)<\/a><\/h3>/g)].map((match) => match[1])).toEqual(expected)
  expect(html).toContain('name="tmin" value="-20"')

  await openFinder(page, sharedLink)
  await expect(results(page)).toHaveText(expected)
  await expect(page.locator('.htf-count')).toHaveText('2 of 30 fluids, working from -20 °C to 300 °C')
  await expect(page.getByRole('spinbutton', { name: 'Lowest temperature (°C)' })).toHaveValue('-20')
  await expect(page.getByRole('spinbutton', { name: 'Highest temperature (°C)' })).toHaveValue('300')
  await expect(page.getByRole('slider', { name: 'Lowest temperature' })).toHaveValue('-20')
  await expect(page.getByRole('slider', { name: 'Highest temperature' })).toHaveValue('300')
  for (const checked of ['Cooling', 'Food grade', 'Solar power']) await expect(page.getByRole('checkbox', { name: checked, exact: true })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Pharmaceuticals' })).not.toBeChecked()
  expect(page.url()).toContain('?tmin=-20&tmax=300&use=cooling,food-grade&application=solar') // hydration leaves the URL as shared
  expect(problems).toEqual([])
})

test('without JavaScript: the same view, and the filter is a plain GET form', async ({ browser, baseURL, request }) => {
  await request.get(sharedLink)
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' })
  const page = await context.newPage()
  await page.goto(sharedLink)
  await expect(results(page)).toHaveText(await expectedNames({ tmin: -20, tmax: 300, use: ['cooling', 'food-grade'], application: ['solar'] }))
  await expect(page.getByRole('slider', { name: 'Lowest temperature' })).toBeDisabled() // the number fields are the filter
  await page.getByRole('spinbutton', { name: 'Lowest temperature (°C)' }).fill('0')
  await page.getByRole('spinbutton', { name: 'Highest temperature (°C)' }).fill('250')
  await page.getByRole('checkbox', { name: 'Cooling', exact: true }).uncheck()
  await page.getByRole('checkbox', { name: 'Pharmaceuticals' }).check()
  await page.getByRole('button', { name: 'Show fluids' }).click()
  // repeated keys of the checkboxes become one list: the URL a click makes
  await expect(page).toHaveURL(/\/htf\/en\/htf-products\?tmin=0&tmax=250&use=food-grade&application=solar,pharma$/)
  const expected = await expectedNames({ tmin: 0, tmax: 250, use: ['food-grade'], application: ['solar', 'pharma'] })
  expect(expected.length).toBeGreaterThan(2)
  await expect(results(page)).toHaveText(expected)
  await expect(page.getByRole('checkbox', { name: 'Pharmaceuticals' })).toBeChecked()
  // comparing without script: tick and send the form
  await page.getByRole('checkbox', { name: `Compare ${expected[0] ?? ''}` }).check()
  await page.getByRole('button', { name: 'Show fluids' }).click()
  await expect(page.getByRole('heading', { name: 'Comparison' })).toBeVisible()
  await context.close()
})

test('the slider by keyboard: 1 °C per arrow, 10 °C per Page key, one history entry per key press; back restores', async ({ page, problems }) => {
  await openFinder(page, `${finder}?utm_source=mail`)
  const before = await historyLength(page)
  const low = page.getByRole('slider', { name: 'Lowest temperature' })
  const high = page.getByRole('slider', { name: 'Highest temperature' })
  await low.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\?utm_source=mail&tmin=-99$/)
  await page.keyboard.press('PageUp')
  await expect(page).toHaveURL(/\?utm_source=mail&tmin=-89$/)
  await expect(page.getByRole('spinbutton', { name: 'Lowest temperature (°C)' })).toHaveValue('-89')
  await high.focus()
  await page.keyboard.press('PageDown')
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(/\?utm_source=mail&tmin=-89&tmax=389$/)
  await expect(page.locator('.htf-slider-output')).toHaveText('-89 – 389°C')
  expect(await historyLength(page)).toBe(before + 4)
  await expect(results(page)).toHaveText(await expectedNames({ tmin: -89, tmax: 389 }))
  await page.goBack()
  await expect(page).toHaveURL(/\?utm_source=mail&tmin=-89&tmax=390$/)
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\?utm_source=mail&tmin=-99$/)
  await expect(low).toHaveValue('-99')
  await expect(results(page)).toHaveText(await expectedNames({ tmin: -99 }))
  expect(problems).toEqual([])
})

test('a key press taken back at once on a slow machine: the slider shows the range of the URL it went back to', async ({ page, problems }) => {
  await openFinder(page, `${finder}?utm_source=mail`)
  const high = page.getByRole('slider', { name: 'Highest temperature' })
  await high.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(/\?utm_source=mail&tmax=399$/)
  await expect(high).toHaveValue('399')
  // the browser slowed twentyfold: the next press pushes its URL, and back comes before the router has rendered it
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
  await page.evaluate(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    document.activeElement?.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowLeft', bubbles: true }))
    await Promise.resolve()
    history.back()
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await expect(page).toHaveURL(/\?utm_source=mail&tmax=399$/)
  await expect(page.locator('.htf-slider-output')).toHaveText('-100 – 399°C')
  await expect(high).toHaveValue('399')
  expect(problems).toEqual([])
})

test('the slider by pointer: results follow while dragging, one history entry per release', async ({ page, problems }) => {
  await openFinder(page, finder)
  const before = await historyLength(page)
  const track = await page.locator('.htf-slider-track').boundingBox()
  const thumb = await page.locator('.htf-slider-thumb').nth(1).boundingBox()
  if (!track || !thumb) throw new Error('no slider')
  const y = thumb.y + thumb.height / 2
  const xOf = (celsius: number) => track.x + ((celsius + 100) / 500) * track.width
  await page.mouse.move(thumb.x + thumb.width / 2, y)
  await page.mouse.down()
  await page.mouse.move(xOf(350), y, { steps: 5 })
  await expect(page.locator('.htf-count')).toContainText('working up to 35') // the results follow the thumb
  await page.mouse.move(xOf(300), y, { steps: 5 })
  await expect(page).toHaveURL(/tmax=3\d\d/) // the URL follows too (replaced while moving)
  await page.mouse.move(xOf(250), y, { steps: 5 })
  await page.mouse.up()
  const tmax = Number(await page.getByRole('spinbutton', { name: 'Highest temperature (°C)' }).inputValue())
  expect(Math.abs(tmax - 250)).toBeLessThanOrEqual(3)
  await expect(page).toHaveURL(new RegExp(`${finder}\\?tmax=${tmax}$`))
  await expect(results(page)).toHaveText(await expectedNames({ tmax }))
  expect(await historyLength(page)).toBe(before + 1)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${finder}$`))
  await expect(results(page)).toHaveCount(30)
  expect(problems).toEqual([])
})

test('typing a temperature, checkboxes and the order: defaults stay out of the URL, other params stay in', async ({ page, problems }) => {
  await openFinder(page, `${finder}?utm_source=mail`)
  const lowest = page.getByRole('spinbutton', { name: 'Lowest temperature (°C)' })
  await lowest.fill('-30')
  await lowest.press('Enter')
  await expect(page).toHaveURL(/\?utm_source=mail&tmin=-30$/)
  await page.getByRole('checkbox', { name: 'Food grade' }).click()
  await expect(page).toHaveURL(/\?utm_source=mail&tmin=-30&use=food-grade$/)
  await expect(results(page)).toHaveText(await expectedNames({ tmin: -30, use: ['food-grade'] }))
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('highest')
  await expect(page).toHaveURL(/&sort=highest$/)
  await expect(results(page)).toHaveText(await expectedNames({ tmin: -30, use: ['food-grade'] }, 'highest'))
  await page.getByRole('checkbox', { name: 'Food grade' }).click()
  await expect(page).toHaveURL(/\?utm_source=mail&tmin=-30&sort=highest$/)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name')
  await expect(page).toHaveURL(/\?utm_source=mail&tmin=-30$/)
  await lowest.fill('-100') // the catalogue's lowest temperature is the default
  await lowest.blur()
  await expect(page).toHaveURL(/\?utm_source=mail$/)
  await page.goBack()
  await expect(page).toHaveURL(/\?utm_source=mail&tmin=-30$/)
  expect(problems).toEqual([])
})

test('invalid, out-of-range and reversed params fall back, clamp and swap', async ({ page }) => {
  const response = await page.goto(`${finder}?tmin=350&tmax=-20&use=cooling,boiling&application=mars&sort=price&compare=../x`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('spinbutton', { name: 'Lowest temperature (°C)' })).toHaveValue('-20')
  await expect(page.getByRole('spinbutton', { name: 'Highest temperature (°C)' })).toHaveValue('350')
  await expect(results(page)).toHaveText(await expectedNames({ tmin: -20, tmax: 350, use: ['cooling'] }))
  await page.goto(`${finder}?tmin=-500&tmax=cold`)
  await expect(page.getByRole('spinbutton', { name: 'Lowest temperature (°C)' })).toHaveValue('-100')
  await expect(page.getByRole('spinbutton', { name: 'Highest temperature (°C)' })).toHaveValue('400')
  await expect(results(page)).toHaveCount(30)
})

test('compare up to three fluids: the URL, their data side by side, and removing one', async ({ page, problems }) => {
  await openFinder(page, `${finder}?tmin=0&tmax=300`)
  const names = await expectedNames({ tmin: 0, tmax: 300 })
  const [first = '', second = '', third = '', fourth = ''] = names
  for (const name of [first, second, third]) {
    // the box shows the URL's state: it turns once the router has navigated
    await page.getByRole('checkbox', { name: `Compare ${name}` }).click()
    await expect(page.getByRole('checkbox', { name: `Compare ${name}` })).toBeChecked()
  }
  await expect(page).toHaveURL(/\?tmin=0&tmax=300&compare=[\w-]+,[\w-]+,[\w-]+$/)
  await expect(page.getByRole('checkbox', { name: `Compare ${fourth}` })).toBeDisabled()
  await expect(page.getByText('You can compare up to three fluids.')).toBeVisible()
  const table = page.locator('.htf-compare-table')
  await expect(table.locator('thead th a:not(.htf-remove)')).toHaveText([first, second, third])
  await expect(table.locator('tbody tr')).toHaveCount(23)
  await expect(table.locator('tbody tr').filter({ hasText: 'Flash point (open cup)' }).locator('td')).toHaveCount(3)
  await page.getByRole('link', { name: `Remove ${second} from the comparison` }).click()
  await expect(table.locator('thead th a:not(.htf-remove)')).toHaveText([first, third])
  await expect(page.getByRole('checkbox', { name: `Compare ${fourth}` })).toBeEnabled()
  // a shared comparison renders on the server
  const url = page.url()
  await page.goto(url)
  await expect(table.locator('thead th a:not(.htf-remove)')).toHaveText([first, third])
  expect(problems).toEqual([])
})

test("the chart's text alternative: the same fluids, their ranges and their margins", async ({ page }) => {
  await page.goto(sharedLink)
  const chart = page.locator('.htf-finder figure.htf-chart')
  await expect(chart.locator('svg')).toHaveAttribute('aria-hidden', 'true')
  const table = chart.getByRole('table', { name: 'Temperature ranges of the fluids' })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Fluid',
    'Usable range',
    'Optimal range',
    'Margin below the requested range',
    'Margin above the requested range',
  ])
  await expect(table.locator('tbody th')).toHaveText(await expectedNames({ tmin: -20, tmax: 300, use: ['cooling', 'food-grade'], application: ['solar'] }))
  await expect(table.locator('tbody tr').first().locator('td')).toHaveText(['-40 °C to 300 °C', '0 °C to 280 °C', '20 K', '0 K'])
  await expect(chart.locator('svg .htf-chart-bar')).toHaveCount(2)
  await expect(chart.locator('svg .htf-chart-request')).toHaveCount(1)
})

test('product data: every field with units, the chart, the data sheet, the call to action, metadata and JSON-LD', async ({ page, problems, request }) => {
  await openFinder(page, sharedLink)
  await page.getByRole('link', { name: 'Thermofluid FG 300' }).click()
  await expect(page).toHaveURL(/\/htf\/en\/htf-products\/thermofluid-fg-300$/)
  await expect(page.locator('h1')).toHaveText('Thermofluid FG 300')
  await expect(page).toHaveTitle('Thermofluid FG 300 | Acme Heat Transfer Fluids')
  const data = page.locator('table.htf-data')
  const row = (label: string) =>
    data
      .locator('tr')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
      .locator('td')
  await expect(row('Temperature range')).toHaveText('-40 °C to 300 °C')
  await expect(row('Optimal usage temperature')).toHaveText('0 °C to 280 °C')
  await expect(row('Max. film temperature')).toHaveText('330 °C')
  await expect(row('Flash point (closed cup)')).toHaveText('190 °C')
  await expect(row('Autoignition temperature')).toHaveText('350 °C')
  await expect(row('Density at 20 °C')).toHaveText('835 kg/m³')
  await expect(row('Kinematic viscosity at 80 °C')).toHaveText('3.6 mm²/s')
  await expect(row('Crystallizing point')).toHaveText('–not specified')
  await expect(row('Water hazard class')).toHaveText('WGK 1: slightly hazardous to water')
  await expect(row('Approvals')).toContainText('NSF HT1')
  await expect(data.locator('tr')).toHaveCount(23) // every field of the data sheet, with chemistry, uses and applications
  await expect(page.locator('.htf-chart svg .htf-chart-bar')).toHaveCount(1)
  const sheet = page.getByRole('link', { name: /^Download the data sheet \(PDF, \d+ KB\)$/ })
  const download = await request.get((await sheet.getAttribute('href')) ?? '')
  expect(download.headers()['content-type']).toBe('application/pdf')
  const cta = page.locator('section#htf-cta')
  await expect(cta.getByRole('heading', { name: 'Which fluid suits your plant?' })).toBeVisible()
  await expect(cta.getByRole('button', { name: 'Send', exact: true })).toBeVisible() // the call-to-action mail (e2e/forms.spec.ts)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/htf\/en\/htf-products\/thermofluid-fg-300$/)
  const jsonLd = await jsonLdNode(page, 'Product')
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Thermofluid FG 300',
    productID: 'thermofluid-fg-300',
    brand: { '@type': 'Brand' },
  })
  expect(jsonLd['additionalProperty']).toContainEqual({
    '@type': 'PropertyValue',
    name: 'Flash point (closed cup)',
    value: 190,
    unitCode: 'CEL',
    unitText: '°C',
  })
  await page.getByRole('link', { name: 'All heat transfer fluids' }).click()
  await expect(page).toHaveURL(/\/htf\/en\/htf-products$/)
  await expect(results(page)).toHaveCount(30)
  expect(problems).toEqual([])
})

test('product data in German: labels, decimal commas and the German page', async ({ page }) => {
  await page.goto('/htf/de/htf-products/thermofluid-sa-345')
  await expect(page.locator('h1')).toHaveText('Thermofluid SA 345')
  await expect(page.locator('table.htf-data tr').filter({ hasText: 'Kinematische Viskosität bei 40 °C' }).locator('td')).toHaveText('29,6 mm²/s')
  await expect(page.locator('section#htf-cta').getByRole('heading', { level: 2 })).toBeVisible()
  await expect(page.locator('section#htf-cta').getByLabel(/^Ihre Frage$/)).toBeVisible()
  await page.goto('/htf/de/htf-products?tmin=-20')
  await expect(page.getByRole('slider', { name: 'Niedrigste Temperatur' })).toHaveValue('-20')
  await expect(page.getByRole('checkbox', { name: 'Lebensmitteltauglich' })).toBeVisible()
  await expect(page.locator('.htf-count')).toContainText('von 30 Wärmeträgern, einsetzbar ab -20 °C')
})

test('an unknown product answers 404 with "The product was not found."', async ({ page, problems }) => {
  const response = await page.goto('/htf/en/htf-products/no-such-fluid')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('The product was not found.')
  await expect(page.getByRole('link', { name: 'All heat transfer fluids' })).toHaveAttribute('href', '/htf/en/htf-products')
  expect(problems.filter((problem) => !notFoundDocument.test(problem))).toEqual([])
})

test.describe('the finder and the product data pass axe-core at 375 and 1280 px', () => {
  for (const [name, path] of [
    ['finder with a comparison', `${sharedLink}&compare=thermofluid-fg-300,thermofluid-si-400`],
    ['product data', '/htf/en/htf-products/thermofluid-g-eg-50'],
  ] as const) {
    test(name, async ({ page }) => {
      test.slow()
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path, { waitUntil: 'networkidle' })
        await expect(page.locator('h1')).toHaveCount(1)
        await expectNoAxeViolations(page)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no horizontal scroll at ${width}`).toBe(true)
      }
    })
  }
})
