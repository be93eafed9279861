import { brands, expect, expectNoAxeViolations, test } from './support.ts'

test.describe('every brand home page in every language', () => {
  for (const brand of brands) {
    for (const lang of brand.languages) {
      test(`${brand.id} ${lang}`, async ({ page, problems }) => {
        const response = await page.goto(`/${brand.prefix}/${lang}`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('.site-header .brand')).toHaveText(brand.name)
        await expect(page.locator('.stage-title')).toHaveText(brand.name)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('.site-footer')).toContainText(brand.name)
        // links keep the brand prefix of the visitor's form
        const navLinks = page.locator('.main-nav a')
        expect(await navLinks.count()).toBeGreaterThan(3) // the sections of the brand, their pages in disclosure menus
        for (const href of await navLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
          expect(href).toMatch(new RegExp(`^/${brand.prefix}/${lang}/`))
        }
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/${brand.prefix}/${lang}$`))
        expect(problems).toEqual([])
      })
    }
  }
})

test.describe('every brand home in its own look passes axe-core on a phone and a desktop', () => {
  // two full axe runs and two full-page screenshots per test
  test.describe.configure({ timeout: 60_000 })
  for (const brand of brands) {
    test(brand.id, async ({ page }, testInfo) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`/${brand.prefix}/en`)
        await expect(page.locator('html')).toHaveAttribute('data-brand', brand.id)
        await expectNoAxeViolations(page)
        // no horizontal scrolling on a phone
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        await testInfo.attach(`${brand.id}-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
      }
    })
  }
})
