/** The newest press stories of a brand, for the news component. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { input } from '#app/server/input.ts'
import { brandIds, cmsSiteOf, constants, languages } from '#app.config.ts'
import { type NewsItem, newestPressStories } from './stories.server.ts'


export const getNews = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), limit: z.number().int().min(1).max(constants.stories.pageSize) })))
  .handler(async ({ data }): Promise<NewsItem[] | null> => newestPressStories(cmsSiteOf(data.brand), data.lang, data.limit).catch(() => null))
