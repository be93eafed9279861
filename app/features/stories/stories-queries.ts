import { queryOptions } from '@tanstack/react-query'
import type { BrandId } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import type { StoryListParams } from './story-list-params.ts'
import { getCaseStudies, getEvents, getNews, getStory, getStoryList } from './stories.functions.ts'

/** How many stories the news component shows. */
const newsLimit = 3

export const newsQuery = (brand: BrandId, lang: Language) =>
  queryOptions({
    queryKey: ['stories', 'news', brand, lang, newsLimit],
    queryFn: () => getNews({ data: { brand, lang, limit: newsLimit } }),
    staleTime: 60_000,
  })

/** A press or blog list view; "Load more" writes the next view's data into its key before it navigates. */
export const storyListQuery = (brand: BrandId, lang: Language, folder: 'press' | 'blog', params: StoryListParams) =>
  queryOptions({
    queryKey: ['stories', 'list', brand, lang, folder, params.year ?? null, params.topic ?? null, params.pages],
    queryFn: () => getStoryList({ data: { brand, lang, folder, params } }),
    staleTime: 60_000,
  })

export const storyQuery = (brand: BrandId, lang: Language, folder: 'press' | 'blog' | 'case-studies', id: string) =>
  queryOptions({ queryKey: ['stories', 'story', brand, lang, folder, id], queryFn: () => getStory({ data: { brand, lang, folder, id } }), staleTime: 60_000 })

export const eventsQuery = (brand: BrandId, lang: Language, filters: Pick<StoryListParams, 'year' | 'topic'>) =>
  queryOptions({
    queryKey: ['stories', 'events', brand, lang, filters.year ?? null, filters.topic ?? null],
    queryFn: () => getEvents({ data: { brand, lang, params: { year: filters.year, topic: filters.topic, pages: 1 } } }),
    staleTime: 60_000,
  })

export const caseStudiesQuery = (brand: BrandId, lang: Language, market: string) =>
  queryOptions({
    queryKey: ['stories', 'case-studies', brand, lang, market],
    queryFn: () => getCaseStudies({ data: { brand, lang, market } }),
    staleTime: 60_000,
  })
