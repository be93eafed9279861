import ICAL from 'ical.js'
import { backendUrl, extraPort } from '../playwright.config.ts'
import { clearFault, expect, expectNoAxeViolations, hydrated, notFoundDocument, setFault, startSite, test, jsonLdNode, jsonLdNodes } from './support.ts'

interface DeliveryStory {
  '@id': string
  name: string
  title: string
  date: string
  'mgnl:created': string
}

/** Stories straight from the embedded Magnolia, newest first: what a view must show. */
async function delivered(query: string): Promise<DeliveryStory[]> {
  const response = await fetch(`${backendUrl}/.rest/delivery/stories/v1?orderBy=created%20desc&limit=1000&${query}`)
  return ((await response.json()) as { results: DeliveryStory[] }).results
}

const storyCards = '.stories .story-card'

test('a deep link renders its year, topic and pages on the server, also without script', async ({ browser, request }) => {
  const expected = await delivered('@ancestor=/albis/press/2025&tags=sustainability&lang=en')
  expect(expected.length).toBeGreaterThan(0)
  const html = await (await request.get('/en/info-center/press?year=2025&topic=sustainability&pages=2')).text()
  const dates = [...html.matchAll(/<time class="story-date" dateTime="([^"]+)"/g)].map((match) => match[1])
  expect(dates).toEqual(expected.slice(0, 18).map((story) => story.date))
  expect(dates.every((date) => date?.startsWith('2025'))).toBe(true)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/info-center/press?pages=2')
  await expect(page.locator(storyCards)).toHaveCount(18)
  const all = await delivered('@ancestor=/albis/press&lang=en')
  await expect(page.locator(`${storyCards} h3`)).toHaveText(all.slice(0, 18).map((story) => story.title))
  const more = page.getByRole('link', { name: 'Load more' })
  await expect(more).toHaveAttribute('href', '/en/info-center/press?pages=3')
  await more.click()
  await expect(page).toHaveURL(/pages=3$/)
  await expect(page.locator(storyCards)).toHaveCount(27)

  // the filter form works without script; invalid values fall back
  await page.getByLabel('Year').selectOption('2024')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/year=2024/)
  const dates2024 = await page.locator(`${storyCards} time`).evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
  expect(dates2024.length).toBeGreaterThan(0)
  expect(dates2024.every((date) => date?.startsWith('2024'))).toBe(true)
  await page.goto('/en/info-center/press?year=1999&topic=nothing&pages=x')
  await expect(page.locator(storyCards)).toHaveCount(9)
  await expect(page.getByLabel('Year')).toHaveValue('')
  await context.close()
})

test('load more by keyboard appends nine, replaces the URL and moves focus to the first new story', async ({ page, problems }) => {
  await page.goto('/en/info-center/blog?utm_source=mail', { waitUntil: 'networkidle' })
  await expect(page.locator(storyCards)).toHaveCount(9)
  const historyLength = await page.evaluate(() => history.length)
  // pressed before hydration the link is a plain link, which loads the next page as a new history entry
  const loadMore = page.getByRole('link', { name: 'Load more' })
  await hydrated(loadMore)
  await loadMore.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(storyCards)).toHaveCount(18)
  await expect(page).toHaveURL(/\/en\/info-center\/blog\?utm_source=mail&pages=2$|\/en\/info-center\/blog\?pages=2&utm_source=mail$/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
  const tenth = page.locator(`${storyCards} h3 a`).nth(9)
  await expect(tenth).toBeFocused()
  const expected = await delivered('@ancestor=/albis/blog&lang=en')
  await expect(tenth).toHaveText(expected[9]?.title ?? '')

  // a filter is a choice: it pushes, starts at the first page, and back restores the view
  await page.getByLabel('Topic').selectOption('recycling')
  await expect(page).toHaveURL(/topic=recycling/)
  await expect(page).not.toHaveURL(/pages=/)
  await expect(page.locator('.story-list')).toHaveAttribute('aria-busy', 'false')
  const recycling = await delivered('@ancestor=/albis/blog&tags=recycling&lang=en')
  await expect(page.locator(`${storyCards} h3`)).toHaveText(recycling.slice(0, 9).map((story) => story.title))
  await page.goBack()
  await expect(page).toHaveURL(/pages=2/)
  await expect(page.locator(storyCards)).toHaveCount(18)
  await expect(page.getByLabel('Topic')).toHaveValue('')
  expect(problems).toEqual([])
})

