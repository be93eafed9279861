import { describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import { parseStoryListParams, storyListView } from '#app/features/stories/story-list-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import {
  effectiveParams,
  eventIcsPath,
  eventTimeLabel,
  eventView,
  firstPages,
  googleCalendarUrl,
  nextPage,
  outlookCalendarUrl,
  sortedYears,
  storyDateLabel,
  yearIn,
} from '#app/features/stories/story-rules.ts'
import { rfc822, rssFeed, storyFeedPath } from '#app/features/stories/story-feed.ts'
import { storyJsonLd } from '#app/features/stories/story-json-ld.ts'
import { eventIcs } from '#app/features/stories/event-calendar.server.ts'
import type { SiteEvent, Story } from '#app/features/stories/story.ts'
import { caseStudyPagePath, storyOfPath, storyPagePath } from '#app/site/story-path.ts'
import { cutBackCmsPath, needsPageMetadata } from '#app/site/cms-path.ts'

describe('press, blog and events params (year, topic, pages)', () => {
  it.each([
    [{}, { year: undefined, topic: undefined, pages: 1 }],
    [
      { year: '2025', topic: 'sustainability', pages: '2' },
      { year: '2025', topic: 'sustainability', pages: 2 },
    ],
    [
      { year: '25', topic: 'Sustainability!', pages: '0' },
      { year: undefined, topic: undefined, pages: 1 },
    ],
    [
      { year: ['2025'], topic: 7, pages: 'many' },
      { year: undefined, topic: undefined, pages: 1 },
    ],
    [{ pages: '2.5' }, { year: undefined, topic: undefined, pages: 1 }],
    [{ pages: '50' }, { year: undefined, topic: undefined, pages: 50 }],
    [{ pages: '51' }, { year: undefined, topic: undefined, pages: 1 }],
  ])('%j parses to %j', (search, expected) => {
    expect(parseStoryListParams(search)).toEqual(expected)
  })

  it('writes defaults out of the URL and keeps other params', () => {
    expect(viewLinkSearch(storyListView, { utm_source: 'mail', pages: '3' }, { year: undefined, topic: undefined, pages: 1 })).toEqual({
      utm_source: 'mail',
      year: undefined,
      topic: undefined,
      pages: undefined,
    })
    expect(viewLinkSearch(storyListView, {}, { year: '2024', topic: 'recycling', pages: 2 })).toEqual({ year: '2024', topic: 'recycling', pages: '2' })
  })

  it('falls back for a year or topic the site does not have', () => {
    expect(effectiveParams({ year: '1999', topic: 'sports', pages: 2 }, ['2025', '2024'], ['recycling'])).toEqual({
      year: undefined,
      topic: undefined,
      pages: 2,
    })
    expect(effectiveParams({ year: '2024', topic: 'recycling', pages: 1 }, ['2025', '2024'], ['recycling'])).toEqual({
      year: '2024',
      topic: 'recycling',
      pages: 1,
    })
  })

  it.each([
    [1, { offset: 0, limit: 9 }, { offset: 9, limit: 9 }],
    [2, { offset: 0, limit: 18 }, { offset: 18, limit: 9 }],
    [5, { offset: 0, limit: 45 }, { offset: 45, limit: 9 }],
  ])('pages=%i shows %j and load more asks for %j', (pages, shown, more) => {
    expect(firstPages(pages)).toEqual(shown)
    expect(nextPage(pages)).toEqual(more)
  })

  it('orders years newest first and ignores folders that are not years', () => {
    expect(sortedYears(['2020', 'drafts', '2026', '2023'])).toEqual(['2026', '2023', '2020'])
  })
})

