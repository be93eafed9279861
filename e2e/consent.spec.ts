import type { Locator, Page } from '@playwright/test'
import { brands, expect, expectNoAxeViolations, hydrated, layoutShifts, layoutShiftsFrom, scriptsHolding, test, watchLayoutShifts } from './support.ts'

// the consent journey (ADR 031): a banner on the first visit to a page that holds a video, the
// cookie settings from the footer of every page and from the consent-reset component, withdrawal,
// the choice kept in this origin's storage; each by pointer and by keyboard alone

const banner = (page: Page) => page.getByRole('complementary', { name: 'We respect your privacy' })
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookie Settings' })
const footerSettings = (page: Page) => page.getByRole('navigation', { name: 'Legal' }).getByRole('button', { name: 'Cookie settings' })
const video = (page: Page) => page.locator('figure.video')
const mediaSwitch = (page: Page) => settings(page).getByRole('checkbox', { name: 'External media' })

/** YouTube answers with a stand-in page; any other third party is refused and listed. */
async function stubThirdParties(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    requested.push(route.request().url())
    if (route.request().url().startsWith('https://www.youtube-nocookie.com/')) await route.fulfill({ contentType: 'text/html', body: '<title>video</title>' })
    else await route.abort()
  })
  return requested
}

/** Presses Tab (Shift+Tab backwards) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

/**
 * Waits for the consent manager to move the focus into its dialog, which it does once the dialog's
 * fade-in ends: a key pressed before that acts where the focus was.
 */
async function focusInDialog(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
}

/** The choice as the consent manager keeps it: in this origin's local storage, never in a cookie. */
function keptChoice(page: Page) {
  return page.evaluate(() => ({ stored: localStorage.getItem('cc_cookie'), cookie: document.cookie }))
}

test.describe('first visit to a page with a video', () => {
  test('the banner paints with the page, takes the focus, shifts nothing and passes axe-core with the settings open', async ({ page, problems }) => {
    test.slow() // two axe runs
    await watchLayoutShifts(page)
    await page.goto('/en/services')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toBeFocused()
    await page.waitForLoadState('networkidle')
    // nothing moves for the banner: neither it nor what follows it shifts (the page's own budget: e2e/templates.spec.ts)
    expect(await layoutShiftsFrom(banner(page)), (await layoutShifts(page)).shifts).toBe(0)
    // it ends the page: scrolled to the end it sits below the footer and covers none of it
    await footerSettings(page).scrollIntoViewIfNeeded()
    const footer = await page.locator('.site-footer').boundingBox()
    const bar = await banner(page).boundingBox()
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) + 1) // a pixel's rounding
    await expectNoAxeViolations(page)
    await banner(page).getByRole('button', { name: 'Settings' }).click()
    await expect(settings(page)).toBeVisible()
    await expectNoAxeViolations(page)
    expect(problems).toEqual([])
  })

  test('"Accept all" plays the video, the banner goes, and the choice survives a reload', async ({ page }) => {
    const thirdParties = await stubThirdParties(page)
    await page.goto('/en/services')
    await hydrated(banner(page).getByRole('button', { name: 'Accept all' }))
    await expect(video(page).locator('iframe')).toHaveCount(0)
    expect(thirdParties).toEqual([])
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(banner(page)).toBeHidden()
    await expect(video(page).locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    const kept = await keptChoice(page)
    expect(JSON.parse(kept.stored ?? '{}')).toMatchObject({ categories: ['necessary', 'media'] })
    expect(kept.cookie).not.toContain('cc_cookie')
    await page.reload()
    await expect(video(page).locator('iframe')).toBeVisible()
    await expect(banner(page)).toBeHidden()
  })

  test('"Necessary only" keeps the video behind its placeholder, loads nothing from a third party, and survives a reload', async ({ page }) => {
    const thirdParties = await stubThirdParties(page)
    await page.goto('/en/services')
    await hydrated(banner(page).getByRole('button', { name: 'Necessary only' }))
    await banner(page).getByRole('button', { name: 'Necessary only' }).click()
    await expect(banner(page)).toBeHidden()
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toBeHidden()
    await expect(video(page).getByRole('button', { name: 'Allow and play' })).toBeVisible()
    await expect(video(page).locator('iframe')).toHaveCount(0)
    expect(thirdParties).toEqual([])
  })

  for (const [choice, presses, iframes] of [
    ['Accept all', 1, 1],
    ['Necessary only', 2, 0],
  ] as const) {
    test(`by keyboard: from the focused banner, Tab and Enter choose "${choice}"; focus moves on to the page's content`, async ({ page }) => {
      await page.goto('/en/services')
      await hydrated(banner(page).getByRole('button', { name: choice }))
      await expect(banner(page)).toBeFocused()
      for (let press = 0; press < presses; press++) await page.keyboard.press('Tab')
      await expect(banner(page).getByRole('button', { name: choice })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(banner(page)).toBeHidden()
      await expect(page.locator('main')).toBeFocused()
      await expect(video(page).locator('iframe')).toHaveCount(iframes)
      await page.reload()
      await hydrated(footerSettings(page))
      await expect(banner(page)).toBeHidden()
      await expect(video(page).locator('iframe')).toHaveCount(iframes)
    })
  }

  test("by keyboard: the banner's Settings, then a choice saved in the dialog; the banner goes and focus moves on to the content", async ({ page }) => {
    await page.goto('/en/services')
    const open = banner(page).getByRole('button', { name: 'Settings' })
    await hydrated(open)
    await tabTo(page, open)
    await page.keyboard.press('Enter')
    await focusInDialog(page)
    await tabTo(page, mediaSwitch(page))
    await page.keyboard.press('Space')
    await expect(mediaSwitch(page)).toBeChecked()
    await tabTo(page, settings(page).getByRole('button', { name: 'Save my choice' }))
    await page.keyboard.press('Enter')
    await expect(settings(page)).toBeHidden()
    await expect(banner(page)).toBeHidden()
    await expect(page.locator('main')).toBeFocused()
    await expect(video(page).locator('iframe')).toBeVisible()
  })
})

