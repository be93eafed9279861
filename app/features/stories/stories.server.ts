/** Stories from Magnolia's `stories` delivery endpoint, newest first (`orderBy=created desc`). */
import { z } from 'zod'
import { type Language, constants } from '#app.config.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'

export interface NewsItem {
  id: string
  name: string
  title: string
  lead: string
  date: string
}

const storiesSchema = z.object({
  results: z.array(z.object({ '@id': z.string(), '@name': z.string(), title: z.string(), lead: z.string().optional(), date: z.string().optional(), name: z.string().optional() })),
})

const cache = new SwrCache<NewsItem[]>({ ttlMs: constants.cmsCache.ttlMs, maxEntries: 100 })

/** The newest press stories of a Magnolia site (its `press` folder). */
export function newestPressStories(cmsSite: string, lang: Language, limit: number): Promise<NewsItem[]> {
  const query = { '@ancestor': `/${cmsSite}/press`, orderBy: constants.stories.defaultOrder, limit, lang }
  return cache.get(`${cmsSite}:${lang}:${limit}`, async () => {
    const answer = await upstream('cms').get('/.rest/delivery/stories/v1', storiesSchema, { query })
    return answer.results.map((story) => ({
      id: story['@id'],
      name: story.name ?? story['@name'],
      title: story.title,
      lead: story.lead ?? '',
      date: story.date ?? '',
    }))
  })
}
