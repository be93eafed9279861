/**
 * Stories and events from Magnolia's delivery endpoints on the one upstream client
 * (docs/contracts.md, "Upstream calls"): story lists newest first (`orderBy=created desc`, a year
 * is a sub-folder of the kind's folder, a topic a `tags` filter), story details (first result),
 * the years of a folder (`@nodes`), the tags (limit 100) and a site's events (limit 500,
 * `lang=all`). Answers are parsed with zod at this boundary and cached (stale-while-revalidate,
 * last good copy on failure); rich text is sanitized before it is cached.
 */
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { imageSources } from '#app/cms/image-sources.ts'
import { sanitizeRichText } from '#app/cms/rich-text.server.ts'
import { isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import type { SiteEvent, Story, StoryFolder, StoryImage, StoryPage, StorySummary, StoryTopic } from './story.ts'
import { sortedYears } from './story-rules.ts'

const assetSchema = z.object({
  '@link': z.string(),
  metadata: z.object({ width: z.coerce.number().optional(), height: z.coerce.number().optional() }).optional(),
  renditions: z.unknown().optional(),
})
/** A multi-value property: a list, or one string when it holds one value. */
const listSchema = z.union([z.array(z.string()), z.string().transform((value) => [value])])

const storySchema = z.object({
  '@id': z.string(),
  '@name': z.string(),
  '@path': z.string(),
  name: z.string().optional(),
  title: z.string(),
  lead: z.string().optional(),
  text: z.string().optional(),
  date: z.string().optional(),
  'mgnl:created': z.string().optional(),
  'mgnl:lastModified': z.string().optional(),
  image: z.union([assetSchema, z.string()]).optional(),
  tags: listSchema.optional(),
  author: z.string().optional(),
  market: z.string().optional(),
})
type StoryNode = z.infer<typeof storySchema>

const storiesSchema = z.object({ results: z.array(storySchema) })
const foldersSchema = z.object({ '@nodes': z.array(z.string()) })
const tagsSchema = z.object({ tags: z.array(z.object({ name: z.string(), title: z.string() })) })
const eventsSchema = z.object({ results: z.array(z.record(z.string(), z.unknown())) })

const cacheOptions = { ttlMs: constants.cmsCache.ttlMs, maxEntries: 500 }
const pages = new SwrCache<StoryPage>({ ...cacheOptions, name: 'story-pages' })
const folders = new SwrCache<string[]>({ ...cacheOptions, name: 'story-years' })
const topics = new SwrCache<StoryTopic[]>({ ...cacheOptions, name: 'story-tags' })
const details = new SwrCache<Story | null>({ ...cacheOptions, name: 'story-details' })
const eventLists = new SwrCache<Array<Record<string, unknown>>>({ ...cacheOptions, name: 'events', maxEntries: 20 })

function imageOf(image: StoryNode['image']): StoryImage | undefined {
  if (!image || typeof image === 'string' || !image['@link'].startsWith('/')) return undefined
  return imageSources(image)
}

function summaryOf(node: StoryNode): StorySummary {
  return {
    id: node['@id'],
    name: node.name ?? node['@name'],
    title: node.title,
    lead: node.lead ?? '',
    date: node.date ?? node['mgnl:created']?.slice(0, 10) ?? '',
    image: imageOf(node.image),
    tags: node.tags ?? [],
  }
}

interface StoryFilters {
  year?: string | undefined
  /** A tag (`tags={topic}`). */
  topic?: string | undefined
  /** A case study's market (`market={market}`). */
  market?: string | undefined
}

/** One slice of a folder's stories, newest first, and whether more follow (one more is asked for). */
export function storyList(cmsSite: string, folder: StoryFolder, lang: Language, filters: StoryFilters, offset: number, limit: number): Promise<StoryPage> {
  const query = {
    '@ancestor': `/${cmsSite}/${folder}${filters.year ? `/${filters.year}` : ''}`,
    orderBy: constants.stories.defaultOrder,
    limit: limit + 1,
    offset,
    lang,
    ...(filters.topic ? { tags: filters.topic } : {}),
    ...(filters.market ? { market: filters.market } : {}),
  }
  return pages.get(JSON.stringify(query), async () => {
    const answer = await upstream('cms').get('/.rest/delivery/stories/v1', storiesSchema, { query })
    return { stories: answer.results.slice(0, limit).map(summaryOf), hasMore: answer.results.length > limit }
  })
}

/** The years of a stories folder (its sub-folders), newest first; none when the folder is missing. */
export function storyYears(cmsSite: string, folder: StoryFolder): Promise<string[]> {
  const path = `/.rest/delivery/stories/years/v1/${cmsSite}/${folder}`
  return folders.get(path, async () => {
    try {
      return sortedYears((await upstream('cms').get(path, foldersSchema))['@nodes'])
    } catch (error) {
      if (isNotFound(error)) return []
      throw error
    }
  })
}

/** The story topics (tags) in a language, at most 100. */
export function storyTopics(lang: Language): Promise<StoryTopic[]> {
  return topics.get(
    lang,
    async () => (await upstream('cms').get('/.rest/delivery/stories/tags/v1', tagsSchema, { query: { limit: constants.tags.limit, lang } })).tags,
  )
}

/** A story by id (`@jcr:uuid`), its text sanitized; `null` when there is none. */
export function storyDetails(id: string, lang: Language): Promise<Story | null> {
  return details.get(`${lang}:${id}`, async () => {
    const answer = await upstream('cms').get('/.rest/delivery/story-details/v1', storiesSchema, { query: { '@jcr:uuid': id, lang } })
    const node = answer.results[0]
    if (!node) return null
    return {
      ...summaryOf(node),
      html: sanitizeRichText(node.text ?? ''),
      path: node['@path'],
      author: node.author,
      market: node.market,
      modified: node['mgnl:lastModified'] ?? node['mgnl:created'],
    }
  })
}

function localized(node: Record<string, unknown>, key: string, lang: Language): string | undefined {
  const value = node[`${key}_${lang}`] ?? node[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** An event in a language from its node with every language's properties; `undefined` when it lacks a title or valid times. */
function eventOf(node: Record<string, unknown>, lang: Language): SiteEvent | undefined {
  const title = localized(node, 'title', lang)
  const start = node['from-datetime']
  const end = node['to-datetime'] ?? start
  const timeZone = typeof node['timezone'] === 'string' && isTimeZone(node['timezone']) ? node['timezone'] : 'UTC'
  if (!title || typeof start !== 'string' || typeof end !== 'string' || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) return undefined
  const link = localized(node, 'link', lang)
  const tags = node['tags']
  return {
    id: String(node['@id'] ?? ''),
    name: String(node['name'] ?? node['@name'] ?? ''),
    title,
    description: localized(node, 'description', lang) ?? '',
    location: localized(node, 'location', lang) ?? '',
    online: node['online'] === 'true' || node['online'] === true,
    link: link && /^https?:\/\//.test(link) ? link : undefined,
    start,
    end: Date.parse(end) >= Date.parse(start) ? end : start,
    timeZone,
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : typeof tags === 'string' ? [tags] : [],
  }
}

/** A site's events (at most 500) in a language, in Magnolia's order (`from-datetime asc`). */
export async function siteEvents(cmsSite: string, lang: Language): Promise<SiteEvent[]> {
  const nodes = await eventLists.get(cmsSite, async () => {
    const query = { '@ancestor': `/${cmsSite}`, orderBy: 'from-datetime asc', limit: constants.events.limit, offset: 0, lang: 'all' }
    return (await upstream('cms').get('/.rest/delivery/events/v1', eventsSchema, { query })).results
  })
  return nodes.flatMap((node) => eventOf(node, lang) ?? [])
}
