/** schema.org structured data of stories and events, for search engines' rich results. */
import type { SiteEvent, Story } from './story.ts'

function absolute(origin: string, path: string | undefined): string | undefined {
  return path === undefined ? undefined : new URL(path, origin).toString()
}

/** A press story is a `NewsArticle`, a blog post a `BlogPosting`, a case study an `Article`. */
export function storyJsonLd(
  story: Story,
  folder: 'press' | 'blog' | 'case-studies',
  page: { url: string; origin: string; publisher: string },
): Record<string, unknown> {
  const type = folder === 'press' ? 'NewsArticle' : folder === 'blog' ? 'BlogPosting' : 'Article'
  const image = absolute(page.origin, story.image?.src)
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: story.title.slice(0, 110),
    description: story.lead,
    datePublished: story.date,
    ...(story.modified ? { dateModified: story.modified } : {}),
    ...(image ? { image: [image] } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
    url: page.url,
    ...(story.tags.length > 0 ? { keywords: story.tags.join(', ') } : {}),
    author: story.author ? { '@type': 'Person', name: story.author } : { '@type': 'Organization', name: page.publisher },
    publisher: { '@type': 'Organization', name: page.publisher },
  }
}

/** One `Event` per event: online events take place at their link, others at their venue. */
export function eventsJsonLd(events: readonly SiteEvent[], organizer: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': events.map((event) => ({
      '@type': 'Event',
      name: event.title,
      description: event.description,
      startDate: event.start,
      endDate: event.end,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: event.online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
      location: event.online ? { '@type': 'VirtualLocation', url: event.link ?? '' } : { '@type': 'Place', name: event.location, address: event.location },
      organizer: { '@type': 'Organization', name: organizer },
      ...(event.link ? { url: event.link } : {}),
    })),
  }
}
