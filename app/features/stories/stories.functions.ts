/** Server functions of stories and events; the language is an input (docs/architecture.md). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { input } from '#app/server/input.ts'
import { brandIds, cmsSiteOf } from '#config/brands.ts'
import * as constants from '#config/constants.ts'
import { languages } from '#config/languages.ts'
import type { SiteEvent, Story, StoryPage, StorySummary, StoryTopic } from './story.ts'
import { type StoryListParams, maxPages, parseStoryListParams } from './story-list-params.ts'
import { type EventView, effectiveParams, eventTimeLabel, eventView, firstPages, nextPage } from './story-rules.ts'
import { siteEvents, storyDetails, storyList, storyTopics, storyYears } from './stories.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'

const site = { brand: z.enum(brandIds), lang: z.enum(languages) }
const listFolder = z.enum(['press', 'blog'])
/** A list's params: the lists' one reader, whose invalid values are their defaults. */
const listParams = z.record(z.string(), z.unknown()).transform(parseStoryListParams)
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/)

function failed(what: string, error: unknown): { status: 'error' } {
  logAppFailure('stories', what, error)
  return { status: 'error' }
}

/** The newest press stories of a brand, for the news component. */
export const getNews = createServerFn({ method: 'GET' })
  .validator(input(z.object({ ...site, limit: z.number().int().min(1).max(constants.stories.pageSize) })))
  .handler(async ({ data }): Promise<StorySummary[] | null> =>
    storyList(cmsSiteOf(data.brand), 'press', data.lang, {}, 0, data.limit)
      .then((page) => page.stories)
      .catch(() => null),
  )

export type StoryListResult = ({ status: 'ok'; params: StoryListParams; years: string[]; topics: StoryTopic[] } & StoryPage) | { status: 'error' }

/** A press or blog list view: its first `pages` × 9 stories, with the years and topics to filter by. */
export const getStoryList = createServerFn({ method: 'GET' })
  .validator(input(z.object({ ...site, folder: listFolder, params: listParams })))
  .handler(async ({ data }): Promise<StoryListResult> => {
    try {
      const cmsSite = cmsSiteOf(data.brand)
      const [years, topics] = await Promise.all([storyYears(cmsSite, data.folder), storyTopics(data.lang)])
      const params = effectiveParams(
        data.params,
        years,
        topics.map((topic) => topic.name),
      )
      const { offset, limit } = firstPages(params.pages)
      const page = await storyList(cmsSite, data.folder, data.lang, params, offset, limit)
      return { status: 'ok', params, years, topics, ...page }
    } catch (error) {
      return failed('list', error)
    }
  })

type MoreStoriesResult = ({ status: 'ok' } & StoryPage) | { status: 'error' }

/** The page of stories "Load more" appends after `pages` pages (filters already checked by the list). */
export const getMoreStories = createServerFn({ method: 'GET' })
  .validator(
    input(
      z.object({
        ...site,
        folder: listFolder,
        year: z
          .string()
          .regex(/^\d{4}$/)
          .optional(),
        topic: slug.optional(),
        pages: z
          .number()
          .int()
          .min(1)
          .max(maxPages - 1),
      }),
    ),
  )
  .handler(async ({ data }): Promise<MoreStoriesResult> => {
    try {
      const { offset, limit } = nextPage(data.pages)
      return { status: 'ok', ...(await storyList(cmsSiteOf(data.brand), data.folder, data.lang, data, offset, limit)) }
    } catch (error) {
      return failed('more', error)
    }
  })

type StoryResult = { status: 'ok'; story: Story } | { status: 'not-found' } | { status: 'error' }

/** One press story, blog post or case study of the brand; another brand's or kind's story is not found. */
export const getStory = createServerFn({ method: 'GET' })
  .validator(input(z.object({ ...site, folder: z.enum(['press', 'blog', 'case-studies']), id: z.string().regex(/^[\w-]{1,64}$/) })))
  .handler(async ({ data }): Promise<StoryResult> => {
    try {
      const story = await storyDetails(data.id, data.lang)
      if (!story || !story.path.startsWith(`/${cmsSiteOf(data.brand)}/${data.folder}/`)) return { status: 'not-found' }
      return { status: 'ok', story }
    } catch (error) {
      return failed('story', error)
    }
  })

/** An event with when it takes place, written once on the server (browsers' date formats differ in spacing). */
export type ListedEvent = SiteEvent & { when: string }

type EventsResult =
  | ({ status: 'ok'; params: Pick<StoryListParams, 'year' | 'topic'>; topics: StoryTopic[]; upcoming: ListedEvent[]; past: ListedEvent[] } & Pick<
      EventView,
      'years'
    >)
  | { status: 'error' }

/** The events view: upcoming and past events of the brand, filtered by year and topic. */
export const getEvents = createServerFn({ method: 'GET' })
  .validator(input(z.object({ ...site, params: listParams })))
  .handler(async ({ data }): Promise<EventsResult> => {
    try {
      const [events, tags] = await Promise.all([siteEvents(cmsSiteOf(data.brand), data.lang), storyTopics(data.lang).catch(() => [])])
      const all = eventView(events, {}, new Date())
      const params = effectiveParams(data.params, all.years, all.topics)
      const view = eventView(events, params, new Date())
      const topics = view.topics.map((name) => tags.find((tag) => tag.name === name) ?? { name, title: name })
      const listed = (event: SiteEvent): ListedEvent => ({ ...event, when: eventTimeLabel(event, data.lang) })
      return {
        status: 'ok',
        params: { year: params.year, topic: params.topic },
        years: view.years,
        topics,
        upcoming: view.upcoming.map(listed),
        past: view.past.map(listed),
      }
    } catch (error) {
      return failed('events', error)
    }
  })

type CaseStudiesResult = { status: 'ok'; stories: StorySummary[] } | { status: 'error' }

/** The case studies of a market, newest first (at most 100). */
export const getCaseStudies = createServerFn({ method: 'GET' })
  .validator(input(z.object({ ...site, market: slug })))
  .handler(async ({ data }): Promise<CaseStudiesResult> => {
    try {
      const page = await storyList(cmsSiteOf(data.brand), 'case-studies', data.lang, { market: data.market }, 0, 100)
      return { status: 'ok', stories: page.stories }
    } catch (error) {
      return failed('case studies', error)
    }
  })
