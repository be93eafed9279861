import type { Page } from '@playwright/test'
import { expect, test } from './support.ts'

/** The job count the board shows for a URL with script, the reference for the views below. */
async function shownCount(page: Page, url: string): Promise<string> {
  await page.goto(url)
  return (await page.locator('.job-count').textContent()) ?? ''
}

test('without JavaScript: the job-board filter is a GET form with named fields and a submit button', async ({ browser, baseURL, page }) => {
  const expected = await shownCount(page, '/en/career/jobs?location=Hamburg&level=professional')
  const all = await shownCount(page, '/en/career/jobs')
  expect(expected).not.toEqual(all)
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' })
  const noScript = await context.newPage()
  await noScript.goto('/en/career/jobs?utm_source=mail')
  await noScript.getByRole('combobox', { name: 'Location' }).selectOption('Hamburg')
  await noScript.getByRole('combobox', { name: 'Entry level' }).selectOption('professional')
  await noScript.getByRole('button', { name: 'Show' }).click()
  await expect(noScript).toHaveURL(/[?&]location=Hamburg(&|$)/)
  await expect(noScript).toHaveURL(/[?&]level=professional(&|$)/)
  await expect(noScript).toHaveURL(/[?&]utm_source=mail(&|$)/) // the page's other params are kept
  await expect(noScript.locator('.job-count')).toHaveText(expected)
  await expect(noScript.getByRole('combobox', { name: 'Location' })).toHaveValue('Hamburg')
  // sort and order are fields of their own, named as the URL params
  await noScript.getByRole('combobox', { name: 'Sort by' }).selectOption('location')
  await noScript.getByRole('combobox', { name: 'Order' }).selectOption('desc')
  await noScript.getByRole('button', { name: 'Show' }).click()
  await expect(noScript).toHaveURL(/[?&]sort=location&order=desc(&|$)/)
  await expect(noScript.locator('.job-count')).toHaveText(expected)
  await context.close()
})

test('with JavaScript the submit button applies the keyword at once', async ({ page, problems }) => {
  await page.goto('/en/career/jobs')
  await page.waitForLoadState('networkidle')
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('manager')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\/en\/career\/jobs\?keyword=manager$/)
  expect(problems).toEqual([])
})

test('the language switch keeps the view: a job-board filter survives the change of language', async ({ page, problems }) => {
  await page.goto('/en/career/jobs?level=graduate&utm_source=mail')
  await page.waitForLoadState('networkidle')
  const german = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' })
  await expect(german).toHaveAttribute('href', '/de/career/jobs?level=graduate&utm_source=mail')
  await german.click()
  await expect(page).toHaveURL(/\/de\/career\/jobs\?level=graduate&utm_source=mail$/)
  await expect(page.getByRole('combobox', { name: 'Einstiegslevel' })).toHaveValue('graduate')
  expect(problems).toEqual([])
})

test('without JavaScript the language links already carry the view', async ({ request }) => {
  const html = await (await request.get('/en/career/jobs?level=graduate')).text()
  expect(html).toContain('href="/de/career/jobs?level=graduate"')
})
