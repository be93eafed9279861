import { expect, expectNoAxeViolations, hydrated, test } from './support.ts'

// the consent manager hides itself from automation (navigator.webdriver); these tests are visitors
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
})

test('the video loads nothing from a third party before consent, and plays after it', async ({ page, context }) => {
  const thirdParty: string[] = []
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    thirdParty.push(route.request().url())
    if (route.request().url().startsWith('https://www.youtube-nocookie.com/')) await route.fulfill({ contentType: 'text/html', body: '<title>video</title>' })
    else await route.abort()
  })
  await page.goto('/en/services')
  await page.getByRole('complementary', { name: 'We respect your privacy' }).getByRole('button', { name: 'Necessary only' }).click()
  const video = page.locator('.video')
  await expect(video.getByRole('button', { name: 'Allow and play' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(thirdParty).toEqual([])
  await expect(video.locator('iframe')).toHaveCount(0)
  await video.getByRole('button', { name: 'Allow and play' }).click()
  await expect(video.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true)
  await page.reload()
  await expect(page.locator('.video iframe')).toBeVisible() // the choice is remembered
})

test('keyboard only: consent banner, header, slider and FAQ', async ({ page }) => {
  await page.goto('/en/services')
  const banner = page.getByRole('complementary', { name: 'We respect your privacy' })
  await expect(banner).toBeVisible()
  // keys act once React has hydrated what they reach (a key pressed before is lost, as for a visitor that fast)
  await hydrated(banner.getByRole('button', { name: 'Necessary only' }))
  // the banner ends the page: Shift+Tab from the top reaches its last button, Enter chooses
  await page.locator('body').press('Shift+Tab')
  await expect(banner.getByRole('button', { name: 'Settings' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(banner.getByRole('button', { name: 'Necessary only' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner).toBeHidden()

  // header: skip link, then the navigation by Tab (the choice is saved: no banner after a reload)
  await page.reload()
  await expect(banner).toBeHidden()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'About us' })).toBeFocused()

  // slider: its buttons and arrow keys; focus inside pauses the rotation
  const slide = page.locator('.slider .slide')
  await hydrated(page.getByRole('button', { name: 'Next image' }))
  await page.getByRole('button', { name: 'Next image' }).focus()
  const before = await slide.getAttribute('aria-label')
  await page.keyboard.press('Enter')
  await expect(slide).not.toHaveAttribute('aria-label', before ?? '')
  await page.keyboard.press('ArrowLeft')
  await expect(slide).toHaveAttribute('aria-label', before ?? '')

  // FAQ: a disclosure opens with Enter
  const question = page.locator('.faq summary').first()
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('.faq details').first()).toHaveAttribute('open', '')

  // the consent choice can be changed again
  await page.goto('/en/contact')
  await hydrated(page.getByRole('button', { name: 'Change cookie settings' }))
  await page.getByRole('button', { name: 'Change cookie settings' }).focus()
  await page.keyboard.press('Enter')
  const settings = page.getByRole('dialog', { name: /Settings/ })
  await expect(settings).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()
})

test.describe('slider motion', () => {
  test('rotates on its own, pauses while focused and with the pause button', async ({ page }) => {
    await page.goto('/en/services')
    const slide = page.locator('.slider .slide')
    await expect(slide).toHaveAttribute('aria-label', '1 of 3')
    await expect(slide).toHaveAttribute('aria-label', '2 of 3', { timeout: 15_000 })
    await page.getByRole('button', { name: 'Pause automatic rotation' }).click()
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.waitForTimeout(6500)
    await expect(slide).toHaveAttribute('aria-label', '2 of 3')
  })
})

test.describe('slider without motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('does not move for visitors who prefer reduced motion', async ({ page }) => {
    await page.goto('/en/services')
    await page.waitForTimeout(6500)
    await expect(page.locator('.slider .slide')).toHaveAttribute('aria-label', '1 of 3')
    await expect(page.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible()
  })
})

test('the services page with slider, video and the consent banner passes axe-core', async ({ page }) => {
  await page.goto('/en/services')
  const banner = page.getByRole('complementary', { name: 'We respect your privacy' })
  await expect(banner).toBeVisible()
  await expectNoAxeViolations(page)
  await banner.getByRole('button', { name: 'Settings' }).click()
  await expect(page.getByRole('dialog', { name: /Settings/ })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the consent banner is in the server HTML, shown before any script runs, and not to automation', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const page = await noScript.newPage()
  await page.goto('/en/services')
  // without script nothing is loaded from third parties, so nothing is asked
  await expect(page.getByRole('complementary', { name: 'We respect your privacy' })).toBeHidden()
  expect(await page.content()).toContain('We only use necessary cookies.')
  await noScript.close()
})
