import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import type { RunningBackend } from '../backend/server.ts'
import { repoRoot, startSeedBackend } from './helpers/backend.ts'
import type * as StoriesServer from '#app/features/stories/stories.server.ts'

type Yaml = Record<string, unknown>
const isNode = (value: unknown): value is Yaml => typeof value === 'object' && value !== null && 'jcr:primaryType' in value

/** The seed's stories of a folder, read straight from the YAML: an independent computation. */
function seedStories(site: string, folder: string): Array<{ id: string; created: number; date: string; tags: string[]; year: string }> {
  const root = parse(readFileSync(`${repoRoot}content/stories/stories.${site}.yaml`, 'utf8')) as Yaml
  const kind = (root[site] as Yaml)[folder] as Yaml
  return Object.entries(kind).flatMap(([year, node]) =>
    isNode(node)
      ? Object.values(node)
          .filter(isNode)
          .map((story) => ({
            id: String(story['jcr:uuid']),
            created: Date.parse(String(story['mgnl:created'])),
            date: String(story['date']),
            tags: (story['tags'] as string[] | undefined) ?? [],
            year,
          }))
      : [],
  )
}

/** Stories and events from the embedded Magnolia over HTTP, as the site reads them. */
describe('stories and events from Magnolia', () => {
  let backend: RunningBackend
  let stories: typeof StoriesServer
  beforeAll(async () => {
    backend = await startSeedBackend()
    vi.stubEnv('CMS_URL', backend.url)
    stories = await import('#app/features/stories/stories.server.ts')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await backend.close()
  })
  afterEach(() => backend.faults.clear())

  const get = async (path: string) => {
    const response = await fetch(`${backend.url}${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('has at least 60 press stories and 30 blog posts over 2020 to 2026 for albis and the group', () => {
    for (const site of ['albis', 'group']) {
      const press = seedStories(site, 'press')
      expect(press.length).toBeGreaterThanOrEqual(60)
      expect(seedStories(site, 'blog').length).toBeGreaterThanOrEqual(30)
      expect(new Set(press.map((story) => story.year))).toEqual(new Set(['2020', '2021', '2022', '2023', '2024', '2025', '2026']))
      expect(press.every((story) => story.tags.length > 0 && story.date.startsWith(story.year))).toBe(true)
    }
  })

  it('lists a year and topic newest first, in slices, as the seed has them', async () => {
    const expected = seedStories('albis', 'press')
      .filter((story) => story.year === '2025' && story.tags.includes('sustainability'))
      .sort((a, b) => b.created - a.created)
      .map((story) => story.id)
    expect(expected.length).toBeGreaterThan(2)
    const first = await stories.storyList('albis', 'press', 'en', { year: '2025', topic: 'sustainability' }, 0, 2)
    expect(first.stories.map((story) => story.id)).toEqual(expected.slice(0, 2))
    expect(first.hasMore).toBe(true)
    const rest = await stories.storyList('albis', 'press', 'en', { year: '2025', topic: 'sustainability' }, 2, 100)
    expect(rest.stories.map((story) => story.id)).toEqual(expected.slice(2))
    expect(rest.hasMore).toBe(false)
    expect([...first.stories, ...rest.stories].every((story) => story.date.startsWith('2025') && story.tags.includes('sustainability'))).toBe(true)
  })

  it('pages through every press story of a brand newest first, across years', async () => {
    const expected = seedStories('group', 'press')
      .sort((a, b) => b.created - a.created)
      .map((story) => story.id)
    const page = await stories.storyList('group', 'press', 'de', {}, 9, 9)
    expect(page.stories.map((story) => story.id)).toEqual(expected.slice(9, 18))
    expect(page.stories[0]?.image?.src).toMatch(/^\/dam\/jcr:.+\.webp$/)
    // the card picks from the renditions Magnolia lists beside the original
    expect(page.stories[0]?.image?.srcSet).toMatch(/^\/dam\/jcr:[\w-]+\/story-[\w-]+-600w\.webp 600w, \/dam\/jcr:[\w-]+\/story-[\w-]+\.webp 1200w$/)
  })

  it('reads the years of a folder from @nodes, the tags, and a story by id', async () => {
    expect(await stories.storyYears('albis', 'blog')).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020'])
    expect(await stories.storyYears('albis', 'case-studies')).toEqual([])
    const topics = await stories.storyTopics('de')
    expect(topics.find((topic) => topic.name === 'sustainability')).toEqual({ name: 'sustainability', title: 'Nachhaltigkeit' })
    const [first] = seedStories('albis', 'blog')
    const story = await stories.storyDetails(first?.id ?? '', 'zh')
    expect(story).toMatchObject({ id: first?.id, date: first?.date, path: expect.stringMatching(/^\/albis\/blog\/\d{4}\//) })
    expect(story?.html).toMatch(/^<p>/)
    expect(await stories.storyDetails('00000000-0000-0000-0000-000000000000', 'en')).toBeNull()
  })

  it('reads events with every language and their time zones, soonest first', async () => {
    const events = await stories.siteEvents('albis', 'de')
    expect(events).toHaveLength(24)
    expect(events.map((event) => Date.parse(event.start))).toEqual(events.map((event) => Date.parse(event.start)).sort((a, b) => a - b))
    expect(new Set(events.map((event) => event.timeZone)).size).toBeGreaterThanOrEqual(4)
    expect(events.some((event) => event.online) && events.some((event) => !event.online)).toBe(true)
    const english = await stories.siteEvents('albis', 'en')
    expect(events[0]?.title).not.toBe(english[0]?.title)
    const now = Date.now()
    expect(events.some((event) => Date.parse(event.end) < now) && events.some((event) => Date.parse(event.start) > now)).toBe(true)
    expect(
      backend.requestLog.some(
        (entry) =>
          entry.includes('/.rest/delivery/events/v1') &&
          entry.includes('limit=500') &&
          entry.includes('lang=all') &&
          entry.includes('orderBy=from-datetime+asc'),
      ),
    ).toBe(true)
  })

  it('speaks Magnolia delivery: @ancestor at any depth, filters, orderBy, limit, offset, lang=all', async () => {
    const { body } = await get('/.rest/delivery/stories/v1?@ancestor=/albis/case-studies&market=medical&orderBy=created%20asc&limit=2&offset=1&lang=all')
    const results = body['results'] as Array<Record<string, unknown>>
    expect(results).toHaveLength(2)
    expect(results.every((story) => story['market'] === 'medical' && typeof story['title_de'] === 'string')).toBe(true)
    expect(String(results[0]?.['mgnl:created']) <= String(results[1]?.['mgnl:created'])).toBe(true)
    expect((await get('/.rest/delivery/stories/v1?limit=-1')).status).toBe(400)
    expect((await get('/.rest/delivery/stories/v1?lang=fr')).status).toBe(400)
    expect((await get('/.rest/delivery/stories/years/v1/albis/nothing')).status).toBe(404)
    expect(((await get('/.rest/delivery/stories/tags/v1?limit=3')).body['tags'] as unknown[]).length).toBe(3)
    expect((await get('/.rest/delivery/story-details/v1')).status).toBe(400)
  })

  it('fails when Magnolia fails and the list was never loaded', async () => {
    backend.faults.set({ pathPrefix: '/.rest/delivery/stories/v1', mode: 'error', delayMs: 0 })
    await expect(stories.storyList('wipag', 'press', 'en', { topic: 'recycling' }, 0, 9)).rejects.toMatchObject({ kind: 'server error' })
  })
})
