/**
 * Screenshots of the looks (issue 33): the nine brand homes, two content pages and the press list, a
 * form page, the job board, the HTF finder, the product search, the order history (signed in as
 * the seeded buyer), the forms of mocom and htf, the search page, each at 375 and 1280 px, as viewport JPEGs (quality 70) in `docs/screenshots/<set>/{page}-{width}.jpg`;
 * `FORMAT=png` takes PNGs instead (for image viewers without JPEG), `FULL_PAGE=1` the whole page.
 *
 * `node scripts/checks/screenshots.ts before` (or `after`, or any set name) against the production build
 * (`npm run build` first), on the embedded backend, in Debian's Chromium; `PAGES=home-mocom,jobs`
 * takes only those. Loopback only.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Page, chromium } from '@playwright/test'
import { freePort, startBuiltSite, stopProcess, waitFor } from '../../server/local-server.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const set = process.argv[2] ?? 'after'
const only = process.env['PAGES']?.split(',')
const chromePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'
const controlToken = 'screenshots-control-token'
const widths = [375, 1280]
const format = process.env['FORMAT'] === 'png' ? 'png' : 'jpeg'
const fullPage = process.env['FULL_PAGE'] === '1'

/** A page's name, its path, and, for a part below the first screen (a form at a page's end), the selector scrolled to. */
const pages: Array<[name: string, path: string, scrollTo?: string]> = [
  ['home-albis', '/en'],
  ['home-mocom', '/mocom/en'],
  ['home-group', '/otto-acme-group/en'],
  ['home-ceramics', '/acme-ceramics/en'],
  ['home-htf', '/htf/en'],
  ['home-wipag', '/wipag/en'],
  ['home-plgrd', '/plgrd/en'],
  ['home-chemie', '/acme-chemie/en'],
  ['home-new-business', '/otto-acme-new-business/en'],
  ['about', '/en/about'],
  ['services', '/de/services'],
  ['press', '/en/info-center/press'],
  ['contact-message', '/en/contact/message'],
  ['jobs', '/en/career/jobs'],
  ['htf-finder', '/htf/en/htf-products'],
  ['product-search', '/en/product-search'],
  ['orders', '/en/orders'],
  ['career', '/mocom/en/career'],
  ['downloads', '/htf/de/downloads'],
  ['industry', '/en/industries/automotive'],
  ['contact-mocom', '/mocom/en/recycling-request'],
  ['contact-htf', '/htf/en/htf-products/thermofluid-fg-300', '#htf-cta'],
  ['search', '/en/search?q=polyamide'],
]

/** Signs in as the seeded buyer: the login form, then the link the embedded backend's mailbox holds. */
async function signIn(page: Page, siteUrl: string, backendUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/en/orders`, { waitUntil: 'networkidle' })
  await page.getByLabel(/^E-mail/).fill('buyer@example.com')
  await page.getByLabel(/^Customer number/).fill('100200')
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
  await page.getByText('we have sent a sign-in link to buyer@example.com').waitFor()
  const mailbox = (await (await fetch(`${backendUrl}/__backend/mailbox`, { headers: { authorization: `Bearer ${controlToken}` } })).json()) as {
    messages: Array<{ path: string; body: { to: string; link: string } }>
  }
  const mail = mailbox.messages.find((message) => message.path === '/.rest/api/auth' && message.body.to === 'buyer@example.com')
  if (!mail) throw new Error('no sign-in link in the mailbox')
  await page.goto(mail.body.link)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('button', { name: 'Log out' }).waitFor()
}

const port = await freePort()
const backendPort = await freePort()
const site = startBuiltSite(port, backendPort, { BACKEND_CONTROL_TOKEN: controlToken })
const siteUrl = `http://127.0.0.1:${port}`
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
try {
  await waitFor(`${siteUrl}/en`)
  const directory = join(root, 'docs', 'screenshots', set)
  mkdirSync(directory, { recursive: true })
  const page = await browser.newPage()
  page.setDefaultTimeout(30_000)
  await signIn(page, siteUrl, `http://127.0.0.1:${backendPort}`)
  for (const [name, path, scrollTo] of pages) {
    if (only && !only.includes(name)) continue
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 800 })
      await page.goto(siteUrl + path, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      if (scrollTo) await page.locator(scrollTo).evaluate((element) => element.scrollIntoView({ block: 'start' }))
      const file = join(directory, `${name}-${width}.${format === 'png' ? 'png' : 'jpg'}`)
      await page.screenshot({ path: file, type: format, fullPage, ...(format === 'jpeg' ? { quality: 70 } : {}) })
      console.log(file)
    }
  }
} finally {
  await browser.close()
  await stopProcess(site)
}
