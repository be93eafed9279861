/**
 * The control system (docs/decisions/042-control-system.md): the held-out sizes of the contact
 * forms' controls, the captcha's texts in the page's language, forms in two columns where they are
 * wide enough, and the job board's filters folded away on a phone.
 */
import type { Locator, Page } from '@playwright/test'
import { field, openForm, verifyCaptcha } from './mail-forms.ts'
import { expect, expectNoAxeViolations, hydrated, test } from './support.ts'

/** The heights of a form's text fields and selects, and of its captcha's checkbox once the widget has loaded. */
async function controlHeights(form: Locator): Promise<{ fields: Array<{ name: string; height: number }>; captcha: { width: number; height: number } }> {
  const captcha = form.locator('altcha-widget input[type="checkbox"]')
  await expect(captcha).toBeVisible()
  const fields = await form
    .locator('input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="file"]), select')
    .evaluateAll((controls) =>
      controls.map((control) => ({ name: control.getAttribute('name') ?? control.id, height: control.getBoundingClientRect().height })),
    )
  const box = await captcha.boundingBox()
  return { fields, captcha: { width: box?.width ?? 0, height: box?.height ?? 0 } }
}

test.describe('the contact forms of two brands', () => {
  for (const [brand, path] of [
    ['albis', '/en/contact/message'],
    ['mocom', '/mocom/en/recycling-request'],
  ] as const) {
    test(`${brand}: every text field and select is at least 40 px high, the captcha's checkbox at least 20 px, at 375 and 1280 px`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await openForm(page, path)
        const { fields, captcha } = await controlHeights(page.locator('.contact-form form'))
        expect(fields.length, `${path} at ${width}`).toBeGreaterThanOrEqual(4)
        for (const control of fields) expect(control.height, `${control.name} at ${width}`).toBeGreaterThanOrEqual(40)
        expect(captcha.height, `captcha at ${width}`).toBeGreaterThanOrEqual(20)
        expect(captcha.width, `captcha at ${width}`).toBeGreaterThanOrEqual(20)
      }
    })
  }
})

test.describe("the captcha's texts are in the page's language", () => {
  for (const { path, send, label, verified, footer, english } of [
    {
      path: '/de/contact/message',
      send: 'Absenden',
      label: 'Ich bin kein Roboter',
      verified: 'Überprüft',
      footer: 'Geschützt durch ALTCHA',
      english: /Protected by|not a robot|Verified/,
    },
    {
      path: '/zh/contact/message',
      send: '发送',
      label: '我不是机器人',
      verified: '已验证',
      footer: '由 ALTCHA 提供保护',
      english: /Protected by|not a robot|Verified/,
    },
  ]) {
    test(`${path}: label, footer and the verified state`, async ({ page }) => {
      await openForm(page, path, send)
      const widget = page.locator('altcha-widget')
      await expect(widget.getByRole('checkbox', { name: label })).toBeVisible()
      await expect(widget.locator('.altcha-footer')).toHaveText(footer)
      await expect(widget).not.toContainText(english)
      await verifyCaptcha(page, label, verified)
      await expect(widget).not.toContainText(english)
      await expectNoAxeViolations(page)
    })
  }
})

/** The left and top edges of a form field's control, found by its label. */
async function edges(page: Page, label: string): Promise<{ left: number; top: number }> {
  const box = await page.getByLabel(field(label)).boundingBox()
  if (!box) throw new Error(`no field ${label}`)
  return { left: Math.round(box.x), top: Math.round(box.y) }
}

test('fields pair up in two columns at 1280 px (name | company, e-mail | phone, country | postcode) and stack in one at 375 px', async ({ page }) => {
  const pairs = [
    ['Name', 'Company'],
    ['E-mail', 'Phone'],
    ['Country', 'Postcode'],
  ] as const
  await page.setViewportSize({ width: 1280, height: 800 })
  await openForm(page, '/en/contact/message')
  for (const [first, second] of pairs) {
    const [a, b] = [await edges(page, first), await edges(page, second)]
    expect(b.top, `${first} | ${second}`).toBe(a.top)
    expect(b.left, `${first} | ${second}`).toBeGreaterThan(a.left)
  }
  // the message spans both columns
  const message = await page.getByLabel(field('Message')).boundingBox()
  const phone = await page.getByLabel(field('Phone')).boundingBox()
  expect((message?.x ?? 0) + (message?.width ?? 0)).toBeCloseTo((phone?.x ?? 0) + (phone?.width ?? 0), 0)
  await page.setViewportSize({ width: 375, height: 812 })
  for (const [first, second] of pairs) {
    const [a, b] = [await edges(page, first), await edges(page, second)]
    expect(b.left, `${first} above ${second}`).toBe(a.left)
    expect(b.top, `${first} above ${second}`).toBeGreaterThan(a.top)
  }
})

test.describe('the job board at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the results come in the first screen; the filters are in a closed disclosure naming how many are set, opened and used by keyboard', async ({
    page,
  }) => {
    await page.goto('/en/career/jobs?location=Hamburg')
    const disclosure = page.locator('.job-filter-disclosure')
    await expect(disclosure).not.toHaveAttribute('open')
    await expect(disclosure.locator('summary')).toHaveText('Filters and sorting 1 active')
    await expect(page.getByRole('combobox', { name: 'Location' })).toBeHidden()
    const firstResult = await page.locator('.data-table tbody tr').first().boundingBox()
    expect(firstResult?.y ?? Infinity).toBeLessThan(812)
    await expectNoAxeViolations(page)
    // by keyboard: from the keyword field through its button to the disclosure, open it, on to the first facet
    const keyword = page.getByRole('searchbox', { name: 'Keyword' })
    await hydrated(keyword)
    await keyword.focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(disclosure.locator('summary')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(disclosure).toHaveAttribute('open')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('combobox', { name: 'Function' })).toBeFocused()
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Hamburg')
  })

  test("without script the disclosure opens and its form is sent as a GET to the board's URL", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
    try {
      const page = await context.newPage()
      await page.goto('/en/career/jobs')
      const total = Number((await page.locator('.job-count').textContent())?.match(/\d+/)?.[0])
      await page.locator('.job-filter-disclosure summary').click()
      await page.getByRole('combobox', { name: 'Location' }).selectOption('Hamburg')
      await page.getByRole('button', { name: 'Show', exact: true }).click()
      await expect(page).toHaveURL(/\/en\/career\/jobs\?location=Hamburg$/)
      await expect(page.locator('.job-filter-disclosure summary')).toHaveText('Filters and sorting 1 active')
      const filtered = Number((await page.locator('.job-count').textContent())?.match(/\d+/)?.[0])
      expect(filtered).toBeGreaterThan(0)
      expect(filtered).toBeLessThan(total)
    } finally {
      await context.close()
    }
  })
})

test('from 768 px the job board shows its filters without a disclosure', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en/career/jobs')
  await expect(page.locator('.job-filter-disclosure summary')).toBeHidden()
  await expect(page.getByRole('combobox', { name: 'Location' })).toBeVisible()
})
