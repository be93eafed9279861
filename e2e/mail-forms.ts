/** What the mail form tests share: the embedded backend's mailbox, fields by label, a hydrated form, a solved captcha. */
import type { Locator, Page } from '@playwright/test'
import { backendControl, expect } from './support.ts'

interface MailboxMessage {
  id: string
  path: string
  receivedAt: string
  // a sign-in link's mail (the client area) has no fields
  body: { form: string; site: string; language: string; email: string; fields?: Record<string, unknown> }
  files: Array<{ name: string; size: number }>
}

/** The embedded backend's mailbox: the shared one, or `backend`, a site instance's own. */
export async function mailbox(backend?: string): Promise<MailboxMessage[]> {
  const response = await backendControl('mailbox', {}, backend)
  expect(response.ok).toBe(true)
  return ((await response.json()) as { messages: MailboxMessage[] }).messages
}

/** The messages a test sent: those naming its unique sender. */
export async function messagesOf(name: string, backend?: string): Promise<MailboxMessage[]> {
  return (await mailbox(backend)).filter((message) => message.body.fields?.['name'] === name)
}

/** The one message a test sent, once it has arrived (and only it). */
export async function sentMessage(name: string): Promise<MailboxMessage> {
  await expect.poll(async () => (await messagesOf(name)).length).toBe(1)
  const [message] = await messagesOf(name)
  if (!message) throw new Error(`no message of ${name}`)
  return message
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

