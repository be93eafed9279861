import type { Page } from '@playwright/test'
import { appPages, clicksTo, crawl } from '../scripts/checks/crawl-site.ts'
import { brands, expect, expectNoAxeViolations, hydrated, jsonLdNode, test } from './support.ts'

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
  // the same URL a click makes: empty fields and defaults left out, the page's other params kept
  await expect(noScript).toHaveURL(/\/en\/career\/jobs\?utm_source=mail&location=Hamburg&level=professional$/)
  await expect(noScript.locator('.job-count')).toHaveText(expected)
  await expect(noScript.getByRole('combobox', { name: 'Location' })).toHaveValue('Hamburg')
  // sort and order are fields of their own, named as the URL params
  await noScript.getByRole('combobox', { name: 'Sort by' }).selectOption('location')
  await noScript.getByRole('combobox', { name: 'Order' }).selectOption('desc')
  await noScript.getByRole('button', { name: 'Show' }).click()
  await expect(noScript).toHaveURL(/\/en\/career\/jobs\?utm_source=mail&location=Hamburg&level=professional&sort=location&order=desc$/)
  await expect(noScript.locator('.job-count')).toHaveText(expected)
  await context.close()
})

test('with JavaScript the submit button applies the keyword at once', async ({ page, problems }) => {
  await page.goto('/en/career/jobs')
  const keyword = page.getByRole('searchbox', { name: 'Keyword' })
  await hydrated(keyword)
  await keyword.fill('manager')
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

test('a job shown only on the German site: its English link leads to the nearest section that exists, and it names only its German version', async ({
  request,
  baseURL,
}) => {
  const ids = async (lang: string) =>
    new Set([...(await (await request.get(`/${lang}/career/jobs?perPage=100`)).text()).matchAll(/\/career\/job\/(\d+)/g)].map((match) => match[1]))
  const english = await ids('en')
  const germanOnly = [...(await ids('de'))].find((id) => !english.has(id))
  expect(germanOnly, 'a German-only job in the seed').toBeTruthy()
  expect((await request.get(`/en/career/job/${germanOnly}`)).status()).toBe(404)
  const html = await (await request.get(`/de/career/job/${germanOnly}?utm_source=mail`)).text()
  const languageLink = (lang: string) => new RegExp(`<a hrefLang="${lang}" lang="${lang}"[^>]* href="([^"]*)"`).exec(html)?.[1]
  expect(languageLink('en')).toBe('/en/career')
  expect(languageLink('de')).toBe(`/de/career/job/${germanOnly}?utm_source=mail`)
  expect(html).toContain(`<link rel="alternate" hrefLang="de" href="${baseURL}/de/career/job/${germanOnly}"`)
  expect(html).not.toContain('<link rel="alternate" hrefLang="en"')
  // the German sitemap names no English version of it
  const sitemap = await (await request.get('/sitemaps/albis-distribution/de.xml')).text()
  const entry = sitemap.split('<url>').find((url) => url.includes(`/de/career/job/${germanOnly}</loc>`)) ?? ''
  expect(entry).toContain('hreflang="de"')
  expect(entry).not.toContain('hreflang="en"')
})

test('on a view route under a brand prefix the language links are that route in the other language, the same URLs with and without script', async ({
  page,
  request,
  problems,
}) => {
  const view = '?utm_campaign=spring&use=cooling&sort=lowest'
  const expected = { de: `/htf/de/htf-products${view}` }
  const html = await (await request.get(`/htf/en/htf-products${view}`)).text()
  const languageLink = (lang: string) => new RegExp(`<a hrefLang="${lang}" lang="${lang}"[^>]* href="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&')
  expect({ de: languageLink('de') }).toEqual(expected)
  await page.goto(`/htf/en/htf-products${view}`)
  const german = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' })
  await hydrated(german)
  await expect(german).toHaveAttribute('href', expected.de)
  await german.click()
  await expect(page).toHaveURL(new RegExp(`${expected.de.replaceAll('?', '\\?')}$`))
  // the German page names its language navigation in German
  await expect(page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' })).toHaveAttribute('href', `/htf/en/htf-products${view}`)
  expect(problems).toEqual([])
})

test('without JavaScript the language links already carry the view', async ({ request }) => {
  const html = await (await request.get('/en/career/jobs?level=graduate')).text()
  expect(html).toContain('href="/de/career/jobs?level=graduate"')
})

test('the main navigation by keyboard: disclosure menus open with Enter, close with Escape and return focus', async ({ page, problems }) => {
  test.slow() // two axe runs
  await page.goto('/en/about')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  const career = nav.getByRole('button', { name: 'Career' })
  await hydrated(career)
  await expect(career).toHaveAttribute('aria-expanded', 'false')
  await expect(nav.getByRole('link', { name: 'Jobs' })).toBeHidden()
  await nav.getByRole('link', { name: 'About us' }).focus()
  await expect(nav.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page')
  // Tab reaches the section buttons; hovering opens nothing
  await career.hover()
  await expect(career).toHaveAttribute('aria-expanded', 'false')
  await career.focus()
  await page.keyboard.press('Enter')
  await expect(career).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'Career: overview' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'Jobs' })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(career).toHaveAttribute('aria-expanded', 'false')
  await expect(career).toBeFocused()
  // a choice follows the link and closes the menu; the page and its section are current
  await page.keyboard.press('Enter')
  await nav.getByRole('link', { name: 'Jobs' }).click()
  await expect(page).toHaveURL(/\/en\/career\/jobs$/)
  await expect(career).toHaveAttribute('aria-expanded', 'false')
  await expect(career).toHaveAttribute('aria-current', 'true')
  await expect(nav.locator('a[href="/en/career/jobs"]')).toHaveAttribute('aria-current', 'page') // in the closed menu
  // on a phone the menu is in the drawer, with the same disclosures
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('link', { name: 'Menu' }).click()
  const drawerCareer = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Career' })
  await drawerCareer.click()
  await expect(drawerCareer).toHaveAttribute('aria-expanded', 'true')
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

/** The breadcrumbs as shown, and as structured data. */
async function trails(page: Page) {
  const shown = await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => ({ name: link.textContent, item: new URL(link.getAttribute('href') ?? '', location.href).href })))
  const list = await jsonLdNode(page, 'BreadcrumbList')
  const data = (list['itemListElement'] as Array<{ name: string; item: string; position: number }>).map(({ name, item }) => ({ name, item }))
  return { shown, data }
}

test('breadcrumbs: the trail from the navigation, the current page last, the same as the BreadcrumbList', async ({ page, problems }) => {
  // only the page itself is marked current, in the trail and in the menu
  await page.goto('/en/career/jobs')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(['Jobs'])
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).locator('a[aria-current="page"]')).toHaveCount(1)
  const { shown, data } = await trails(page)
  expect(shown.map((crumb) => crumb.name)).toEqual(['Home', 'Career', 'Jobs'])
  expect(data).toEqual(shown)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last()).toHaveAttribute('aria-current', 'page')
  // a detail page: its own title last, its structured data kept beside the trail
  const title = (await page.locator('.data-table tbody tr td:first-child a').first().textContent()) ?? ''
  await page.locator('.data-table tbody tr td:first-child a').first().click()
  await expect(page.locator('h1')).toHaveText(title)
  await page.reload()
  const detail = await trails(page)
  expect(detail.shown.map((crumb) => crumb.name)).toEqual(['Home', 'Career', title])
  expect(detail.data).toEqual(detail.shown)
  expect(await jsonLdNode(page, 'JobPosting')).toMatchObject({ title })
  // none on the home
  await page.goto('/de')
  await expect(page.getByRole('navigation', { name: 'Brotkrumennavigation' })).toHaveCount(0)
  expect(problems).toEqual([])
})

test("an app's detail on a page the menus hide has that page in its trail: Home › Industries › the industry", async ({ page, problems }) => {
  await page.goto('/en/industries/automotive')
  const { shown, data } = await trails(page)
  expect(shown.map((crumb) => crumb.name)).toEqual(['Home', 'Industries', 'Automotive'])
  expect(shown[1]?.item).toMatch(/\/en\/industries$/)
  expect(data).toEqual(shown)
  expect(problems).toEqual([])
})

test('the footer: the nine group companies, the legal pages in every language, cookie settings', async ({ page, request, problems }) => {
  test.slow() // pages in every language of a brand
  await page.goto('/mocom/en/career/jobs')
  const companies = page.getByRole('navigation', { name: 'Group companies' }).getByRole('link')
  await expect(companies).toHaveCount(9)
  expect(await companies.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toContain('/mocom/en')
  const legal = page.getByRole('navigation', { name: 'Legal' })
  await expect(legal.getByRole('link')).toHaveText(['Imprint', 'Privacy policy', 'Terms of sale'])
  await legal.getByRole('link', { name: 'Imprint' }).click()
  await expect(page).toHaveURL(/\/mocom\/en\/imprint$/)
  await expect(page.locator('h1')).toHaveText('Imprint')
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('button', { name: 'Cookie settings' }).click()
  await expect(page.getByRole('dialog', { name: /Settings/ })).toBeVisible()
  await page.keyboard.press('Escape')
  // every brand has its legal pages in each of its languages, one click from every page
  for (const brand of brands) {
    for (const lang of brand.languages) {
      for (const legalPage of ['imprint', 'privacy', 'terms-of-sale']) {
        const response = await request.get(`/${brand.prefix}/${lang}/${legalPage}`)
        expect(response.status(), `${brand.id} ${lang} ${legalPage}`).toBe(200)
      }
    }
  }
  expect(problems).toEqual([])
})

test('the group home presents its nine companies as tiles with a line and a link', async ({ page, problems }) => {
  await page.goto('/otto-acme-group/en')
  const tiles = page.locator('.group-company-tile')
  await expect(tiles).toHaveCount(9)
  await expect(tiles.filter({ hasText: 'MOCOM' }).getByRole('link', { name: 'MOCOM' })).toHaveAttribute('href', '/mocom/en')
  await expect(tiles.filter({ hasText: 'MOCOM' })).toContainText('Custom-coloured and modified compounds and masterbatches')
  expect(problems).toEqual([])
})

test('the quick links lead to markets, brands and downloads where the brand has them, and into the client area where it has one', async ({
  page,
  problems,
}) => {
  test.slow() // three brands, four pages and an axe run
  const quickLinks = (target: Page) => target.getByRole('navigation', { name: /^(Quick links|Schnellzugriff)$/ }).getByRole('link')
  // in the header's one row two or more quick links share a menu (ADR 038): opened, all show
  const showQuickLinks = async (target: Page) => {
    const menu = target.getByRole('navigation', { name: /^(Quick links|Schnellzugriff)$/ }).getByRole('button')
    if ((await menu.count()) === 0) return
    await hydrated(menu)
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
  }
  for (const [home, expected] of [
    ['/mocom/en', ['Brands', 'Downloads', 'Customer login']],
    ['/wipag/en', ['Downloads']],
    ['/de', ['Marken', 'Märkte', 'Downloads', 'Kundenlogin']],
    ['/en', ['Brands', 'Markets', 'Downloads', 'Customer login']],
  ] as const) {
    await page.goto(home)
    await showQuickLinks(page)
    await expect(quickLinks(page), home).toHaveText([...expected])
  }
  await expectNoAxeViolations(page)
  for (const [name, path, heading] of [
    ['Markets', '/en/markets', 'Markets'],
    ['Brands', '/en/brands', 'Brands'],
    ['Downloads', '/en/downloads', 'Downloads'],
    ['Customer login', '/en/orders', 'Log in to the client area'],
  ] as const) {
    const link = quickLinks(page).filter({ hasText: name })
    await showQuickLinks(page)
    await hydrated(link)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible()
    await showQuickLinks(page) // a new page closes the menu
    await expect(link).toHaveAttribute('aria-current', 'page')
  }
  expect(problems).toEqual([])
})

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the menu button opens the navigation, the quick links, the search and the languages in a drawer that keeps focus and returns it', async ({
    page,
    problems,
  }) => {
    test.slow() // an axe run with the drawer open
    await page.goto('/en/career/jobs')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
    const menu = page.getByRole('link', { name: 'Menu' })
    await hydrated(menu)
    await menu.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(drawer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About us' })).toBeVisible()
    await expect(drawer.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Customer login' })).toBeVisible()
    await expect(drawer.getByLabel('Search the website')).toBeVisible()
    await expect(drawer.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' })).toBeVisible()
    // focus stays inside while it is open
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await expectNoAxeViolations(page)
    // Escape closes it and focus returns to the menu button
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
    // a second level opens inside the drawer; following a link closes it on the new page
    await menu.click()
    await drawer.getByRole('button', { name: 'Career' }).click()
    await drawer.getByRole('link', { name: 'Jobs' }).click()
    await expect(page).toHaveURL(/\/en\/career\/jobs$/)
    await expect(drawer).toBeHidden()
    await menu.click()
    await drawer.getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL(/\/en\/about$/)
    await expect(drawer).toBeHidden()
    await expect(page.locator('h1').first()).toBeInViewport()
    expect(problems).toEqual([])
  })

  test('without JavaScript the menu button is a link to the menu', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/mocom/en/about')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav).toBeHidden()
    await page.getByRole('link', { name: 'Menu' }).click()
    await expect(page).toHaveURL(/#site-menu$/)
    await expect(nav.getByRole('link', { name: 'About us' })).toBeVisible()
    await page.getByRole('link', { name: 'Close menu' }).click()
    await expect(nav).toBeHidden()
    await context.close()
  })

  test("the page's first heading is in view without scrolling, on every brand home and app page", async ({ page }) => {
    test.slow() // fifteen pages
    const paths = [
      ...brands.map((brand) => `/${brand.prefix}/en`),
      '/en/about',
      '/en/career/jobs',
      '/en/search?q=polyamide',
      '/htf/en/htf-products',
      '/en/info-center/press',
      '/en/contact',
    ]
    for (const path of paths) {
      await page.goto(path)
      // the first heading a visitor sees (a brand home's h1 is for screen readers; its stage title shows)
      const heading = page.locator('main :is(h1, h2):not(.visually-hidden)').first()
      await expect(heading, path).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => window.scrollY), path).toBe(0)
    }
  })
})

test.describe('crawl: following links only from each brand home', () => {
  for (const brand of brands) {
    test(`${brand.id}: every app page within two clicks, no broken internal link`, async ({ baseURL, request }) => {
      test.slow()
      const home = `/${brand.prefix}/en`
      const result = await crawl(new URL(home, baseURL), { within: `/${brand.prefix}/`, maxDepth: 2, maxPages: 1500, maxMs: 120_000 })
      expect(result.broken).toEqual([])
      for (const [name, path] of appPages) {
        const exists = (await request.get(`${home}${path}`, { maxRedirects: 0 })).status() === 200
        if (exists) expect(clicksTo(result.depths, `${home}${path}`), `${name} of ${brand.id}`).toBeLessThanOrEqual(2)
      }
      // the brand's job board at least: every brand has one
      expect(clicksTo(result.depths, `${home}/career/jobs`)).toBeLessThanOrEqual(2)
    })
  }
})
