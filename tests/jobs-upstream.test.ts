import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { embeddedRecruitingKey } from '../backend/jobs/jobs-routes.ts'
import { startSeedBackend } from './helpers/backend.ts'
import type * as JobsServer from '#app/features/jobs/jobs.server.ts'

/** The jobs client against the embedded recruiting API over HTTP. */
describe('jobs from the recruiting API', () => {
  let backend: RunningBackend
  let jobsServer: typeof JobsServer
  beforeAll(async () => {
    backend = await startSeedBackend()
    vi.stubEnv('CMS_URL', backend.url)
    vi.stubEnv('RECRUITING_API_URL', `${backend.url}/recruiting/v1`)
    vi.stubEnv('RECRUITING_API_KEY', embeddedRecruitingKey)
    vi.stubEnv('JOBS_SHEET_URL', `${backend.url}/ext/jobs`)
    jobsServer = await import('#app/features/jobs/jobs.server.ts')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await backend.close()
  })
  afterEach(() => backend.faults.clear())

  const recruitingRequests = () => backend.requestLog.filter((entry) => entry.startsWith('/recruiting/v1/job'))

  it('follows the pages up to links.last', async () => {
    backend.requestLog.length = 0
    const jobs = await jobsServer.fetchRecruitingJobs()
    expect(jobs).toHaveLength(backend.jobs.jobs.length)
    const pages = recruitingRequests().map((entry) => new URL(entry, 'http://x').searchParams.get('page'))
    expect(pages.sort()).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(recruitingRequests().every((entry) => entry.includes('finished_at=null') && entry.includes('page_size=25'))).toBe(true)
  })

  it('retries 5 times, then fails', async () => {
    backend.faults.set({ pathPrefix: '/recruiting/v1/job', mode: 'error', delayMs: 0 })
    backend.requestLog.length = 0
    await expect(jobsServer.fetchRecruitingJobs()).rejects.toMatchObject({ kind: 'server error' })
    expect(recruitingRequests()).toHaveLength(6) // the first try and 5 retries
  })

  it('publishes only what the rules allow, and hides German jobs in English', async () => {
    const now = new Date()
    const english = await jobsServer.publishedJobs('en', 'albis', now)
    const german = await jobsServer.publishedJobs('de', 'albis', now)
    expect(english.every((job) => job.websiteLanguage !== 'de')).toBe(true)
    expect(german.length).toBeGreaterThan(english.length)
    const ids = new Set(german.map((job) => job.id))
    for (const raw of backend.jobs.jobs) {
      const flag = raw.publish === 'yes' || raw.publish === 'Ja'
      const started = !raw.publish_date || new Date(raw.publish_date) <= now
      const running = !raw.end_date || new Date(raw.end_date) > now
      expect(ids.has(String(raw.id)), `job ${raw.id}`).toBe(flag && started && running)
    }
    expect(english.filter((job) => job.source === 'spreadsheet').map((job) => job.id)).toEqual(['S-1', 'S-3'])
    expect(english.find((job) => job.id === 'S-3')?.functions).toContain('Quality and research')
  })

  it('keeps serving the last good list when the recruiting API goes down', async () => {
    const before = await jobsServer.publishedJobs('en', 'mocom')
    backend.faults.set({ pathPrefix: '/recruiting/v1/', mode: 'error', delayMs: 0 })
    expect(await jobsServer.publishedJobs('en', 'mocom')).toEqual(before)
  })

  it('loads one job by id and answers null for unknown or unpublished ones', async () => {
    const published = backend.jobs.jobs.find((job) => job.publish === 'yes' && !job.publish_date && !job.end_date)
    expect((await jobsServer.publishedJob('en', 'albis', String(published?.id)))?.title).toBe(published?.title)
    expect(await jobsServer.publishedJob('en', 'albis', '999999')).toBeNull()
    const unpublished = backend.jobs.jobs.find((job) => job.publish === 'no')
    expect(await jobsServer.publishedJob('en', 'albis', String(unpublished?.id))).toBeNull()
  })

  it('rejects requests without the API key', async () => {
    expect((await fetch(`${backend.url}/recruiting/v1/job?page=1`)).status).toBe(401)
  })
})