describe('story paths', () => {
  it.each([
    ['/info-center/press~new-plant~s=8f2a-11~', { kind: 'press', name: 'new-plant', id: '8f2a-11' }],
    ['/info-center/blog~a~b~s=77ab~', { kind: 'blog', name: 'a~b', id: '77ab' }],
    ['/markets/medical/case-study~lighter-parts~s=c1~', { kind: 'case-study', name: 'lighter-parts', id: 'c1' }],
    ['/info-center/press', undefined],
    ['/info-center/press~no-id~', undefined],
    // the last story segment counts, wherever it is; the first segment too
    ['/markets/medical/case-study~a~s=c1~/case-study~b~s=c2~', { kind: 'case-study', name: 'b', id: 'c2' }],
    ['/info-center/press~a~s=p1~/photos', { kind: 'press', name: 'a', id: 'p1' }],
    ['/case-study~a~s=c1~', { kind: 'case-study', name: 'a', id: 'c1' }],
    ['case-study~a~s=c1~', { kind: 'case-study', name: 'a', id: 'c1' }],
    ['/info-center/blog~~s=b1~', { kind: 'blog', name: '', id: 'b1' }],
    ['/info-center/press~a~s=p1~x', undefined],
    ['/info-center/news~a~s=n1~', undefined],
    ['', undefined],
  ])('%s addresses %j', (path, story) => {
    expect(storyOfPath(path)).toEqual(story)
  })

  it('writes story and case study paths that read back', () => {
    expect(storyOfPath(storyPagePath('press', 'x', 'y'))).toEqual({ kind: 'press', name: 'x', id: 'y' })
    expect(caseStudyPagePath('/markets/medical', 'x', 'y')).toBe('/markets/medical/case-study~x~s=y~')
    expect(caseStudyPagePath('/markets/medical/', 'x', 'y')).toBe('/markets/medical/case-study~x~s=y~')
    expect(caseStudyPagePath('/', 'x', 'y')).toBe('/case-study~x~s=y~')
    expect(storyOfPath(caseStudyPagePath('/markets/medical', 'x', 'y'))).toEqual({ kind: 'case-study', name: 'x', id: 'y' })
  })

  it('a case study segment addresses its market page, which loads page metadata', () => {
    expect(cutBackCmsPath('/markets/medical/case-study~x~s=y~')).toBe('/markets/medical/')
    expect(needsPageMetadata('/markets/medical/case-study~x~s=y~')).toBe(true)
    expect(cutBackCmsPath('/markets/medical')).toBe('/markets/medical/')
    expect(needsPageMetadata('/markets/medical')).toBe(false)
  })
})

const event = (overrides: Partial<SiteEvent>): SiteEvent => ({
  id: 'e1',
  name: 'e1',
  title: 'K 2026',
  description: 'Meet us',
  location: 'Düsseldorf',
  online: false,
  link: 'https://events.example.com/k',
  start: '2026-10-08T09:00:00.000+02:00',
  end: '2026-10-15T18:00:00.000+02:00',
  timeZone: 'Europe/Berlin',
  tags: ['trade-fairs'],
  ...overrides,
})

describe('events: upcoming and past, years in the venue time zone', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const events = [
    event({ id: 'past', start: '2026-03-01T09:00:00.000+01:00', end: '2026-03-03T18:00:00.000+01:00' }),
    event({ id: 'running', start: '2026-11-22T09:00:00.000+01:00', end: '2026-11-24T18:00:00.000+01:00', tags: ['products'] }),
    // 31 December 2026 at 20:00 in New York is 1 January 2027 in UTC
    event({ id: 'new-year', start: '2026-12-31T20:00:00.000-05:00', end: '2026-12-31T22:00:00.000-05:00', timeZone: 'America/New_York', online: true }),
    event({ id: 'later', start: '2027-04-12T09:00:00.000+08:00', end: '2027-04-15T18:00:00.000+08:00', timeZone: 'Asia/Shanghai' }),
  ]

  it('lists upcoming events soonest first (a running one included) and past ones most recent first', () => {
    const view = eventView(events, {}, now)
    expect(view.upcoming.map((e) => e.id)).toEqual(['running', 'new-year', 'later'])
    expect(view.past.map((e) => e.id)).toEqual(['past'])
    expect(view.years).toEqual(['2027', '2026'])
    expect(view.topics).toEqual(['products', 'trade-fairs'])
  })

  it('filters by year in the venue time zone and by topic', () => {
    expect(yearIn('2026-12-31T20:00:00.000-05:00', 'America/New_York')).toBe('2026')
    expect(eventView(events, { year: '2026' }, now).upcoming.map((e) => e.id)).toEqual(['running', 'new-year'])
    expect(eventView(events, { year: '2027' }, now).upcoming.map((e) => e.id)).toEqual(['later'])
    expect(eventView(events, { topic: 'products' }, now).upcoming.map((e) => e.id)).toEqual(['running'])
  })

  it('shows times in the venue time zone with the zone named', () => {
    const label = eventTimeLabel(event({}), 'en')
    expect(label).toContain('9:00')
    expect(label).toContain('GMT+2')
    expect(eventTimeLabel(event({ start: '2027-04-12T09:00:00.000+08:00', end: '2027-04-12T11:00:00.000+08:00', timeZone: 'Asia/Shanghai' }), 'de')).toMatch(
      /09:00.*11:00.*GMT\+8/,
    )
    expect(storyDateLabel('2025-11-03', 'de')).toBe('3. November 2025')
  })

  it('links Google and Outlook with the instants in UTC', () => {
    const google = new URL(googleCalendarUrl(event({})))
    expect(google.searchParams.get('dates')).toBe('20261008T070000Z/20261015T160000Z')
    expect(google.searchParams.get('ctz')).toBe('Europe/Berlin')
    expect(google.searchParams.get('text')).toBe('K 2026')
    const outlook = new URL(outlookCalendarUrl(event({})))
    expect(outlook.searchParams.get('startdt')).toBe('2026-10-08T07:00:00.000Z')
    expect(outlook.searchParams.get('enddt')).toBe('2026-10-15T16:00:00.000Z')
    expect(eventIcsPath('albis', 'en', 'e1')).toBe('/calendar/albis/en/e1.ics')
  })
})

