/**
 * The contact dialogs of the contact finder and the contact sections: by keyboard, a message sent
 * from one arriving once and naming the person, axe on the open dialog and its errors, the
 * captcha's expired state, and a submission pending in the outbox over a restart of the site.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { extraPort } from '../playwright.config.ts'
import { field, sentMessage, verifyCaptcha } from './mail-forms.ts'
import { backendControl, expect, expectNoAxeViolations, startSite, test } from './support.ts'

const finderLink = '/en/contact?country=DE&zip=10115'
const messageDialog = (page: Page) => page.getByRole('dialog', { name: 'Send a message to Jana Petersen' })

/** Opens the finder's answer for Berlin and waits until its contact actions run (they are buttons then). */
async function openFinder(page: Page, origin = ''): Promise<Locator> {
  await page.goto(`${origin}${finderLink}`)
  const button = page.locator('.contact-person').getByRole('button', { name: 'Send a message' })
  await expect(button).toBeVisible()
  return button
}

/** Fills the contact form of an open dialog; the finder's question is its country and postcode already. */
async function fillMessage(dialog: Locator, name: string): Promise<void> {
  await expect(dialog.getByLabel(field('Country'))).toHaveValue('DE')
  await expect(dialog.getByLabel(field('Postcode'))).toHaveValue('10115')
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

test('a message sent from the finder\'s dialog arrives once and names the person; axe finds nothing on its errors', async ({ page }) => {
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
  expect(message.path).toBe('/.rest/commands/v2/mail/mail')
  expect(message.body).toMatchObject({ form: 'contact', site: 'albis', language: 'en', email: 'ada@example.com' })
  expect(message.body.fields).toMatchObject({ contactName: 'Jana Petersen', contactEmail: 'jana.petersen@example.com', country: 'DE', zip: '10115' })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('a contact section shows its person from Magnolia\'s contacts and its callback dialog sends to them', async ({ page }) => {
  test.slow()
  const name = `Callback ${Date.now()}`
  await page.goto('/de/contact')
  const section = page.locator('section.contact-section')
  await expect(section.getByText('Jan Beispiel')).toBeVisible()
  await expect(section.getByText('Key-Account-Management')).toBeVisible()
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
  expect(message.body).toMatchObject({ form: 'callback', site: 'albis', language: 'de' })
  expect(message.body.fields).toMatchObject({ contactName: 'Jan Beispiel', contactEmail: 'sales@albis.example', phone: '+49 40 123456' })
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
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please confirm that you are not a robot.' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('with a site of its own', () => {
  test.describe.configure({ mode: 'serial' })
  const port = extraPort(76)

  test('a captcha solved in time but sent after its challenge expired on the backend is refused, and nothing is sent', async ({ page }) => {
    test.slow()
    const site = await startSite(port, {})
    try {
      await (await openFinder(page, site.url)).click()
      const dialog = messageDialog(page)
      await fillMessage(dialog, `Late ${Date.now()}`)
      await verifyCaptcha(dialog)
      expect((await backendControl('altcha/clock', { method: 'POST', body: { advanceMinutes: 11 } }, site.backendUrl)).ok).toBe(true)
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(dialog.getByRole('alert').filter({ hasText: 'Please confirm that you are not a robot.' })).toBeVisible()
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
      expect((await backendControl('faults', { method: 'POST', body: { pathPrefix: '/.rest/commands/v2/mail/mail', mode: 'error' } }, site.backendUrl)).ok).toBe(true)
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
      await expect.poll(() => delivered(site.backendUrl), { timeout: 20_000 }).toBe(1)
      await page.waitForTimeout(2000)
      expect(await delivered(site.backendUrl)).toBe(1)
    } finally {
      await site.stop()
    }
  })
})
