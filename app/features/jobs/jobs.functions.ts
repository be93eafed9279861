/** Server functions of the job board and job detail; the language is an input, the API key stays here. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { input } from '#app/server/input.ts'
import { brandIds, cmsSiteOf } from '#config/brands.ts'
import { languages } from '#config/languages.ts'
import { type JobBoardView, buildJobBoard } from './job-board.ts'
import { parseJobBoardSearch } from './job-board-search.ts'
import type { DynamicJobContent, Job } from './job.ts'
import { dynamicJobContent, publishedJob, publishedJobs, relatedJobs } from './jobs.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'

type JobBoardResult = ({ status: 'ok' } & JobBoardView) | { status: 'error' }

/** One page of the board for the params: the browser never receives the whole list. */
export const getJobBoard = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), params: z.record(z.string(), z.unknown()).transform(parseJobBoardSearch) })))
  .handler(async ({ data }): Promise<JobBoardResult> => {
    try {
      return { status: 'ok', ...buildJobBoard(await publishedJobs(data.lang, cmsSiteOf(data.brand)), data.params, data.lang) }
    } catch (error) {
      logAppFailure('jobs', 'board', error)
      return { status: 'error' }
    }
  })

export interface JobSummary {
  id: string
  title: string
  location: string
}

type JobDetailResult =
  | { status: 'ok'; job: Job; dynamicContent: DynamicJobContent | null; departmentJobs: JobSummary[]; companyJobs: JobSummary[] }
  | { status: 'not-found' }
  | { status: 'error' }

const summary = (job: Pick<Job, 'id' | 'title' | 'location'>): JobSummary => ({ id: job.id, title: job.title, location: job.location })

/** A job with its department's content and related jobs; `recheck` is the not-found screen's retry. */
export const getJobDetail = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), id: z.string().min(1).max(64), recheck: z.boolean().optional() })))
  .handler(async ({ data }): Promise<JobDetailResult> => {
    try {
      const job = await publishedJob(data.lang, cmsSiteOf(data.brand), data.id, { recheck: data.recheck === true })
      if (!job) return { status: 'not-found' }
      const [dynamicContent, related] = await Promise.all([
        job.department ? dynamicJobContent(job, data.lang).catch(() => undefined) : Promise.resolve(undefined),
        relatedJobs(job, data.lang),
      ])
      return {
        status: 'ok',
        job,
        dynamicContent: dynamicContent ?? null,
        departmentJobs: related.department.map(summary),
        companyJobs: related.company.map(summary),
      }
    } catch (error) {
      logAppFailure('jobs', 'detail', error)
      return { status: 'error' }
    }
  })
