import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { BrandId } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import type { JobBoardParams } from './job-board-search.ts'
import { getJobBoard, getJobDetail } from './jobs.functions.ts'

export const jobBoardQuery = (brand: BrandId, lang: Language, params: JobBoardParams) =>
  queryOptions({
    queryKey: ['jobs', 'board', brand, lang, params],
    queryFn: () => getJobBoard({ data: { brand, lang, params } }),
    staleTime: 60_000,
  })

export const jobDetailQuery = (brand: BrandId, lang: Language, id: string) =>
  queryOptions({
    queryKey: ['jobs', 'detail', brand, lang, id],
    queryFn: () => getJobDetail({ data: { brand, lang, id } }),
    staleTime: 60_000,
  })

/** The not-found screen's retry: the server looks again for a job it remembers as missing; the answer replaces the detail's. */
export function recheckJobDetail(queryClient: QueryClient, brand: BrandId, lang: Language, id: string) {
  return queryClient.fetchQuery({ ...jobDetailQuery(brand, lang, id), queryFn: () => getJobDetail({ data: { brand, lang, id, recheck: true } }), staleTime: 0 })
}
