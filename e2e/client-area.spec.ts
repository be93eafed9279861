import type { Browser, BrowserContext, Cookie, Page } from '@playwright/test'
import { backendUrl, extraPort } from '../playwright.config.ts'
import {
  type SiteInstance,
  backendControl,
  clearFault,
  expect,
  expectNoAxeViolations,
  failServerCalls,
  hydrated,
  retryFailedCall,
  sendAgain,
  setFault,
  startSite,
  test,
} from './support.ts'

// the backend's clock and the login limits are shared: these tests run one after the other
test.describe.configure({ mode: 'serial' })

const buyer = { email: 'buyer@example.com', customerNo: '100200' }
const small = { email: 'small@example.com', customerNo: '100300' }

interface LinkMail {
  path: string
  receivedAt: string
  body: { to: string; link: string }
}

/** The link mails to `email` in the mailbox of `backend` (the e2e server's, or an instance's own). */
async function linkMails(email: string, backend = backendUrl): Promise<LinkMail[]> {
  const response = await backendControl('mailbox', {}, backend)
  const { messages } = (await response.json()) as { messages: LinkMail[] }
  return messages.filter((message) => message.path === '/.rest/api/auth' && message.body.to === email)
}

/** Fills the login form on the page, asks for a link and returns the link the mail carries. */
async function requestLink(
  page: Page,
  customer: { email: string; customerNo: string },
  options: { stay?: boolean; orderNumber?: string; backend?: string } = {},
): Promise<string> {
  const backend = options.backend ?? backendUrl
  // the backend sends at most 5 links per customer in 15 minutes: each request is in a window of its own (a retry too)
  await backendControl('clock', { method: 'POST', body: { advanceMinutes: 16 } }, backend)
  const before = (await linkMails(customer.email, backend)).length
  await expect(page.getByRole('heading', { name: 'Log in to the client area' })).toBeVisible()
  await hydrated(page.getByRole('button', { name: 'Send me a sign-in link' }))
  await page.getByLabel(/^E-mail/).fill(customer.email)
  await page.getByLabel(/^Customer number/).fill(customer.customerNo)
  if (options.orderNumber) await page.getByLabel(/^Order number/).fill(options.orderNumber)
  if (options.stay) await page.getByLabel('Stay logged in (30 days)').check()
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
  await expect(page.getByText(`we have sent a sign-in link to ${customer.email}`)).toBeVisible()
  await expect.poll(async () => (await linkMails(customer.email, backend)).length).toBe(before + 1)
  const [latest] = await linkMails(customer.email, backend)
  if (!latest) throw new Error('no link mail')
  return latest.body.link
}

/** Opens a magic link and presses "Sign in". */
async function followLink(page: Page, link: string): Promise<void> {
  await page.goto(link)
  await expect(page).not.toHaveURL(/code=/)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function signInAs(
  page: Page,
  customer: { email: string; customerNo: string },
  path = '/en/orders',
  options: { stay?: boolean; backend?: string } = {},
): Promise<void> {
  await page.goto(path)
  await followLink(page, await requestLink(page, customer, options))
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
}

/** Logs out and waits until the session is gone (the login form shows). */
async function logOut(page: Page): Promise<void> {
  await hydrated(page.getByRole('button', { name: 'Log out' }))
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('heading', { name: 'Log in to the client area' })).toBeVisible()
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'client_session')
}

// tests that are not about signing in share one session
let buyerSession: Cookie | undefined

async function asBuyer(page: Page, context: BrowserContext, path = '/en/orders'): Promise<void> {
  if (buyerSession) await context.addCookies([buyerSession])
  else {
    await signInAs(page, buyer)
    buyerSession = await sessionCookie(context)
  }
  await page.goto(path)
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
}

test('the header leads into the client area: "Customer login", then "My orders" once signed in (also on cached pages), then "Customer login" again', async ({
  page,
}) => {
  test.slow() // a sign-in by link
  const entry = page.getByRole('navigation', { name: 'Quick links' }).locator('.service-nav-client-area a')
  await page.goto('/en/about')
  await expect(entry).toHaveText('Customer login')
  await hydrated(entry)
  await entry.click()
  await expect(page).toHaveURL(/\/en\/orders$/)
  await followLink(page, await requestLink(page, small))
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(entry).toHaveText('My orders')
  // a public page is the same HTML for everyone (and may come from the page cache): the label follows the browser's session
  await page.goto('/en/about')
  await expect(entry).toHaveText('My orders')
  await expect(entry).toHaveAttribute('href', '/en/orders')
  await entry.click()
  await logOut(page)
  await expect(entry).toHaveText('Customer login')
})

