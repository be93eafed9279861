/**
 * The contact dialogs of the contact finder and the contact sections: by keyboard, a message sent
 * from one arriving once as a conversation with the person, only with a person the page shows,
 * axe on the open dialog and its errors, the captcha's expired state, and a submission pending in
 * the outbox over a restart of the site.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { extraPort } from '../playwright.config.ts'
import { field, messagesOf, outboxDelivered, sentMessage, verifyCaptcha } from './mail-forms.ts'
import { backendControl, expect, expectNoAxeViolations, startSite, test } from './support.ts'

const finderLink = '/en/contact?country=DE&zip=10115'
/** Where a contact dialog's message goes: Magnolia's conversation with the contact person, as multipart. */
const conversationPath = '/.rest/api/contact/start-conversation'
const messageDialog = (page: Page) => page.getByRole('dialog', { name: 'Send a message to Jana Petersen' })

/** Opens the finder's answer for Berlin and waits until its contact actions run (they are buttons then). */
async function openFinder(page: Page, origin = ''): Promise<Locator> {
  await page.goto(`${origin}${finderLink}`)
  const button = page.locator('.contact-person').getByRole('button', { name: 'Send a message' })
  await expect(button).toBeVisible()
  return button
}

/** Fills the contact form of an open dialog; the finder's question is its country and postcode already, elsewhere they are chosen. */
async function fillMessage(dialog: Locator, name: string, place?: { country: string; zip: string }): Promise<void> {
  if (place) {
    await dialog.getByLabel(field('Country')).selectOption(place.country)
    await dialog.getByLabel(field('Postcode')).fill(place.zip)
  }
  await expect(dialog.getByLabel(field('Country'))).toHaveValue(place?.country ?? 'DE')
  await expect(dialog.getByLabel(field('Postcode'))).toHaveValue(place?.zip ?? '10115')
  await dialog.getByLabel(field('Name')).fill(name)
  await dialog.getByLabel(field('E-mail')).fill('ada@example.com')
  await dialog.getByLabel(field('Message')).fill('Please send me your price list.')
  await dialog.getByLabel(/I have read the privacy policy/).check()
}

/** Whether the focused element is inside a dialog. */
const focusIsIn = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))

test('the dialog by keyboard: Enter opens it, focus stays inside, Escape closes it and focus returns to the button', async ({ page, problems }) => {
  // two dialogs, 25 key presses and axe on an open dialog: over 30 s on a busy CI machine
  test.slow()
  const button = await openFinder(page)
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = messageDialog(page)
  await expect(dialog).toBeVisible()
  await expect.poll(() => focusIsIn(page)).toBe(true)
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab')
  expect(await focusIsIn(page)).toBe(true)
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  // the callback dialog, from the same person's second button
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Request a callback from Jana Petersen' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('.contact-person').getByRole('button', { name: 'Request a callback' })).toBeFocused()
  expect(problems).toEqual([])
})