test('a story page has its metadata, canonical, image and NewsArticle or BlogPosting', async ({ page, problems }) => {
  const [newest] = await delivered('@ancestor=/albis/press&lang=de')
  await page.goto('/de/info-center/press', { waitUntil: 'networkidle' })
  await page.locator(`${storyCards} h3 a`).first().click()
  await expect(page.getByRole('heading', { level: 1, name: newest?.title })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/de/info-center/press~${newest?.name}~s(=|%3D)${newest?.['@id']}~$`))
  await expect(page).toHaveTitle(`${newest?.title ?? ''} | ALBIS Distribution`)
  await page.reload()
  const jsonLd = await jsonLdNode(page, 'NewsArticle')
  expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: newest?.title, datePublished: newest?.date })
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/info-center\/press~.+~s(=|%3D).+~$/)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/dam\/jcr:.+\.webp$/)
  await expect(page.locator('time').first()).toHaveAttribute('datetime', newest?.date ?? '')

  const [groupPost] = await delivered('@ancestor=/group/blog&lang=en')
  await page.goto(`/otto-acme-group/en/info-center/blog~${groupPost?.name}~s=${groupPost?.['@id']}~`)
  const blogLd = await jsonLdNode(page, 'BlogPosting')
  expect(blogLd).toMatchObject({ '@type': 'BlogPosting', headline: groupPost?.title })
  expect(problems).toEqual([])
})

test('an unknown story is a 404 with the not-found help; a wrong name redirects to the story', async ({ page, request, problems }) => {
  const response = await page.goto('/en/info-center/press~gone~s=00000000-0000-0000-0000-000000000000~')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Story was not found' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible()
  expect(problems.filter((problem) => !notFoundDocument.test(problem))).toEqual([])

  const [story] = await delivered('@ancestor=/albis/press&lang=en')
  const moved = await request.get(`/en/info-center/press~old-name~s=${story?.['@id']}~`, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers()['location']).toContain(`press~${story?.name}~`)
})

test('site search links press results to their story pages', async ({ page }) => {
  await page.goto('/en/search?q=warehouse&type=press', { waitUntil: 'networkidle' })
  const result = page.locator('.search-result-title a').first()
  const title = await result.textContent()
  await result.click()
  await expect(page).toHaveURL(/\/en\/info-center\/press~.+~s(=|%3D).+~$/)
  await expect(page.locator('.story-title')).toHaveText(title ?? '')
})

test('events: upcoming first, past behind a toggle, filters, Event JSON-LD', async ({ page, problems }) => {
  await page.goto('/en/info-center/events', { waitUntil: 'networkidle' })
  const upcoming = page.locator('.events > .event-list .event-card')
  const starts = await upcoming.locator('time').evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')))
  expect(starts.length).toBeGreaterThan(0)
  expect(starts).toEqual([...starts].sort((a, b) => a - b))
  const past = page.locator('.events-past')
  await expect(past.locator('.event-card').first()).toBeHidden()
  await past.locator('summary').click()
  await expect(past.locator('.event-card').first()).toBeVisible()
  const events = (await jsonLdNodes(page)).filter((node) => node['@type'] === 'Event')
  expect(events).toHaveLength(starts.length)
  expect(events[0]).toMatchObject({ '@type': 'Event', startDate: expect.any(String), endDate: expect.any(String) })

  await page.getByLabel('Year').selectOption('2027')
  await expect(page).toHaveURL(/year=2027/)
  // every 2027 event is still to come
  await expect(page.locator('.events-past')).toHaveCount(0)
  await expect(page.locator('.events > .event-list')).toHaveAttribute('aria-busy', 'false')
  const years = await page.locator('.events .event-card time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')?.slice(0, 4)))
  expect(years.length).toBeGreaterThan(0)
  expect(new Set(years)).toEqual(new Set(['2027']))
  expect(problems).toEqual([])
})

test('add to calendar: the .ics parses and holds start, end and time zone; Google and Outlook links', async ({ page, request }) => {
  await page.goto('/en/info-center/events')
  const card = page.locator('.events > .event-list .event-card').first()
  const start = (await card.locator('time').getAttribute('datetime')) ?? ''
  const title = (await card.locator('.event-title').textContent()) ?? ''
  const href = (await card.getByRole('link', { name: 'Calendar file (.ics)' }).getAttribute('href')) ?? ''
  const id = /\/([^/]+)\.ics$/.exec(href)?.[1]
  const raw = (
    (await (await fetch(`${backendUrl}/.rest/delivery/events/v1?@ancestor=/albis&limit=500&lang=all`)).json()) as { results: Array<Record<string, string>> }
  ).results.find((event) => event['@id'] === id)
  expect(raw?.['from-datetime']).toBe(start)

  const download = page.waitForEvent('download')
  await card.getByRole('link', { name: 'Calendar file (.ics)' }).click()
  expect((await download).suggestedFilename()).toMatch(/\.ics$/)
  const response = await request.get(href)
  expect(response.headers()['content-type']).toContain('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined)
  expect(event.summary).toBe(title)
  expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(raw?.['from-datetime'] ?? ''))
  expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(raw?.['to-datetime'] ?? ''))
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(raw?.['timezone'])

  const google = new URL((await card.getByRole('link', { name: 'Google Calendar', exact: true }).getAttribute('href')) ?? '')
  expect(google.searchParams.get('ctz')).toBe(raw?.['timezone'])
  expect(google.searchParams.get('dates')?.split('/')[0]).toBe(new Date(start).toISOString().replace(/[-:]/g, '').replace('.000', ''))
  const outlook = new URL((await card.getByRole('link', { name: 'Outlook', exact: true }).getAttribute('href')) ?? '')
  expect(outlook.searchParams.get('startdt')).toBe(new Date(start).toISOString())
  expect((await request.get('/calendar/albis/en/nothing.ics')).status()).toBe(404)
})

test('feeds are RSS 2.0 with the newest stories, advertised on the list', async ({ page }) => {
  await page.goto('/de/info-center/press')
  const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]')
  await expect(feed).toHaveAttribute('href', '/feeds/albis/de/press.xml')
  const expected = await delivered('@ancestor=/albis/press&lang=de')
  const parsed = await page.evaluate(async () => {
    const text = await (await fetch('/feeds/albis/de/press.xml')).text()
    const xml = new DOMParser().parseFromString(text, 'application/xml')
    return {
      error: xml.querySelector('parsererror')?.textContent ?? null,
      root: xml.documentElement.nodeName,
      version: xml.documentElement.getAttribute('version'),
      titles: [...xml.querySelectorAll('item > title')].map((node) => node.textContent),
      links: [...xml.querySelectorAll('item > link')].map((node) => node.textContent ?? ''),
    }
  })
  expect(parsed.error).toBeNull()
  expect(parsed).toMatchObject({ root: 'rss', version: '2.0' })
  expect(parsed.titles).toEqual(expected.slice(0, 20).map((story) => story.title))
  const firstLink = new URL(parsed.links[0] ?? '')
  expect((await page.request.get(firstLink.pathname)).status()).toBe(200)
})

test('markets list their case studies; a case study page has metadata', async ({ page, problems }) => {
  await page.goto('/en/search', { waitUntil: 'networkidle' })
  // the search page's entrance link (the header's quick links name Markets too)
  await page.getByRole('main').getByRole('link', { name: 'Markets' }).click()
  await page.getByRole('link', { name: /Case studies: Medical technology/ }).click()
  await expect(page).toHaveURL(/\/en\/markets\/medical$/)
  const studies = page.locator('.case-studies .story-card')
  await expect(studies).toHaveCount((await delivered('@ancestor=/albis/case-studies&market=medical&lang=en')).length)
  const title = (await studies.first().locator('h3').textContent()) ?? ''
  await studies.first().locator('h3 a').click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle(`${title} | ALBIS Distribution`)
  await page.reload()
  const jsonLd = await jsonLdNode(page, 'Article')
  expect(jsonLd).toMatchObject({ '@type': 'Article', headline: title })
  expect(problems).toEqual([])
})

test('a failing stories upstream shows a message in the visitor language with a retry', async ({ page }) => {
  test.slow()
  // an instance of its own: the fault switches its stories endpoint off, not the one other tests read meanwhile
  const site = await startSite(extraPort(34), {})
  const prefix = '/.rest/delivery/stories/v1'
  try {
    await setFault({ pathPrefix: prefix, mode: 'error' }, site.backendUrl)
    await page.goto(`${site.url}/otto-acme-group/de/info-center/blog?topic=people&year=2021`)
    await expect(page.getByRole('alert')).toContainText('Die Beiträge konnten nicht geladen werden.')
    await clearFault(prefix, site.backendUrl)
    // the button works once React has hydrated it (CI: a click before that did nothing)
    await hydrated(page.getByRole('button', { name: 'Erneut versuchen' }))
    await page.getByRole('button', { name: 'Erneut versuchen' }).click()
    await expect(page.locator(storyCards).first()).toBeVisible()
  } finally {
    await site.stop()
  }
})

test.describe('press, story, events, market and case study pages pass axe at 375 and 1280 px', () => {
  const storyPath = async (query: string, path: (story: DeliveryStory) => string) => {
    const [story] = await delivered(query)
    return story ? path(story) : ''
  }
  const pages: Array<[string, () => Promise<string>]> = [
    ['press list', async () => '/en/info-center/press?pages=2'],
    ['press story', () => storyPath('@ancestor=/albis/press&lang=en', (story) => `/en/info-center/press~${story.name}~s=${story['@id']}~`)],
    ['events with past events open', async () => '/zh/info-center/events'],
    ['market', async () => '/en/markets/packaging'],
    [
      'case study',
      () => storyPath('@ancestor=/albis/case-studies&market=packaging&lang=en', (story) => `/en/markets/packaging/case-study~${story.name}~s=${story['@id']}~`),
    ],
  ]
  for (const [name, path] of pages) {
    test(name, async ({ page }) => {
      test.slow() // two full axe runs
      await page.goto(await path(), { waitUntil: 'networkidle' })
      await page.evaluate(() => document.querySelectorAll('details.events-past').forEach((details) => details.setAttribute('open', '')))
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await expectNoAxeViolations(page)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no horizontal scroll at ${width}`).toBe(true)
      }
    })
  }
})
