import { editorOrigin } from '../playwright.config.ts'
import { backendControl, expect, test } from './support.ts'

/** The embedded backend's stand-in page editor, framing `page` of the site. */
function editorUrl(origin: string, siteUrl: string, page: string, node: string): string {
  return `${origin}/.magnolia/pages-editor?site=${encodeURIComponent(new URL(siteUrl).origin)}&page=${encodeURIComponent(page)}&node=${encodeURIComponent(node)}`
}

test('the editor bridge: initialize, updateState, editor script and stylesheet, annotations after mount', async ({ page, baseURL }) => {
  await page.goto(editorUrl(editorOrigin, baseURL ?? '', '/en/about', '/albis/about'))
  await expect.poll(() => page.evaluate(() => (window as unknown as { messages: unknown[] }).messages.length)).toBeGreaterThan(0)
  const messages = await page.evaluate(() => (window as unknown as { messages: Array<Record<string, unknown>> }).messages)
  expect(messages[0]).toEqual({ element: { dialog: '', path: '/', workspace: 'website' }, action: 'initialize', elementType: 'page' })

  const frame = page.frameLocator('#site')
  await expect(frame.locator('h1')).toHaveText('About us')
  const site = page.frames().find((candidate) => candidate.url().includes('/en/about'))
  if (!site) throw new Error('site frame not found')
  // the library loaded the editor script and stylesheet from the editor host and became ready
  await expect.poll(() => site.evaluate(() => (window as unknown as { frameReadyCalls?: number }).frameReadyCalls ?? 0)).toBeGreaterThan(0)
  await expect.poll(() => site.evaluate(() => (window as unknown as { refreshCalls?: number }).refreshCalls ?? 0), { timeout: 10_000 }).toBeGreaterThan(0)
  expect(await site.evaluate(() => Boolean(document.querySelector('link[href$="VAADIN/themes/pages-app/page-editor.css"]')))).toBe(true)
  // the annotation comments for page, area and components are in the DOM
  // the library writes the comments after mount, once it knows it is in the editor
  const comments = () =>
    site.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT)
      const found: string[] = []
      while (walker.nextNode()) found.push(walker.currentNode.textContent ?? '')
      return found
    })
  await expect.poll(comments).toContain('cms:page content="website:/albis/about" dialog="okg-lm:pages/basic" label="Basic page"')
  await expect.poll(async () => (await comments()).some((comment) => comment.startsWith('cms:area content="website:/albis/about/main"'))).toBe(true)
  await expect.poll(async () => (await comments()).some((comment) => comment.startsWith('cms:component content="website:/albis/about/main/00"'))).toBe(true)
  await expect(frame.locator('.editor-status')).toHaveText(/^Activation status [012]: .+ · Basic page$/)
})

test('editor mode bypasses every cache; visitors keep the cached page until the TTL', async ({ page }) => {
  await page.goto('/mocom/en/contact')
  await expect(page.locator('h1')).toHaveText('Contact')
  const changed = `Contact ${Date.now()}`
  const response = await backendControl('content', { method: 'POST', body: { path: '/mocom/contact', property: 'title', value: changed } })
  expect(response.ok).toBe(true)
  await page.goto('/mocom/en/contact')
  await expect(page.locator('h1')).toHaveText('Contact') // still the cached copy
  await page.goto('/mocom/en/contact?mgnlPreview=true')
  await expect(page.locator('h1')).toHaveText(changed) // editors see the change at once
})

test.describe('framing', () => {
  // the refused frame is the point of this test
  test.use({ expectedCspViolations: /frame-ancestors/ })
  test('only the editor host may frame the site', async ({ page, baseURL, request }) => {
    const csp = (await request.get('/en/about')).headers()['content-security-policy']
    expect(csp).toContain(`frame-ancestors 'self' ${editorOrigin};`)
    // the same stand-in page on another origin (localhost instead of 127.0.0.1) is refused
    const foreign = editorOrigin.replace('127.0.0.1', 'localhost')
    const refused: string[] = []
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refused.push(message.text())
    })
    await page.goto(editorUrl(foreign, baseURL ?? '', '/en/about', '/albis/about'))
    await expect.poll(() => refused.length).toBeGreaterThan(0)
    const framed = page.frames().find((frame) => frame.url().includes('/en/about'))
    const heading = framed ? await framed.evaluate(() => document.querySelector('h1')?.textContent ?? null).catch(() => null) : null
    expect(heading).toBeNull()
  })
})
