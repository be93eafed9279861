/**
 * The RSS 2.0 feed of a brand's press stories or blog posts in one language (ADR 010): the newest
 * stories, each linked to its story page, with `atom:link rel="self"`.
 */
import type { BrandId } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import { xmlText } from '#app/site/xml.ts'
import type { StorySummary } from './story.ts'

export type FeedKind = 'press' | 'blog'

/** Where a feed is served: `/feeds/{brand}/{lang}/{press|blog}.xml`. */
export function storyFeedPath(brand: BrandId, lang: Language, kind: FeedKind): string {
  return `/feeds/${brand}/${lang}/${kind}.xml`
}

/** RFC 822 date of a `YYYY-MM-DD` story date (midnight UTC), as RSS 2.0 wants it. */
export function rfc822(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`)
  return new Date(Number.isNaN(time) ? 0 : time).toUTCString()
}

interface FeedChannel {
  title: string
  description: string
  /** The list page (absolute). */
  link: string
  /** This feed (absolute). */
  self: string
  lang: Language
}

export function rssFeed(channel: FeedChannel, items: ReadonlyArray<{ story: StorySummary; url: string }>): string {
  const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`
  const entries = items.map(({ story, url }) =>
    [
      '<item>',
      element('title', story.title),
      element('link', url),
      `<guid isPermaLink="false">${xmlText(story.id)}</guid>`,
      element('pubDate', rfc822(story.date)),
      element('description', story.lead),
      ...story.tags.map((tag) => element('category', tag)),
      '</item>',
    ].join(''),
  )
  const newest = items[0]?.story.date
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.lang),
    `<atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', rfc822(newest))] : []),
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