test.describe('the cookie settings', () => {
  test('open from the footer of a page with nothing to consent to, which has no banner and loads the manager only when asked', async ({ page, problems }) => {
    await page.goto('/en/about')
    await hydrated(footerSettings(page))
    await page.waitForLoadState('networkidle')
    expect(await page.locator('.consent-banner').count()).toBe(0)
    // the consent manager's code (its settings dialog is vanilla-cookieconsent's `preferencesModal`)
    const consentCode = () => scriptsHolding(page, 'preferencesModal')
    expect(await consentCode()).toBe(0)
    await footerSettings(page).click()
    await expect(settings(page)).toBeVisible()
    await expect(settings(page).getByRole('checkbox', { name: 'Necessary' })).toBeChecked()
    await expect(settings(page).getByRole('checkbox', { name: 'Necessary' })).toBeDisabled()
    await expect(mediaSwitch(page)).not.toBeChecked()
    expect(await consentCode()).toBe(1)
    await settings(page).getByRole('button', { name: 'Close' }).click()
    await expect(settings(page)).toBeHidden()
    await expect(footerSettings(page)).toBeFocused()
    expect(problems).toEqual([])
  })

  test('by keyboard from the footer: Enter opens, focus is in the dialog, Escape closes and focus returns to the link', async ({ page }) => {
    await page.goto('/en/about')
    await hydrated(footerSettings(page))
    await page.locator('body').press('Shift+Tab') // from the top backwards: the footer is near
    await tabTo(page, footerSettings(page), { backwards: true })
    await page.keyboard.press('Enter')
    await expect(settings(page)).toBeVisible()
    await focusInDialog(page)
    await page.keyboard.press('Escape')
    await expect(settings(page)).toBeHidden()
    await expect(footerSettings(page)).toBeFocused()
  })

  test('open from the footer on every brand, in its language', async ({ page, problems }) => {
    test.slow() // nine brands
    const titles = { de: 'Cookie-Einstellungen', en: 'Cookie Settings', zh: 'Cookie 设置' }
    const links = { de: 'Cookie-Einstellungen', en: 'Cookie settings', zh: 'Cookie 设置' }
    for (const brand of brands) {
      const lang = brand.languages.at(-1) ?? 'en'
      await page.goto(`/${brand.prefix}/${lang}/imprint`)
      const link = page.locator('footer').getByRole('button', { name: links[lang], exact: true })
      await hydrated(link)
      await link.click()
      await expect(page.getByRole('dialog', { name: titles[lang] }), brand.id).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: titles[lang] })).toBeHidden()
    }
    expect(problems).toEqual([])
  })

  test('the consent-reset component reopens them, by pointer and by keyboard', async ({ page }) => {
    await page.goto('/en/contact')
    const reset = page.getByRole('button', { name: 'Change cookie settings' })
    await hydrated(reset)
    await reset.click()
    await expect(settings(page)).toBeVisible()
    await settings(page).getByRole('button', { name: 'Close' }).click()
    await expect(settings(page)).toBeHidden()
    await page.reload()
    await hydrated(reset)
    // the skip link leads into the content, where the component is
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await tabTo(page, reset)
    await page.keyboard.press('Enter')
    await expect(settings(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(settings(page)).toBeHidden()
    await expect(reset).toBeFocused()
  })

  test('follow the language of the page after an in-app change of language', async ({ page }) => {
    await page.goto('/en/services')
    await hydrated(banner(page).getByRole('button', { name: 'Necessary only' }))
    await banner(page).getByRole('button', { name: 'Necessary only' }).click()
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Externe Medien' })).not.toBeChecked()
  })
})

