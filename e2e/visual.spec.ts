/**
 * Visual regression (issue 33): a screenshot of every page template and app view at 375 and 1280 px
 * for three brands (albis, the default; mocom; htf), and of the states that matter, compared with
 * the baselines in `e2e/__screenshots__/visual.spec.ts/`. An unreviewed change of the looks fails
 * here; README "Visual baselines" says how to review and update them.
 */
import type { Locator, Page } from '@playwright/test'
import { verifyCaptcha } from './mail-forms.ts'
import { expect, hydrated, test } from './support.ts'

// nothing moves: the slider stays, transitions end at once (toHaveScreenshot disables animations too)
test.use({ reducedMotion: 'reduce' })
test.describe.configure({ timeout: 60_000 })

const widths = [375, 1280] as const

/**
 * What may still differ between runs and machines: dates the seed content computes from the day it
 * starts, and Chinese text (the language link "中文"), which no self-hosted font carries, so it is
 * drawn with whatever CJK font the machine has, or none.
 */
const variable = (page: Page): Locator[] => [page.locator('time'), page.locator('[lang="zh"]')]

/** Waits until the page is still: its web fonts and images loaded and decoded, nothing pending on the network. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    // lazy images load now, and each is drawn whole (decoded), not half-way in the screenshot
    for (const image of document.images) image.loading = 'eager'
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
  })
  await page.waitForLoadState('networkidle')
}

async function shoot(page: Page, name: string, target?: Locator): Promise<void> {
  await settle(page)
  // a long page takes a while to capture twice on a busy machine
  const options = { mask: variable(page), timeout: 20_000 }
  if (target) await expect(target).toHaveScreenshot(`${name}.png`, options)
  else await expect(page).toHaveScreenshot(`${name}.png`, { ...options, fullPage: true })
}

const views: Array<[string, string]> = [
  ['albis-home', '/en'],
  ['albis-basic', '/en/about'],
  ['albis-every-component', '/de/services'],
  ['albis-job-board', '/en/career/jobs'],
  ['albis-404', '/en/404'],
  ['mocom-home', '/mocom/en'],
  ['mocom-product-search', '/mocom/en/product-search'],
  ['htf-home', '/htf/en'],
  ['htf-finder', '/htf/en/htf-products'],
]

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.clock.setFixedTime(new Date('2026-06-15T10:00:00Z'))
    })

    for (const [name, path] of views) {
      test(`${name} (${path})`, async ({ page }) => {
        await page.goto(path)
        await shoot(page, `${name}-${width}`)
      })
    }

    test('a form with errors, then with the captcha verified', async ({ page }) => {
      await page.goto('/en/contact/message')
      const send = page.getByRole('button', { name: 'Send', exact: true })
      await expect(send).toBeEnabled()
      await send.click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused()
      await page.locator(':focus').blur()
      await shoot(page, `form-errors-${width}`)
      await verifyCaptcha(page)
      await shoot(page, `captcha-verified-${width}`, page.locator('altcha-widget'))
    })

    test('a dialog open', async ({ page }) => {
      await page.goto('/en/contact')
      const open = page.locator('section.contact-section').getByRole('button', { name: 'Request a callback' })
      await hydrated(open)
      await open.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await shoot(page, `dialog-open-${width}`, dialog)
    })

    test('search without results', async ({ page }) => {
      await page.goto('/en/search?q=zzxqvw')
      await expect(page.getByRole('status').first()).toBeVisible()
      await shoot(page, `search-no-results-${width}`)
    })
  })
}
