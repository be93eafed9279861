/** What the mail form tests share: the embedded backend's mailbox, fields by label, a hydrated form, a solved captcha. */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Locator, Page } from '@playwright/test'
import { backendUrl } from '../playwright.config.ts'
import { backendControl, expect, expectNoAxeViolations } from './support.ts'

interface MailboxMessage {
  id: string
  path: string
  receivedAt: string
  // a sign-in link's mail (the client area) and a reply to a form (`kind`) have no fields
  body: {
    form: string
    site: string
    language: string
    email: string
    fields?: Record<string, unknown>
    kind?: string
    to?: string
    subject?: string
    text?: string
    link?: string
    confirms?: string
  }
  files: Array<{ name: string; size: number }>
}

/** The replies Magnolia wrote to an address, of one kind (`newsletter-opt-in`, `newsletter-confirmed`, `callback-confirmation`). */
export async function repliesTo(email: string, kind: string, backend = backendUrl): Promise<MailboxMessage[]> {
  return (await mailbox(backend)).filter((message) => message.body.kind === kind && message.body.to === email)
}

/** What the embedded backend's mail API received: the e2e server's, or another instance's (`backend`). */
export async function mailbox(backend = backendUrl): Promise<MailboxMessage[]> {
  const response = await backendControl('mailbox', {}, backend)
  expect(response.ok).toBe(true)
  return ((await response.json()) as { messages: MailboxMessage[] }).messages
}

/** The messages a test sent: those naming its unique sender. */
export async function messagesOf(name: string, backend = backendUrl): Promise<MailboxMessage[]> {
  return (await mailbox(backend)).filter((message) => message.body.fields?.['name'] === name)
}

/** The one message a test sent, once it has arrived (and only it). */
export async function sentMessage(name: string, backend = backendUrl): Promise<MailboxMessage> {
  await expect.poll(async () => (await messagesOf(name, backend)).length).toBe(1)
  const [message] = await messagesOf(name, backend)
  if (!message) throw new Error(`no message of ${name}`)
  return message
}

/**
 * `npm run outbox` beside an instance whose data directory is `dataDir`: its output (what is pending, the dead letters).
 * Not `execFileSync`: a blocked event loop misses the backend closing an idle keep-alive connection, and the
 * test's next fetch on that connection fails with "other side closed".
 */
export async function outbox(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/ops/outbox.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  })
  return stdout
}

/** Waits until an instance's outbox has nothing left to send: what it delivered is not sent again. */
export async function outboxDelivered(dataDir: string): Promise<void> {
  await expect.poll(() => outbox(dataDir), { timeout: 20_000 }).toMatch(/^0 submission\(s\) pending/)
}

/** A field's label, with or without the mandatory marker. */
export const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)

/** Opens a form page and waits until the form has hydrated (its submit button is enabled then). */
export async function openForm(page: Page, path: string, send = 'Send'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('button', { name: send, exact: true })).toBeEnabled()
}

/** Solves the captcha of a page (or of a part of it: a dialog); its texts in another language where given. */
export async function verifyCaptcha(scope: Page | Locator, label = 'I am not a robot', verified = 'Verified'): Promise<void> {
  await scope.getByRole('checkbox', { name: label }).click()
  await expect(scope.locator('altcha-widget')).toContainText(verified)
}

/** Fills a request form's sender: name, e-mail and the privacy consent. */
export async function fillPerson(form: Locator, name: string, email: string): Promise<void> {
  await form.getByLabel(field('Name')).fill(name)
  await form.getByLabel(field('E-mail')).fill(email)
  await form.getByLabel(/I have read the privacy policy/).check()
}

/** Solves the captcha and sends a form: it is thanked for (within `timeout`: longer for a large upload), and the page stays accessible. */
export async function send(page: Page, form: Locator, { timeout }: { timeout?: number } = {}): Promise<void> {
  await verifyCaptcha(page)
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form.getByRole('status')).toHaveText('Thank you! Your message has been sent.', { timeout })
  await expectNoAxeViolations(page)
}