describe('event calendar file (ics)', () => {
  it('parses strictly and holds start, end, time zone and text', () => {
    const source = eventIcs(event({ title: 'K 2026; Halle 8, Stand A', description: 'Line one\nLine two' }), 'albis.acme')
    const calendar = new ICAL.Component(ICAL.parse(source))
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Berlin')
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined)
    expect(vevent.summary).toBe('K 2026; Halle 8, Stand A')
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-10-08T07:00:00.000Z')
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-10-15T16:00:00.000Z')
    expect(vevent.startDate.zone.tzid).toBe('UTC')
    expect(vevent.location).toBe('Düsseldorf')
    expect(vevent.uid).toBe('e1@albis.acme')
    expect(vevent.description).toContain('Line one\nLine two')
  })
})

describe('RSS feed', () => {
  const story = { id: 's1', name: 'a', title: 'Fish & <chips> "now"', lead: "It's here", date: '2025-11-03', tags: ['recycling'] }

  it('dates items in RFC 822', () => {
    expect(rfc822('2025-11-03')).toBe('Mon, 03 Nov 2025 00:00:00 GMT')
  })

  it('writes RSS 2.0 with a self link and one item per story', () => {
    const xml = rssFeed(
      { title: 'Press', description: 'Press', link: 'https://x.example/en/info-center/press', self: 'https://x.example/feeds/albis/en/press.xml', lang: 'en' },
      [{ story, url: 'https://x.example/en/info-center/press~a~s=s1~' }],
    )
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')
    expect(xml).toContain('<atom:link href="https://x.example/feeds/albis/en/press.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain(
      '<item><title>Fish &amp; &lt;chips&gt; &quot;now&quot;</title><link>https://x.example/en/info-center/press~a~s=s1~</link><guid isPermaLink="false">s1</guid><pubDate>Mon, 03 Nov 2025 00:00:00 GMT</pubDate><description>It&apos;s here</description><category>recycling</category></item>',
    )
    expect(storyFeedPath('albis', 'de', 'blog')).toBe('/feeds/albis/de/blog.xml')
  })
})

describe('story JSON-LD', () => {
  const story: Story = {
    id: 's1',
    name: 'a',
    title: 'T',
    lead: 'L',
    date: '2025-11-03',
    tags: ['recycling'],
    html: '<p>x</p>',
    path: '/albis/press/2025/a',
    image: { src: '/dam/jcr:1/a.svg' },
  }
  it.each([
    ['press', 'NewsArticle'],
    ['blog', 'BlogPosting'],
    ['case-studies', 'Article'],
  ] as const)('%s is a %s with absolute URLs', (folder, type) => {
    const ld = storyJsonLd(story, folder, {
      url: 'https://x.example/en/info-center/press~a~s=s1~',
      origin: 'https://x.example',
      publisher: 'ALBIS Distribution',
    })
    expect(ld).toMatchObject({
      '@type': type,
      headline: 'T',
      datePublished: '2025-11-03',
      image: ['https://x.example/dam/jcr:1/a.svg'],
      publisher: { name: 'ALBIS Distribution' },
    })
  })
})
