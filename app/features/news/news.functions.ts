/** The newest press stories of a brand (spec section 7: stories, `created desc`, limit 9, an ancestor). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { brandIds, brandTable, constants, languages } from '../../../app.config.ts'
import { cmsBaseUrl, serverEnv } from '../../server/env.server.ts'
import { fetchJson } from '../../server/upstream.server.ts'
import { SwrCache } from '../../server/swr-cache.server.ts'

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

export const getNews = createServerFn({ method: 'GET' })
  .validator(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), limit: z.number().int().min(1).max(constants.stories.pageSize) }))
  .handler(async ({ data }): Promise<NewsItem[] | null> => {
    const site = brandTable(serverEnv().PUBLIC_PRODUCT_WORD)[data.brand].cmsSite
    const query = new URLSearchParams({ '@ancestor': `/${site}/press`, orderBy: constants.stories.defaultOrder, limit: String(data.limit), lang: data.lang })
    try {
      return await cache.get(`${site}:${data.lang}:${data.limit}`, async () =>
        storiesSchema.parse(await fetchJson(`${cmsBaseUrl()}/.rest/delivery/stories/v1?${query}`)).results.map((story) => ({
          id: story['@id'],
          name: story.name ?? story['@name'],
          title: story.title,
          lead: story.lead ?? '',
          date: story.date ?? '',
        })),
      )
    } catch {
      return null
    }
  })
