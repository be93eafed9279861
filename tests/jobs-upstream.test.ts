import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { embeddedRecruitingKey } from '../backend/jobs/jobs-routes.ts'
import type { RecruitingJob } from '../backend/jobs/seed-jobs.ts'
import { startSeedBackend } from './helpers/backend.ts'
import type * as JobsServer from '#app/features/jobs/jobs.server.ts'

/**
 * The jobs client against the embedded recruiting API over HTTP; both with a product word other
 * than the default, as an installation may have it, so a division read only with `acme` fails here.
 */
const productWord = 'kunst'

describe('jobs from the recruiting API', () => {
  let backend: RunningBackend
  let jobsServer: typeof JobsServer
  beforeAll(async () => {
    backend = await startSeedBackend({ productWord })
    vi.stubEnv('PUBLIC_PRODUCT_WORD', productWord)
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

  it("labels jobs with Magnolia's job functions in the visitor's language", async () => {
    const now = new Date()
    const finance = (jobs: Awaited<ReturnType<typeof jobsServer.publishedJobs>>) => jobs.find((job) => job.department === 'Finance')?.functions
    expect(finance(await jobsServer.publishedJobs('de', 'albis', now))).toEqual(['Finanzen und IT'])
    expect(finance(await jobsServer.publishedJobs('en', 'albis', now))).toEqual(['Finance and IT'])
    expect(finance(await jobsServer.publishedJobs('zh', 'albis', now))).toEqual(['财务与IT'])
    expect(backend.requestLog.some((entry) => entry.startsWith('/.rest/delivery/jobFunctions/v1') && entry.includes('lang=zh'))).toBe(true)
  })

  it('names, in its own language, the company and the city of every job in its text', async () => {
    const names: Record<string, string> = {
      okg: 'Otto Kunst Group',
      mocom: 'MOCOM',
      albis: 'ALBIS Distribution',
      kunst: 'Kunst Chemie',
      kunstCeramics: 'Kunst Ceramics',
      okNewBusiness: 'Otto Kunst New Business',
      okCorfu: 'Otto Kunst Corfu',
    }
    const germanCities = new Set(['Hamburg', 'Bremen', 'Düsseldorf', 'Selb'])
    for (const job of backend.jobs.jobs) {
      const text = job.job_contents.map((content) => `${content.title} ${content.content}`).join(' ')
      expect(text, `job ${job.id}`).toContain(names[job.company] ?? job.company)
      expect(text, `job ${job.id}`).toContain(job.location.city)
      if (job.website_language === 'de') {
        expect(germanCities.has(job.location.city), `job ${job.id} in ${job.location.city}`).toBe(true)
        expect(text, `job ${job.id}`).toMatch(/Ihre Aufgaben/)
        expect(text, `job ${job.id}`).not.toMatch(/\b(the|and|you|your)\b/)
      }
    }
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

  const isOpen = (raw: RecruitingJob, now: Date) =>
    (raw.publish === 'yes' || raw.publish === 'Ja') &&
    (!raw.publish_date || new Date(raw.publish_date) <= now) &&
    (!raw.end_date || new Date(raw.end_date) > now)

  it("reads the recruiting API's companies, written with the product word, as divisions", async () => {
    const jobs = await jobsServer.publishedJobs('de', 'group')
    const raw = new Map(backend.jobs.jobs.map((job) => [String(job.id), job.company]))
    expect(new Set(jobs.map((job) => job.division))).toEqual(new Set(['okg', 'mocom', 'albis', 'kunst', 'kunstCeramics', 'okNewBusiness', 'okCorfu']))
    for (const job of jobs.filter((candidate) => candidate.source === 'recruiting')) expect(job.division, job.id).toBe(raw.get(job.id))
    expect(jobs.find((job) => job.id === 'S-3')?.division).toBe('kunst')
  })

  it("lists a job's related jobs from the calls by department and by instance, 100 a page", async () => {
    const now = new Date()
    const raw = backend.jobs.jobs.find((candidate) => candidate.website_language === 'en' && isOpen(candidate, now))
    const job = await jobsServer.publishedJob('en', 'albis', String(raw?.id))
    expect(job).not.toBeNull()
    if (!raw || !job) return
    backend.requestLog.length = 0
    const related = await jobsServer.relatedJobs(job, 'en', now)
    const calls = recruitingRequests().map((entry) => Object.fromEntries(new URL(entry, 'http://x').searchParams))
    expect(calls).toEqual(
      expect.arrayContaining([
        { finished_at: 'null', page_size: '100', department_id: String(raw.department.id) },
        { finished_at: 'null', page_size: '100', instance_name: raw.instance_name },
      ]),
    )
    const others = (same: (candidate: RecruitingJob) => boolean) =>
      backend.jobs.jobs
        .filter((candidate) => same(candidate) && candidate.id !== raw.id && candidate.website_language === 'en' && isOpen(candidate, now))
        .slice(0, 5)
        .map((candidate) => String(candidate.id))
    expect(related.department.map((other) => other.id)).toEqual(others((candidate) => candidate.department.id === raw.department.id))
    expect(related.company.map((other) => other.id)).toEqual(others((candidate) => candidate.instance_name === raw.instance_name))
    expect(related.company.length).toBeGreaterThan(0)
  })

  it("reads the department's content for the job's company, with its images, else the department's own", async () => {
    const mocom = await jobsServer.dynamicJobContent({ department: 'Finance', division: 'mocom' }, 'en')
    expect(mocom).toMatchObject({ title: 'Finance at MOCOM', company: 'mocom', quoteTestimonial: 'Mira, Finance MOCOM' })
    expect(mocom?.quoteImage).toMatchObject({
      src: expect.stringMatching(/^\/dam\/jcr:[\w-]+\/job-quote-mira\.webp$/),
      srcSet: expect.stringMatching(/job-quote-mira-240w\.webp 240w, .+ 480w$/),
      alt: '',
      width: 480,
      height: 480,
    })
    expect(mocom?.additionalImage).toMatchObject({
      src: expect.stringMatching(/job-development-en\.webp$/),
      alt: 'A mentor talks a colleague through his development plan at a whiteboard',
    })
    const german = await jobsServer.dynamicJobContent({ department: 'Finance', division: 'mocom' }, 'de')
    expect(german).toMatchObject({
      title: 'Finanzen bei MOCOM',
      additionalImage: { src: expect.stringMatching(/job-development-de\.webp$/), alt: expect.stringMatching(/^Eine Mentorin/) },
    })
    const albis = await jobsServer.dynamicJobContent({ department: 'Sales', division: 'albis' }, 'en')
    expect(albis).toMatchObject({ title: 'Working in Sales', company: undefined, quoteImage: { src: expect.stringMatching(/job-quote-alex\.webp$/) } })
  })

  it('asks again about a job remembered as missing only on a recheck', async () => {
    const raw = backend.jobs.jobs.find((job) => job.publish === 'no' && !job.publish_date && !job.end_date)
    if (!raw) throw new Error('the seed has an unpublished job')
    const id = String(raw.id)
    expect(await jobsServer.publishedJob('en', 'mocom', id)).toBeNull()
    raw.publish = 'yes' // published meanwhile
    try {
      expect(await jobsServer.publishedJob('en', 'mocom', id)).toBeNull()
      expect((await jobsServer.publishedJob('en', 'mocom', id, { recheck: true }))?.title).toBe(raw.title)
    } finally {
      raw.publish = 'no'
    }
  })

  it('rejects requests without the API key', async () => {
    expect((await fetch(`${backend.url}/recruiting/v1/job?page=1`)).status).toBe(401)
  })
})
