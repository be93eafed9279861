import { extraPort } from '../playwright.config.ts'
import { type SiteInstance, expect, expectNoAxeViolations, hydrated, notFoundDocument, startSite, test } from './support.ts'

test("production answers the style guide's path with the 404 page, as any page the CMS does not have", async ({ page, problems }) => {
  const response = await page.goto('/mocom/en/style-guide')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: /Style guide/ })).toHaveCount(0)
  expect(problems.filter((problem) => !notFoundDocument.test(problem))).toEqual([])
})

test.describe('an instance that serves the style guide (STYLE_GUIDE=1)', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  let site: SiteInstance
  test.beforeAll(async () => {
    site = await startSite(extraPort(96), { STYLE_GUIDE: '1' })
  })
  test.afterAll(async () => {
    await site.stop()
  })

  test("shows every part in the brand of its path, axe-clean, with the contrast of the brand's token pairs", async ({ page, problems }) => {
    const views = [
      ['/en/style-guide', 'ALBIS Distribution', 375],
      ['/en/style-guide', 'ALBIS Distribution', 1280],
      ['/htf/en/style-guide', 'Acme Heat Transfer Fluids', 1280],
    ] as const
    for (const [path, brand, width] of views) {
      await page.setViewportSize({ width, height: 900 })
      const response = await page.goto(site.url + path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Style guide: ${brand}`)
      for (const section of [
        'Type scale',
        'Colour tokens',
        'Icons',
        'Buttons',
        'Form controls',
        'Dialog',
        'Table and pagination',
        'Cards and teasers',
        'Disclosure',
        'Notices',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
      }
      // computed in the browser from the brand's tokens: every pair meets its minimum
      await expect(page.getByRole('cell', { name: /\d\.\d\d:1 pass$/ })).toHaveCount(10)
      await expectNoAxeViolations(page)
    }
    expect(problems).toEqual([])
  })

  test('its dialog opens from its trigger and gives the focus back on Escape', async ({ page }) => {
    await page.goto(`${site.url}/mocom/en/style-guide`)
    const open = page.getByRole('button', { name: 'Open a dialog' })
    await hydrated(open)
    await open.click()
    await expect(page.getByRole('dialog', { name: 'A dialog' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(open).toBeFocused()
  })
})
