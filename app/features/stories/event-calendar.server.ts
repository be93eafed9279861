/**
 * An event's calendar file (RFC 5545), written with the `ics` library (ADR 010). `ics` writes no
 * `TZID`/`VTIMEZONE`, so start and end are exact instants in UTC (`…Z`), which every calendar
 * shows in its owner's zone; the venue's zone is named in `X-WR-TIMEZONE` and in the description.
 */
import { createEvent } from 'ics'
import type { SiteEvent } from './story.ts'

export function eventIcs(event: SiteEvent, productId: string): string {
  const { error, value } = createEvent({
    productId,
    uid: `${event.id}@${productId}`,
    title: event.title,
    description: [event.description, `${event.timeZone}`, event.link].filter(Boolean).join('\n'),
    location: event.location,
    ...(event.link ? { url: event.link } : {}),
    start: Date.parse(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    categories: event.tags,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  })
  if (error || !value) throw error ?? new Error('The calendar file could not be written')
  return value.replace('BEGIN:VCALENDAR\r\n', `BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:${event.timeZone}\r\n`)
}