test("a message sent from the finder's dialog arrives once and names the person; axe finds nothing on its errors", async ({ page }) => {
  test.slow()
  const name = `Dialog ${Date.now()}`
  await (await openFinder(page)).click()
  const dialog = messageDialog(page)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByLabel(field('Name'))).toBeFocused()
  await expect(dialog.getByLabel(field('Name'))).toHaveAccessibleDescription('Please fill in this field.')
  await expectNoAxeViolations(page)
  await fillMessage(dialog, name)
  await verifyCaptcha(dialog)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByRole('status')).toHaveText('Thank you! Your message has been sent.')
  const message = await sentMessage(name)
  expect(message.path).toBe(conversationPath)
  expect(message.body).toMatchObject({ form: 'contact', site: 'albis', language: 'en', email: 'ada@example.com' })
  expect(message.body.fields).toMatchObject({ contactName: 'Jana Petersen', contactEmail: 'jana.petersen@group.example', country: 'DE', zip: '10115' })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test("a contact section shows its person from Magnolia's contacts and its callback dialog sends to them", async ({ page }) => {
  test.slow()
  const name = `Callback ${Date.now()}`
  await page.goto('/de/contact')
  const section = page.locator('section.contact-section')
  await expect(section.getByText('Jan Beispiel')).toBeVisible()
  await expect(section.getByText('Key-Account-Manager technische Kunststoffe')).toBeVisible()
  await expect(section.getByRole('link', { name: 'sales@albis.example' })).toHaveAttribute('href', 'mailto:sales@albis.example')
  await section.getByRole('button', { name: 'Rückruf anfordern' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rückruf von Jan Beispiel anfordern' })
  await dialog.getByLabel(field('Name')).fill(name)
  await dialog.getByLabel(field('Telefon')).fill('+49 40 123456')
  await dialog.getByLabel(field('E-Mail')).fill('ada@example.com')
  await dialog.getByLabel(/Datenschutzerklärung/).check()
  await verifyCaptcha(dialog, 'Ich bin kein Roboter', 'Überprüft')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Absenden', exact: true }).click()
  await expect(dialog.getByRole('status')).toBeVisible()
  const message = await sentMessage(name)
  expect(message.path).toBe(conversationPath)
  expect(message.body).toMatchObject({ form: 'callback', site: 'albis', language: 'de' })
  expect(message.body.fields).toMatchObject({ contactName: 'Jan Beispiel', contactEmail: 'sales@albis.example', phone: '+49 40 123456' })
})

test('a dialog can address only a person its page shows: a message naming another contact is refused, and nothing is sent', async ({ page }) => {
  test.slow()
  const name = `Elsewhere ${Date.now()}`
  // the request leaves the browser naming a contact of another brand's page (a visitor editing it)
  await page.route('**/_serverFn/**', async (route) => {
    const body = route.request().postData() ?? ''
    await route.continue(body.includes('/albis/jan-beispiel') ? { postData: body.replaceAll('/albis/jan-beispiel', '/mocom/nina-entwurf') } : {})
  })
  await page.goto('/en/contact')
  const section = page.locator('section.contact-section')
  await section.getByRole('button', { name: 'Send a message' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send a message to Jan Beispiel' })
  await fillMessage(dialog, name, { country: 'DE', zip: '20095' })
  await verifyCaptcha(dialog)
  const answer = page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  expect((await answer).status()).toBe(400)
  await expect(dialog.getByRole('alert')).toHaveText('An error occurred. Please try again later or contact us via sales@albis.example.')
  // refused before the outbox took it: nothing is on its way
  expect(await messagesOf(name)).toEqual([])
})

test('the captcha in a dialog expires after 10 minutes: the widget says so and nothing is sent', async ({ page }) => {
  test.slow()
  const name = `Expired ${Date.now()}`
  await page.clock.install()
  await (await openFinder(page)).click()
  const dialog = messageDialog(page)
  await fillMessage(dialog, name)
  await verifyCaptcha(dialog)
  await page.clock.fastForward('10:01')
  await expect(dialog.locator('altcha-widget')).toContainText('Your verification has expired. Please try again.')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  // the form says so too, where the send button is
  await expect(dialog.locator('.form-error')).toHaveText('Your verification has expired. Please try again.')
  await expectNoAxeViolations(page)
})

test.describe('with a site of its own', () => {
  test.describe.configure({ mode: 'serial' })
  const port = extraPort(76)

  test('a captcha solved in time but sent after its challenge expired on the backend: the visitor hears it expired, and nothing is sent', async ({ page }) => {
    test.slow()
    const site = await startSite(port, {})
    try {
      await (await openFinder(page, site.url)).click()
      const dialog = messageDialog(page)
      await fillMessage(dialog, `Late ${Date.now()}`)
      await verifyCaptcha(dialog)
      expect((await backendControl('altcha/clock', { method: 'POST', body: { advanceMinutes: 11 } }, site.backendUrl)).ok).toBe(true)
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(dialog.locator('.form-error')).toHaveText('Your verification has expired. Please try again.')
      // a fresh challenge to solve
      await expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked()
      const box = (await (await backendControl('mailbox', {}, site.backendUrl)).json()) as { messages: unknown[] }
      expect(box.messages).toEqual([])
    } finally {
      await site.stop()
    }
  })

  test('a submission pending in the outbox when the site restarts still arrives once', async ({ page }) => {
    test.slow()
    const name = `Restart ${Date.now()}`
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'contact-restart-')) }
    const delivered = async (backendUrl: string) => {
      const box = (await (await backendControl('mailbox', {}, backendUrl)).json()) as { messages: Array<{ body: { fields?: Record<string, unknown> } }> }
      return box.messages.filter((message) => message.body.fields?.['name'] === name).length
    }
    let site = await startSite(port, env)
    try {
      // Magnolia refuses mail: the submission is received and waits in the outbox
      expect((await backendControl('faults', { method: 'POST', body: { pathPrefix: conversationPath, mode: 'error' } }, site.backendUrl)).ok).toBe(true)
      await (await openFinder(page, site.url)).click()
      const dialog = messageDialog(page)
      await fillMessage(dialog, name)
      await verifyCaptcha(dialog)
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(dialog.getByRole('status')).toHaveText('Thank you! Your message has been sent.')
      expect(await delivered(site.backendUrl)).toBe(0)
      await site.stop()
      // the same data directory (outbox and mailbox), a fresh process without the fault
      site = await startSite(port, env)
      await outboxDelivered(env.DATA_DIR) // delivered, and nothing left to send again
      expect(await delivered(site.backendUrl)).toBe(1)
    } finally {
      await site.stop()
    }
  })
})