test.describe('withdrawal', () => {
  test('consent given with "Allow and play" is withdrawn in the footer\'s settings: the shown video goes at once and stays gone', async ({ page }) => {
    await stubThirdParties(page)
    await page.goto('/en/services')
    const allow = video(page).getByRole('button', { name: 'Allow and play' })
    await hydrated(allow)
    await allow.click()
    await expect(video(page).locator('iframe')).toBeVisible()
    await expect(banner(page)).toBeHidden() // a choice was made
    await footerSettings(page).click()
    await expect(mediaSwitch(page)).toBeChecked()
    await mediaSwitch(page).uncheck()
    await settings(page).getByRole('button', { name: 'Save my choice' }).click()
    await expect(settings(page)).toBeHidden()
    await expect(video(page).locator('iframe')).toHaveCount(0)
    await expect(allow).toBeVisible()
    await page.reload()
    await hydrated(allow)
    await expect(video(page).locator('iframe')).toHaveCount(0)
    await expect(banner(page)).toBeHidden()
  })

  test("by keyboard: accepted in the banner, withdrawn in the footer's settings with Space and Enter", async ({ page }) => {
    test.slow() // Tab through the whole page to its footer
    await stubThirdParties(page)
    await page.goto('/en/services')
    await hydrated(banner(page).getByRole('button', { name: 'Accept all' }))
    // the banner takes the focus once the page runs: Tab before that starts from the top of the page
    await expect(banner(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(video(page).locator('iframe')).toBeVisible()
    await tabTo(page, footerSettings(page))
    await page.keyboard.press('Enter')
    await focusInDialog(page)
    await tabTo(page, mediaSwitch(page))
    await page.keyboard.press('Space')
    await expect(mediaSwitch(page)).not.toBeChecked()
    await tabTo(page, settings(page).getByRole('button', { name: 'Save my choice' }))
    await page.keyboard.press('Enter')
    await expect(settings(page)).toBeHidden()
    await expect(video(page).locator('iframe')).toHaveCount(0)
    await expect(video(page).getByRole('button', { name: 'Allow and play' })).toBeVisible()
    await expect(footerSettings(page)).toBeFocused()
  })
})

test.describe('who is asked', () => {
  test('without script nothing loads from a third party, so nothing is asked; the banner is in the HTML of pages with a video only', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const page = await noScript.newPage()
    await page.goto('/en/services')
    await expect(banner(page)).toBeHidden()
    expect(await page.content()).toContain('We only use necessary cookies.')
    await page.goto('/en/about')
    expect(await page.content()).not.toContain('We only use necessary cookies.')
    await noScript.close()
  })

  test('crawlers are not asked', async ({ browser }) => {
    const crawler = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    const page = await crawler.newPage()
    await page.goto('/en/services')
    await hydrated(page.getByRole('button', { name: 'Allow and play' }))
    await expect(banner(page)).toBeHidden()
    await crawler.close()
  })

  test('in German and Chinese', async ({ page }) => {
    await page.goto('/de/services')
    await expect(page.getByRole('complementary', { name: 'Wir respektieren Ihre Privatsphäre' })).toBeVisible()
    await page.goto('/zh/services')
    await expect(page.getByRole('complementary', { name: '我们尊重您的隐私' })).toBeVisible()
    await hydrated(page.getByRole('button', { name: '设置', exact: true }))
    await page.getByRole('button', { name: '设置', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Cookie 设置' })).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: '外部媒体' })).not.toBeChecked()
  })
})
