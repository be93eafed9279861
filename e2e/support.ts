import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test as base } from '@playwright/test'
import { backendUrl } from '../playwright.config.ts'

export { expect }

/** The console error Chromium logs for any document answered with 404 (the 404 page itself). */
export const notFoundDocument = /Failed to load resource: the server responded with a status of 404/

/** Console errors, hydration warnings and page errors seen while a test ran. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await use(problems)
  },
})

type Fault = { pathPrefix: string; mode: 'slow' | 'error' | 'malformed'; delayMs?: number }

/** Makes an embedded-backend endpoint slow, failing or malformed. */
export async function setFault(fault: Fault): Promise<void> {
  const response = await fetch(`${backendUrl}/__backend/faults`, { method: 'POST', body: JSON.stringify(fault) })
  expect(response.ok).toBe(true)
}

/** Removes the fault of one path prefix (tests run in parallel: never clear the others'). */
export async function clearFault(pathPrefix: string): Promise<void> {
  await fetch(`${backendUrl}/__backend/faults?pathPrefix=${encodeURIComponent(pathPrefix)}`, { method: 'DELETE' })
}

export async function backendRequests(): Promise<string[]> {
  const body = (await (await fetch(`${backendUrl}/__backend/requests`)).json()) as { requests: string[] }
  return body.requests
}

export async function expectNoAxeViolations(page: Page, { disableRules = [] as string[] } = {}): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).disableRules(disableRules).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

export const brands = [
  { id: 'albis', prefix: 'albis-distribution', name: 'ALBIS Distribution', languages: ['de', 'en', 'zh'] },
  { id: 'mocom', prefix: 'mocom', name: 'MOCOM', languages: ['de', 'en'] },
  { id: 'ceramics', prefix: 'acme-ceramics', name: 'Acme Ceramics', languages: ['de', 'en'] },
  { id: 'group', prefix: 'otto-acme-group', name: 'Otto Acme Group', languages: ['de', 'en'] },
  { id: 'htf', prefix: 'htf', name: 'Acme Heat Transfer Fluids', languages: ['de', 'en'] },
  { id: 'wipag', prefix: 'wipag', name: 'WIPAG', languages: ['de', 'en'] },
  { id: 'plgrd', prefix: 'plgrd', name: 'PLGRD', languages: ['de', 'en'] },
  { id: 'chemie', prefix: 'acme-chemie', name: 'Acme Chemie', languages: ['de', 'en'] },
  { id: 'newBusiness', prefix: 'otto-acme-new-business', name: 'Otto Acme New Business', languages: ['de', 'en'] },
] as const