test('a bookmarked range: logged out it shows the login form on that URL, the e-mailed link leads back to exactly that view', async ({ page, context }) => {
  test.slow()
  const bookmark = '/en/orders?from=2025-01-01&to=2025-06-30&order=asc&page=2'
  await page.goto(bookmark)
  await expect(page).toHaveURL(bookmark)
  await expectNoAxeViolations(page)
  const link = await requestLink(page, buyer)
  expect(new URL(link).pathname).toBe('/en/orders/sign-in')
  expect(new URL(link).searchParams.get('next')).toBe(bookmark)

  // opening the link uses nothing: a mail scanner's visit leaves it valid
  const scanner = await page.request.get(link)
  expect(scanner.status()).toBe(200)
  expect(scanner.headers()['referrer-policy']).toBe('no-referrer')
  expect(scanner.headers()['cache-control']).toBe('private, no-store')

  await page.goto(link)
  await expect(page).not.toHaveURL(/code=/)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(bookmark)
  await expect(page.getByRole('status').filter({ hasText: /^Orders 26–50 of \d+, 1 Jan 2025 to 30 Jun 2025$/ })).toBeVisible()
  const dates = await page.locator('.order-table tbody td[data-label="Date"]').allTextContents()
  expect(dates).toHaveLength(25)
  expect(dates.map((text) => Date.parse(text))).toEqual([...dates.map((text) => Date.parse(text))].sort((a, b) => a - b))
  await expectNoAxeViolations(page)

  // the token lives in an HttpOnly cookie only: not readable by scripts, not stored, not in any URL
  const cookie = await sessionCookie(context)
  buyerSession = cookie
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 })
  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    url: location.href,
  }))
  expect(visible.cookie).not.toContain('client_session')
  expect(visible.storage).not.toContain(cookie?.value.split('.')[1] ?? 'none')
  expect(visible.url).not.toContain(cookie?.value.split('.')[1] ?? 'none')

  // the view is rendered on the server
  const html = await (await page.request.get(bookmark)).text()
  expect(html).toContain('Orders 26–50 of')
  expect((await page.request.get(bookmark)).headers()['cache-control']).toBe('private, no-store')
})

test('a link is single use and expires after 15 minutes; an off-site next path leads to the order history', async ({ page }) => {
  test.slow()
  await page.goto('/en/orders')
  const used = await requestLink(page, buyer)
  const offSite = new URL(used)
  offSite.searchParams.set('next', '//evil.example/en/orders')
  await followLink(page, offSite.toString())
  await expect(page).toHaveURL(/\/en\/orders$/)
  await expect(page.getByRole('heading', { name: 'Order history' })).toBeVisible()
  await logOut(page)

  await followLink(page, used)
  await expect(page.getByText('This sign-in link has expired or was already used. Please request a new one.')).toBeVisible()

  await page.goto('/en/orders')
  const expiring = await requestLink(page, buyer)
  await backendControl('clock', { method: 'POST', body: { advanceMinutes: 16 } })
  await followLink(page, expiring)
  await expect(page.getByText('This sign-in link has expired or was already used. Please request a new one.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Log in to the client area' })).toBeVisible()
})

test('stay logged in survives a browser restart, a session without it does not; logout ends it', async ({ page, context, browser }) => {
  test.slow()
  await signInAs(page, small, '/en/orders', { stay: true })
  const lasting = await sessionCookie(context)
  expect(lasting?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600)
  // a browser restart keeps persistent cookies only
  const restart = async () => {
    const state = await context.storageState()
    const reopened = await browser.newContext({ storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) } })
    const reopenedPage = await reopened.newPage()
    await reopenedPage.goto('/en/orders')
    return { reopened, reopenedPage }
  }
  const kept = await restart()
  await expect(kept.reopenedPage.getByRole('heading', { name: 'Order history' })).toBeVisible()
  await kept.reopened.close()

  await logOut(page)
  expect(await sessionCookie(context)).toBeUndefined()

  await signInAs(page, small)
  const gone = await restart()
  await expect(gone.reopenedPage.getByRole('heading', { name: 'Log in to the client area' })).toBeVisible()
  await gone.reopened.close()
})

