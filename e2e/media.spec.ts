import { expect, hydrated, test } from './support.ts'

test('keyboard only: header, slider and FAQ', async ({ page }) => {
  // the consent journey has its own spec (consent.spec.ts); here the choice is made first
  await page.goto('/en/services')
  const banner = page.getByRole('complementary', { name: 'We respect your privacy' })
  await hydrated(banner.getByRole('button', { name: 'Necessary only' }))
  await banner.getByRole('button', { name: 'Necessary only' }).click()
  // the choice is kept once the consent manager has loaded and the banner goes: a reload before that asks again
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
})

test.describe('slider motion', () => {
  test('rotates on its own, pauses while focused and with the pause button', async ({ page }) => {
    // the rotation's time is Playwright's clock: a slide every 6 s without waiting for them
    await page.clock.install()
    await page.goto('/en/services')
    const slide = page.locator('.slider .slide')
    await expect(slide).toHaveAttribute('aria-label', '1 of 3')
    const pause = page.getByRole('button', { name: 'Pause automatic rotation' })
    await hydrated(pause) // the rotation starts with the app
    await page.clock.runFor(6500)
    await expect(slide).toHaveAttribute('aria-label', '2 of 3')
    await pause.click()
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.clock.runFor(6500)
    await expect(slide).toHaveAttribute('aria-label', '2 of 3')
  })
})

test.describe('slider without motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('does not move for visitors who prefer reduced motion', async ({ page }) => {
    await page.clock.install()
    await page.goto('/en/services')
    const start = page.getByRole('button', { name: 'Start automatic rotation' })
    await expect(start).toBeVisible()
    await hydrated(start)
    await page.clock.runFor(6500)
    await expect(page.locator('.slider .slide')).toHaveAttribute('aria-label', '1 of 3')
  })
})
