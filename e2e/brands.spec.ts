import { brands, expect, expectNoAxeViolations, loadAtWidths, test } from './support.ts'

test.describe('every brand home page in every language', () => {
  for (const brand of brands) {
    for (const lang of brand.languages) {
      test(`${brand.id} ${lang}`, async ({ page, problems }) => {
        const response = await page.goto(`/${brand.prefix}/${lang}`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('.site-header .brand')).toHaveText(brand.name)
        // the stage carries the brand's claim; its name is in the header above and the footer below
        await expect(page.locator('.stage-title')).not.toBeEmpty()
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

test("every brand home has a stage of its own, not another brand's", async ({ request }) => {
  for (const lang of ['de', 'en'] as const) {
    const titles = new Map<string, string>()
    for (const brand of brands.filter((candidate) => candidate.languages.includes(lang))) {
      const html = await (await request.get(`/${brand.prefix}/${lang}`)).text()
      const title = /class="stage-title"[^>]*>([^<]+)</.exec(html)?.[1] ?? ''
      expect(title, `${brand.id} ${lang}`).not.toBe('')
      titles.set(brand.id, title)
    }
    expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(titles.size)
  }
})

test.describe('every brand home in its own look passes axe-core on a phone and a desktop', () => {
  // two full axe runs and two full-page screenshots per test
  test.describe.configure({ timeout: 60_000 })
  for (const brand of brands) {
    test(brand.id, async ({ page }, testInfo) => {
      await loadAtWidths(page, `/${brand.prefix}/en`, [375, 1280], async (width) => {
        await expect(page.locator('html')).toHaveAttribute('data-brand', brand.id)
        await expectNoAxeViolations(page)
        // no horizontal scrolling on a phone
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        await testInfo.attach(`${brand.id}-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
      })
    })
  }
})