test('sorting, paging and the date range by keyboard, each a URL of its own', async ({ page, context }) => {
  test.slow()
  await asBuyer(page, context)
  await expect(page.locator('.order-table tbody tr')).toHaveCount(25)

  const material = page.getByRole('link', { name: 'Material', exact: true })
  await material.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/orders\?sort=materialName&order=asc$/)
  await expect(page.locator('th[aria-sort]')).toHaveText('Material')
  await expect(page.locator('th[aria-sort] svg')).toBeVisible()
  await expect(page.locator('th[aria-sort]')).toHaveAttribute('aria-sort', 'ascending')
  // the header follows the URL at once; the rows are the last view's until the sorted one arrives
  await expect(page.locator('.order-table')).not.toHaveAttribute('aria-busy', 'true')
  const names = await page.locator('.order-table tbody td[data-label="Material"]').allTextContents()
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))

  await page.getByRole('link', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('status').filter({ hasText: /^Orders 26–50 of/ })).toBeVisible()

  // the views of this part arrive only when the test lets them: the picker must not wait for them
  let holding = true
  const held: Array<() => void> = []
  await page.route('**/_serverFn/**', (route) => (holding && route.request().method() === 'GET' ? held.push(() => void route.continue()) : route.continue()))
  await page.getByRole('link', { name: 'Last year' }).focus()
  await page.keyboard.press('Enter')
  const year = new Date().getUTCFullYear() - 1
  await expect(page).toHaveURL(new RegExp(`from=${year}-01-01&to=${year}-12-31`))
  // the picker shows the new range at once, while its view is still on its way
  const start = page.getByRole('spinbutton', { name: /^day, Start Date/ })
  const startMonth = page.getByRole('spinbutton', { name: /^month, Start Date/ })
  const endYear = page.getByRole('spinbutton', { name: /^year, End Date/ })
  await expect(startMonth).toHaveAttribute('aria-valuenow', '1')
  await expect(endYear).toHaveAttribute('aria-valuenow', String(year))
  await expect.poll(() => held.length).toBeGreaterThan(0)

  // the react-aria picker: type a range into its segments; once the typing pauses, the range is the URL's
  await start.focus()
  await page.keyboard.type('01022025')
  const end = page.getByRole('spinbutton', { name: /^day, End Date/ })
  await end.focus()
  await page.keyboard.type('28022025')
  await expect(page).toHaveURL(/from=2025-02-01&to=2025-02-28/)
  await expect.poll(() => held.length).toBeGreaterThan(1)
  // the last year's view and then the typed range's arrive: neither replaces the picker the visitor typed into
  holding = false
  for (const release of held.splice(0)) release()
  await expect(page.getByRole('status').filter({ hasText: /1 Feb 2025 to 28 Feb 2025$/ })).toBeVisible()
  await expect(endYear).toBeFocused()
  await expect(startMonth).toHaveAttribute('aria-valuenow', '2')
  await expectNoAxeViolations(page)
})

test('a page of the order history whose call fails shows the error and a retry, which shows the orders', async ({ page, context }) => {
  await asBuyer(page, context)
  const next = page.getByRole('link', { name: 'Next' })
  await hydrated(next)
  const calls = await failServerCalls(page, 'abort')
  await next.click()
  await expect(page).toHaveURL(/page=2/)
  await retryFailedCall(page, 'Your orders cannot be shown right now.', calls)
  await expect(page.getByRole('status').filter({ hasText: /^Orders 26–50 of/ })).toBeVisible()
})

