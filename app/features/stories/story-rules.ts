/**
 * The rules of story lists and events, as pure functions (tests/story-rules.test.ts): which
 * filters hold, which slice of a list a view shows, upcoming and past events, dates in the
 * visitor's language and the venue's time zone.
 */
import * as constants from '#config/constants.ts'
import type { SiteEvent } from './story.ts'
import type { StoryListParams } from './story-list-params.ts'
import { formatCalendarDay } from '#app/site/day-format.ts'

const pageSize = constants.stories.pageSize

/** The filters that hold: a year or topic the site does not have falls back to none. */
export function effectiveParams(params: StoryListParams, years: readonly string[], topics: readonly string[]): StoryListParams {
  return {
    year: params.year !== undefined && years.includes(params.year) ? params.year : undefined,
    topic: params.topic !== undefined && topics.includes(params.topic) ? params.topic : undefined,
    pages: params.pages,
  }
}

/** The stories `pages` load-more pages show: from the first, `pages` × 9. */
export function firstPages(pages: number): { offset: number; limit: number } {
  return { offset: 0, limit: pages * pageSize }
}

/** The stories one more page appends after `pages` pages. */
export function nextPage(pages: number): { offset: number; limit: number } {
  return { offset: pages * pageSize, limit: pageSize }
}

/** Years newest first (the years of a stories folder are its sub-folders). */
export function sortedYears(names: readonly string[]): string[] {
  return names.filter((name) => /^\d{4}$/.test(name)).sort((a, b) => b.localeCompare(a))
}

/** The calendar year of an instant in a time zone (an event on 31 December in New York is in that year). */
export function yearIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(new Date(instant))
}

export interface EventView {
  upcoming: SiteEvent[]
  past: SiteEvent[]
  years: string[]
  topics: string[]
}

/**
 * Events for a view: filtered by year (in the venue's time zone) and topic; upcoming (not yet
 * ended) soonest first, past most recent first. Years and topics are those of every event.
 */
export function eventView(events: readonly SiteEvent[], params: Pick<StoryListParams, 'year' | 'topic'>, now: Date): EventView {
  const years = [...new Set(events.map((event) => yearIn(event.start, event.timeZone)))].sort((a, b) => b.localeCompare(a))
  const topics = [...new Set(events.flatMap((event) => event.tags))].sort()
  const shown = events.filter(
    (event) =>
      (params.year === undefined || yearIn(event.start, event.timeZone) === params.year) && (params.topic === undefined || event.tags.includes(params.topic)),
  )
  const byStart = (a: SiteEvent, b: SiteEvent) => Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id)
  return {
    upcoming: shown.filter((event) => Date.parse(event.end) >= now.getTime()).sort(byStart),
    past: shown.filter((event) => Date.parse(event.end) < now.getTime()).sort((a, b) => byStart(b, a)),
    years,
    topics,
  }
}

/** A story's date (`YYYY-MM-DD`) in the visitor's language: `3 November 2025`. */
export function storyDateLabel(date: string, lang: string): string {
  return formatCalendarDay(date, lang, 'long')
}

/** When an event takes place, in the venue's time zone and the visitor's language, with the zone named. */
export function eventTimeLabel(event: Pick<SiteEvent, 'start' | 'end' | 'timeZone'>, lang: string): string {
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: event.timeZone })
  const zone = new Intl.DateTimeFormat(lang, { timeZoneName: 'short', timeZone: event.timeZone })
    .formatToParts(new Date(event.start))
    .find((part) => part.type === 'timeZoneName')?.value
  return `${format.formatRange(new Date(event.start), new Date(event.end))}${zone ? ` (${zone})` : ''}`
}

const compactUtc = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** "Add to Google Calendar": the event's instants in UTC and its time zone (`ctz`). */
export function googleCalendarUrl(event: SiteEvent): string {
  const url = new URL('https://calendar.google.com/calendar/render')
  url.searchParams.set('action', 'TEMPLATE')
  url.searchParams.set('text', event.title)
  url.searchParams.set('dates', `${compactUtc(event.start)}/${compactUtc(event.end)}`)
  url.searchParams.set('ctz', event.timeZone)
  url.searchParams.set('details', event.link ? `${event.description}\n${event.link}` : event.description)
  url.searchParams.set('location', event.location)
  return url.toString()
}

/** "Add to Outlook": Outlook on the web's compose link, instants in UTC. */
export function outlookCalendarUrl(event: SiteEvent): string {
  const url = new URL('https://outlook.live.com/calendar/0/deeplink/compose')
  url.searchParams.set('path', '/calendar/action/compose')
  url.searchParams.set('rru', 'addevent')
  url.searchParams.set('subject', event.title)
  url.searchParams.set('startdt', new Date(event.start).toISOString())
  url.searchParams.set('enddt', new Date(event.end).toISOString())
  url.searchParams.set('body', event.link ? `${event.description}\n${event.link}` : event.description)
  url.searchParams.set('location', event.location)
  return url.toString()
}

/** Where an event's calendar file is served: `/calendar/{brand}/{lang}/{event id}.ics`. */
export function eventIcsPath(brand: string, lang: string, id: string): string {
  return `/calendar/${encodeURIComponent(brand)}/${lang}/${encodeURIComponent(id)}.ics`
}
