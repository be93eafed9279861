/** Server functions of the job board and job detail; the language is an input, the API key stays here. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { input } from '#app/server/input.ts'
import { brandIds, cmsSiteOf, languages } from '#app.config.ts'
import { type JobBoardView, buildJobBoard } from './job-board.ts'
import { jobBoardParamsSchema } from './job-board-params.ts'
import type { DynamicJobContent, Job } from './job.ts'
import { dynamicJobContent, publishedJob, publishedJobs } from './jobs.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'

export type JobBoardResult = ({ status: 'ok' } & JobBoardView) | { status: 'error' }

/** One page of the board for the params: the browser never receives the whole list. */
export const getJobBoard = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), params: jobBoardParamsSchema })))
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

export type JobDetailResult =
  | { status: 'ok'; job: Job; dynamicContent: DynamicJobContent | null; moreJobs: JobSummary[] }
  | { status: 'not-found' }
  | { status: 'error' }

export const getJobDetail = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), id: z.string().min(1).max(64) })))
  .handler(async ({ data }): Promise<JobDetailResult> => {
    try {
      const cmsSite = cmsSiteOf(data.brand)
      const job = await publishedJob(data.lang, cmsSite, data.id)
      if (!job) return { status: 'not-found' }
      const [dynamicContent, jobs] = await Promise.all([
        job.department ? dynamicJobContent(job.department, data.lang).catch(() => undefined) : Promise.resolve(undefined),
        publishedJobs(data.lang, cmsSite).catch(() => []),
      ])
      const moreJobs = jobs
        .filter((other) => other.division === job.division && other.id !== job.id)
        .slice(0, 5)
        .map((other) => ({ id: other.id, title: other.title, location: other.location }))
      return { status: 'ok', job, dynamicContent: dynamicContent ?? null, moreJobs }
    } catch (error) {
      logAppFailure('jobs', 'detail', error)
      return { status: 'error' }
    }
  })

