import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, hydrated, setFault, clearFault, test } from './support.ts'

const finder = (page: Page) => page.locator('section.contact-finder')

test('a deep link renders the responsible person on the server, with phone and e-mail links', async ({ page, request }) => {
  const html = await (await request.get('/en/contact?country=DE&zip=10115')).text()
  expect(html).toContain('Jana Petersen')
  // her portrait, from the DAM, in the server HTML
  const tag = /<img class="contact-image contact-person-photo"[^>]*>/.exec(html)?.[0] ?? ''
  const photo = / src="(\/dam\/[^"]+\.webp)"/.exec(tag)?.[1] ?? ''
  expect(photo).toContain('portrait-jana-petersen.webp')
  expect(tag).toMatch(/ srcset="\/dam\/[^"]+\/portrait-jana-petersen-240w\.webp 240w, [^"]+ 480w"/i)
  expect((await request.get(photo)).headers()['content-type']).toBe('image/webp')
  await page.goto('/en/contact?country=DE&zip=10115')
  await expect(finder(page).getByLabel('Country')).toHaveValue('DE')
  await expect(finder(page).getByLabel('Postcode')).toHaveValue('10115')
  const person = finder(page).locator('.contact-person')
  await expect(person.getByRole('heading', { name: 'Jana Petersen' })).toBeVisible()
  await expect(person.getByText('Area sales manager')).toBeVisible()
  await expect(person.getByRole('link', { name: '+49 40 555 0301' })).toHaveAttribute('href', 'tel:+49405550301')
  await expect(person.getByRole('link', { name: 'jana.petersen@group.example' })).toHaveAttribute('href', 'mailto:jana.petersen@group.example')
  // the contact dialogs' buttons (e2e/contact-dialogs.spec.ts)
  await expect(person.getByRole('button', { name: 'Send a message' })).toBeVisible()
  await expect(person.getByRole('button', { name: 'Request a callback' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('nobody responsible shows the message, in the visitor language; another brand and region find their person', async ({ page }) => {
  await page.goto('/en/contact?country=IS&zip=101')
  await expect(finder(page)).toContainText('Unfortunately, we could not find a contact person. Please check your input of country and postcode.')
  await expectNoAxeViolations(page)
  await page.goto('/mocom/de/contact?country=DE&zip=80331')
  await expect(finder(page).locator('.contact-person h3')).toHaveText('Maria Huber')
  await expect(finder(page).locator('.contact-person img')).toHaveAttribute('src', /portrait-maria-huber\.webp$/)
  await expect(finder(page)).toContainText('Gebietsverkaufsleitung')
  await page.goto('/mocom/de/contact?country=AT&zip=99999')
  await expect(finder(page)).toContainText('Leider konnten wir keinen Ansprechpartner finden.')
})

test('invalid params fall back to an empty finder with status 200, and the URL drops them', async ({ page, request }) => {
  for (const query of ['country=Germany&zip=%3Cscript%3E', 'country=&zip=', 'zip=' + 'x'.repeat(500), 'country[]=DE']) {
    const response = await request.get(`/en/contact?${query}`, { maxRedirects: 0 })
    expect([200, 307], query).toContain(response.status())
  }
  await page.goto('/en/contact?country=Germany&zip=%3Cscript%3E&utm_source=mail')
  await expect(page).toHaveURL(/\/en\/contact\?utm_source=mail$/)
  await expect(finder(page).getByLabel('Country')).toHaveValue('')
  await expect(finder(page).locator('.contact-person')).toHaveCount(0)
})

test('without JavaScript the finder is a GET form: sending it lands on the URL a click makes', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const noScript = await context.newPage()
  await noScript.goto('/en/contact?utm_source=mail')
  await noScript.locator('section.contact-finder').getByLabel('Country').selectOption('CH')
  await noScript.locator('section.contact-finder').getByLabel('Postcode').fill('8001')
  await noScript.locator('section.contact-finder').getByRole('button', { name: 'Find contact' }).click()
  await expect(noScript).toHaveURL(/\/en\/contact\?utm_source=mail&country=CH&zip=8001$/)
  await expect(noScript.locator('.contact-person h3')).toHaveText('Nadine Keller')
  // without script the contact dialogs' buttons are links that write by e-mail
  await expect(noScript.locator('.contact-person').getByRole('link', { name: 'Send a message' })).toHaveAttribute(
    'href',
    /^mailto:nadine\.keller@group\.example\?subject=Enquiry/,
  )
  await expect(noScript.locator('.contact-person').getByRole('link', { name: 'Request a callback' })).toHaveAttribute(
    'href',
    /^mailto:nadine\.keller@group\.example\?subject=Callback/,
  )
  await context.close()
})

test('with JavaScript the answer changes without a reload and Back returns to the previous one', async ({ page, problems }) => {
  await page.goto('/en/contact?country=DE&zip=10115')
  await hydrated(finder(page).getByLabel('Postcode'))
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await finder(page).getByLabel('Postcode').fill('50667')
  await finder(page).getByRole('button', { name: 'Find contact' }).click()
  await expect(page).toHaveURL(/country=DE&zip=50667$/)
  await expect(finder(page).locator('.contact-person h3')).toHaveText('Lukas Becker')
  await page.goBack()
  await expect(page).toHaveURL(/country=DE&zip=10115$/)
  await expect(finder(page).locator('.contact-person h3')).toHaveText('Jana Petersen')
  await expect(finder(page).getByLabel('Postcode')).toHaveValue('10115')
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(problems).toEqual([])
})

test('a failing contact upstream shows the retry notice, and the retry finds the person once it is back', async ({ page, faultSite }) => {
  // on the worker's fault instance: the failures open the CMS circuit, which on the shared server would fail other tests' pages
  await setFault({ pathPrefix: '/.rest/api/countries/IS', mode: 'error' }, faultSite.backendUrl)
  try {
    await page.goto(`${faultSite.url}/en/contact?country=IS&zip=999`)
    await expect(page.getByRole('alert')).toContainText('The contact persons cannot be loaded at the moment.')
  } finally {
    await clearFault('/.rest/api/countries/IS', faultSite.backendUrl)
  }
  // back means the fault is gone and the CMS circuit the failures opened lets a trial through again
  await expect(async () => {
    const retry = page.getByRole('button', { name: 'Try again' })
    if (await retry.isVisible()) await retry.click()
    await expect(finder(page)).toContainText('Unfortunately, we could not find a contact person.', { timeout: 2000 })
  }).toPass({ timeout: 30_000 })
})