test('order and delivery detail, documents through the site, and the notice when downloads fail', async ({ page, context }) => {
  test.slow()
  await asBuyer(page, context, '/en/orders?order=asc')
  const first = page.locator('.order-table tbody tr').filter({ hasText: 'Delivered' }).first().getByRole('link')
  const orderNumber = (await first.textContent()) ?? ''
  await first.click()
  await expect(page).toHaveURL(new RegExp(`/en/orders/${orderNumber}$`))
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible()
  await expect(page.getByText('Batch numbers').first()).toBeVisible()
  await expectNoAxeViolations(page)

  const download = page.waitForEvent('download')
  await page
    .getByRole('link', { name: /^Certificate of analysis/ })
    .first()
    .click()
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/)

  await setFault({ pathPrefix: '/.rest/api/documents/', mode: 'error' })
  try {
    await page
      .getByRole('link', { name: /^Safety data sheet/ })
      .first()
      .click()
    await expect(page).toHaveURL(/download=failed/)
    await expect(page.getByText('Document downloads are currently unavailable.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute('href', '/en/contact')
  } finally {
    await clearFault('/.rest/api/documents/')
  }

  const delivery = page.getByRole('link', { name: /^Delivery \d+$/ }).first()
  const deliveryNumber = ((await delivery.textContent()) ?? '').replace('Delivery ', '')
  await delivery.click()
  await expect(page).toHaveURL(new RegExp(`/en/orders/${orderNumber}/deliveries/${deliveryNumber}$`))
  await expect(page.getByRole('heading', { name: `Delivery ${deliveryNumber} of order ${orderNumber}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible()
  await expectNoAxeViolations(page)
})

interface RequestMail {
  path: string
  body: { form: string; email: string; fields?: Record<string, unknown> }
  files: Array<{ name: string; type: string }>
}

async function requestMails(path: string, company: string): Promise<RequestMail[]> {
  const { messages } = (await (await backendControl('mailbox')).json()) as { messages: RequestMail[] }
  return messages.filter((message) => message.path === path && (message.body.fields?.['company'] === company || message.body.fields?.['message'] === company))
}

test('reorder with a file and need help, as dialogs from an order, arrive in the mailbox once', async ({ page, context }) => {
  test.slow()
  await asBuyer(page, context, '/en/orders?order=asc')
  const first = page.locator('.order-table tbody tr').first().getByRole('link')
  const orderNumber = (await first.textContent()) ?? ''
  await first.click()
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible()

  const reorder = page.getByRole('button', { name: 'Reorder' })
  await hydrated(reorder)
  await reorder.click()
  const dialog = page.getByRole('dialog', { name: `Reorder from order ${orderNumber}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel(/^Product/)).not.toHaveValue('')
  // the signed-in customer's company and e-mail are filled in
  await expect(dialog.getByLabel(/^Company/)).toHaveValue('Example Plastics GmbH')
  await expect(dialog.getByLabel(/^E-mail/)).toHaveValue(buyer.email)
  await expectNoAxeViolations(page)
  await dialog.getByLabel(/^Company/).fill('')
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByLabel(/^Company/)).toBeFocused()
  await expect(dialog.getByText('Please fill in this field.').first()).toBeVisible()
  const company = `Reorder GmbH ${Date.now()}`
  await dialog.getByLabel(/^Company/).fill(company)
  await dialog.getByLabel(/^Attachment/).setInputFiles({ name: 'drawing.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByText('Your request was sent successfully.')).toBeVisible()
  await expect.poll(async () => (await requestMails('/.rest/api/contact/reorder-product', company)).length).toBe(1)
  const [sent] = await requestMails('/.rest/api/contact/reorder-product', company)
  expect(sent?.body.fields).toMatchObject({ orderNumber, customerNo: buyer.customerNo })
  expect(sent?.files).toEqual([expect.objectContaining({ name: 'drawing.pdf', type: 'application/pdf' })])
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(reorder).toBeFocused()

  await page.getByRole('button', { name: 'Need help?' }).click()
  const help = page.getByRole('dialog', { name: `Help with order ${orderNumber}` })
  await help.getByLabel(/^Topic/).selectOption('documents')
  const message = `The certificate is missing ${Date.now()}`
  await help.getByLabel(/^How can we help/).fill(message)
  await expect(help.getByLabel(/^E-mail/)).toHaveValue(buyer.email)
  await help.getByRole('button', { name: 'Send request' }).click()
  await expect(help.getByText('Your request was sent successfully.')).toBeVisible()
  await expect.poll(async () => (await requestMails('/.rest/api/contact/need-help', message)).length).toBe(1)
  expect((await requestMails('/.rest/api/contact/need-help', message))[0]?.body.email).toBe(buyer.email)
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
})

test("two customers cannot see each other's orders; an order number given at login opens that order", async ({ page, context }) => {
  test.slow()
  await asBuyer(page, context)
  const buyersOrder = (await page.locator('.order-table tbody tr').first().getByRole('link').textContent()) ?? ''
  await logOut(page)

  await page.goto('/en/orders')
  const link = await requestLink(page, small)
  await followLink(page, link)
  const smallsOrder = (await page.locator('.order-table tbody tr').first().getByRole('link').textContent()) ?? ''
  const response = await page.goto(`/en/orders/${buyersOrder}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Nothing was found under this number. Please check your input.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the order history' }).click()
  await logOut(page)

  await page.goto('/en/orders')
  await followLink(page, await requestLink(page, small, { orderNumber: smallsOrder }))
  await expect(page).toHaveURL(new RegExp(`/en/orders/${smallsOrder}$`))
  await expect(page.getByRole('heading', { name: `Order ${smallsOrder}` })).toBeVisible()
})

test('the login answers alike for unknown customers, and too many tries get a clear message', async ({ page }) => {
  test.slow()
  await page.goto('/de/orders')
  await expect(page.getByRole('button', { name: 'Anmeldelink senden' })).toBeEnabled()
  const unknown = { email: `nobody-${Date.now()}@example.com`, customerNo: '999999' }
  await page.getByLabel(/^E-Mail/).fill(unknown.email)
  await page.getByLabel(/^Kundennummer/).fill('abc')
  await page.getByRole('button', { name: 'Anmeldelink senden' }).click()
  await expect(page.getByText('Bitte geben Sie Ihre Kundennummer ein (nur Ziffern).')).toBeVisible()
  await expect(page.getByLabel(/^Kundennummer/)).toBeFocused()
  await page.getByLabel(/^Kundennummer/).fill(unknown.customerNo)
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByRole('button', { name: 'Anmeldelink senden' }).click()
    await expect(
      page.getByText(`Wenn diese Angaben zu einem Kundenkonto gehören, haben wir einen Anmeldelink an ${unknown.email} gesendet.`, { exact: false }),
    ).toBeVisible()
  }
  await page.getByRole('button', { name: 'Anmeldelink senden' }).click()
  await expect(page.getByText('Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.')).toBeVisible()
  expect(await linkMails(unknown.email)).toEqual([])
})

// an instance of its own, with its own login limits (they count real minutes, which the backend's clock control does not move) and backend
test.describe('on an instance behind a trusted proxy', () => {
  let site: SiteInstance
  const backend = `http://127.0.0.1:${extraPort(87)}`
  test.use({ baseURL: `http://127.0.0.1:${extraPort(86)}` })
  test.beforeAll(async () => {
    site = await startSite(extraPort(86), { TRUST_PROXY: 'loopback' })
  })
  test.afterAll(() => site.stop())

  /** A browser whose requests reach the site through the proxy from `address`. */
  const browserAt = (browser: Browser, address: string) => browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } })

  test('logout ends the token upstream, so a copy of the cookie signs nobody in; without "stay logged in" the token lasts 12 hours', async ({
    page,
    context,
    browser,
  }) => {
    test.slow()
    await signInAs(page, buyer, '/en/orders', { backend })
    // 11 hours on, the session works; 13 hours on, its token has ended upstream: the login form
    await backendControl('clock', { method: 'POST', body: { advanceMinutes: 11 * 60 } }, backend)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Order history' })).toBeVisible()
    await backendControl('clock', { method: 'POST', body: { advanceMinutes: 2 * 60 } }, backend)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Log in to the client area' })).toBeVisible()

    await signInAs(page, small, '/en/orders', { stay: true, backend })
    const copy = await sessionCookie(context)
    if (!copy) throw new Error('no session cookie')
    await logOut(page)
    const elsewhere = await browser.newContext()
    await elsewhere.addCookies([copy])
    const elsewherePage = await elsewhere.newPage()
    await elsewherePage.goto('/en/orders')
    await expect(elsewherePage.getByRole('heading', { name: 'Log in to the client area' })).toBeVisible()
    await elsewhere.close()
  })

  test('a link signs in only in the browser that asked for it: opened elsewhere it spends nothing and says why', async ({ page, context, browser }) => {
    test.slow()
    // an attacker asks for a link to their own account and sends it to someone
    await page.goto('/en/orders')
    const link = await requestLink(page, small, { backend })
    const victim = await browser.newContext()
    const victimPage = await victim.newPage()
    await followLink(victimPage, link)
    await expect(
      victimPage.getByText('This sign-in link works only in the browser in which it was requested. Please open it there, or request a new link here.'),
    ).toBeVisible()
    await expect(victimPage.getByRole('heading', { name: 'Log in to the client area' })).toBeVisible()
    expect(await sessionCookie(victim)).toBeUndefined()
    await expectNoAxeViolations(victimPage)
    await victim.close()
    // in the browser that asked, the same link still signs in
    await followLink(page, link)
    await expect(page.getByRole('heading', { name: 'Order history' })).toBeVisible()
    expect(await sessionCookie(context)).toBeDefined()
    await logOut(page)
  })

  test("the link's sign-in works without script: a plain form post, then the page the customer was going to", async ({ page, context, browser }) => {
    test.slow()
    await page.goto('/en/orders?order=asc')
    const link = await requestLink(page, buyer, { backend })
    // the same browser, with script off when the link is opened
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() })
    const noScriptPage = await noScript.newPage()
    await noScriptPage.goto(link)
    const button = noScriptPage.getByRole('button', { name: 'Sign in', exact: true })
    await expect(button).toBeEnabled()
    await button.click()
    await expect(noScriptPage).toHaveURL(/\/en\/orders\?order=asc$/)
    await expect(noScriptPage.getByRole('heading', { name: 'Order history' })).toBeVisible()
    expect(await sessionCookie(noScript)).toMatchObject({ httpOnly: true, expires: -1 })
    await noScript.close()
  })

  test("tries with a customer's e-mail and wrong numbers from one address do not lock the customer out at another", async ({ browser }) => {
    test.slow()
    const mailsBefore = (await linkMails(buyer.email, backend)).length
    const attacker = await browserAt(browser, '203.0.113.66')
    const attackerPage = await attacker.newPage()
    await attackerPage.goto('/en/orders')
    await hydrated(attackerPage.getByRole('button', { name: 'Send me a sign-in link' }))
    await attackerPage.getByLabel(/^E-mail/).fill(buyer.email)
    // the answer is the same for every number; the address's own limit (50 in 5 minutes) stops the 51st
    const tryNumber = async (customerNo: string) => {
      await attackerPage.getByLabel(/^Customer number/).fill(customerNo)
      const answered = attackerPage.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST')
      await attackerPage.getByRole('button', { name: 'Send me a sign-in link' }).click()
      return answered
    }
    // the first and the last try from the form; the 49 between are the form's own server-function call sent
    // again over HTTP from the same browser and address with other numbers, as a script would (ADR 054)
    const first = await tryNumber('900001')
    const call = first.request()
    const body = call.postData() ?? ''
    expect(body).toContain('900001')
    const statuses = [first.status()]
    for (let attempt = 2; attempt <= 50; attempt++) statuses.push(await sendAgain(attacker, call, site.url, body.replace('900001', String(900_000 + attempt))))
    statuses.push((await tryNumber('900051')).status())
    expect(statuses).toEqual([...Array<number>(50).fill(200), 429])
    await expect(attackerPage.getByText('Too many login attempts. Please wait a few minutes and try again.')).toBeVisible()
    expect(await linkMails(buyer.email, backend)).toHaveLength(mailsBefore)
    await attacker.close()

    const customer = await browserAt(browser, '198.51.100.23')
    const customerPage = await customer.newPage()
    await customerPage.goto('/en/orders')
    await followLink(customerPage, await requestLink(customerPage, buyer, { backend }))
    await expect(customerPage.getByRole('heading', { name: 'Order history' })).toBeVisible()
    await customer.close()
  })
})

test("a forged session is the login form, never another customer's data or an error", async ({ page, context }) => {
  test.slow()
  await context.addCookies([{ name: 'client_session', value: '100200.forgedforgedforgedforged', url: test.info().project.use.baseURL ?? '' }])
  const response = await page.goto('/en/orders')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Log in to the client area' })).toBeVisible()
})
