/** Domain types of stories (press, blog, case studies) and events, shared by server and browser. */
import type { ImageSources } from '#app/cms/image-sources.ts'

/** Where a story list reads from: a stories folder of the site (`/{cmsSite}/press`). */
export type StoryFolder = 'press' | 'blog' | 'case-studies'

/** A story's picture; it shows next to the title, so it is decorative (`alt=""`). */
export type StoryImage = ImageSources

export interface StorySummary {
  id: string
  name: string
  title: string
  lead: string
  /** `YYYY-MM-DD`. */
  date: string
  image?: StoryImage | undefined
  tags: string[]
}

export interface Story extends StorySummary {
  /** Sanitized rich text. */
  html: string
  /** Where the story sits in Magnolia (`/albis/press/2025/…`): its site and folder. */
  path: string
  author?: string | undefined
  market?: string | undefined
  /** ISO date-time of the last change. */
  modified?: string | undefined
}

export interface StoryTopic {
  name: string
  title: string
}

/** One page of a story list and whether more follow. */
export interface StoryPage {
  stories: StorySummary[]
  hasMore: boolean
}

export interface SiteEvent {
  id: string
  name: string
  title: string
  description: string
  location: string
  online: boolean
  link?: string | undefined
  /** ISO instants (with offset). */
  start: string
  end: string
  /** IANA time zone of the venue (`Europe/Berlin`). */
  timeZone: string
  tags: string[]
}
