/**
 * Jobs from the recruiting API (onlyfy/Prescreen v1: `apikey` header, `finished_at=null`,
 * `page_size=25`, pages up to `links.last`, 5 retries) and the spreadsheet, with job functions
 * from Magnolia; mapped into `Job`s by the publishing rules of job-rules.ts. Raw lists are cached
 * (stale-while-revalidate, last good list on outage); the rules run per request. The recruiting
 * API's `company` and `seniority` become the job's `division` and `level` here, at the boundary,
 * the division only when it names a company with the site's product word. A job page's related
 * jobs come from the calls by department and by instance (`page_size=100`, ADR 033).
 */
import { z } from 'zod'
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { imageSources } from '#app/cms/image-sources.ts'
import { sanitizeRichText } from '#app/cms/rich-text.server.ts'
import type { DynamicJobContent, Job, JobImage } from './job.ts'
import { asDivision, asLevel, dynamicContentFor, isCompleteRow, isPublished, isShownInLanguage, jobFunctionsOf, startOfWork } from './job-rules.ts'

const text = z.string().nullish()
const recruitingJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  short_handle: text,
  department: z.object({ id: z.number().int(), name: z.string() }).nullish(),
  company: text,
  instance_name: text,
  seniority: text,
  position_type: text,
  contract_type: text,
  start_of_work: text,
  has_immediate_start_of_work: z.boolean().nullish(),
  location: z.object({ city: text }).nullish(),
  website_language: text,
  website_cat: text,
  publish: text,
  publish_date: text,
  end_date: text,
  apply_url: text,
  job_contents: z.array(z.object({ title: text, content: text })).nullish(),
  created_at: text,
})
type RecruitingJob = z.infer<typeof recruitingJobSchema>

const listSchema = z.object({ data: z.array(recruitingJobSchema), links: z.object({ last: text }).nullish() })
const singleSchema = z.object({ data: recruitingJobSchema })
const sheetSchema = z.object({ values: z.array(z.array(z.union([z.string(), z.number()]).transform(String))) })
const functionsSchema = z.object({
  results: z.array(z.object({ title: z.string(), departments: z.array(z.string()).default([]), jobIds: z.array(z.string()).default([]) })),
})
type JobFunction = z.infer<typeof functionsSchema>['results'][number]

interface RawJobs {
  recruiting: RecruitingJob[]
  sheet: string[][]
}

function lastPage(link: string | null | undefined): number {
  if (!link) return 1
  const page = Number(new URL(link, 'http://link.invalid').searchParams.get('page'))
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 1000) : 1
}

/**
 * Every open job: page 1, then the pages up to `links.last`.
 * @public tests/jobs-upstream.test.ts imports this module once the environment is stubbed, where knip cannot follow the export.
 */
export async function fetchRecruitingJobs(): Promise<RecruitingJob[]> {
  const size = constants.jobs.recruitingPageSize
  const page = (number: number) => upstream('recruiting').get('/job', listSchema, { query: { finished_at: 'null', page_size: size, page: number } })
  const first = await page(1)
  const last = lastPage(first.links?.last)
  const rest = await Promise.all(Array.from({ length: last - 1 }, async (_, i) => (await page(i + 2)).data))
  return [...first.data, ...rest.flat()]
}

async function fetchRaw(): Promise<RawJobs> {
  const [recruiting, sheetRows] = await Promise.all([
    fetchRecruitingJobs(),
    upstream('jobsSheet')
      .get('', sheetSchema)
      .then((answer) => answer.values)
      .catch(() => []),
  ])
  return { recruiting, sheet: sheetRows }
}

const rawCache = new SwrCache<RawJobs>({ name: 'jobs', ttlMs: 60_000, maxEntries: 20 })

/** The job functions of `/global` and the site's folder, titled in the visitor's language (Magnolia's `lang`); none when Magnolia fails. */
async function fetchJobFunctions(cmsSite: string, lang: Language): Promise<JobFunction[]> {
  const functionsAt = (ancestor: string) =>
    upstream('cms')
      .get('/.rest/delivery/jobFunctions/v1', functionsSchema, { query: { limit: constants.jobs.functionsLimit, '@ancestor': ancestor, lang } })
      .then((answer) => answer.results)
      .catch(() => [])
  const [global, own] = await Promise.all([functionsAt('/global'), functionsAt(`/${cmsSite}`)])
  return [...global, ...own]
}

const functionsCache = new SwrCache<JobFunction[]>({ name: 'job-functions', ttlMs: 60_000, maxEntries: 40 })

function jobFunctions(cmsSite: string, lang: Language): Promise<JobFunction[]> {
  return functionsCache.get(`${cmsSite}:${lang}`, () => fetchJobFunctions(cmsSite, lang))
}

/** Maps a recruiting job; its contents (sanitized HTML, costly) only for a detail view. */
function fromRecruiting(job: RecruitingJob, now: Date, withContents: boolean, productWord: string): Omit<Job, 'functions'> {
  const language = job.website_language === 'de' || job.website_language === 'en' ? job.website_language : undefined
  const contract = job.contract_type === 'temporary' || job.contract_type === 'permanent' ? job.contract_type : undefined
  return {
    id: String(job.id),
    source: 'recruiting',
    title: job.title,
    department: job.department?.name ?? '',
    departmentId: job.department?.id,
    instance: job.instance_name ?? undefined,
    level: asLevel(job.seniority ?? undefined),
    positionType: job.position_type ?? undefined,
    contractType: contract,
    startOfWork: startOfWork(job.start_of_work, job.has_immediate_start_of_work ?? false, now),
    hasImmediateStartOfWork: job.has_immediate_start_of_work ?? false,
    shortHandle: job.short_handle ?? undefined,
    division: asDivision(job.company ?? job.instance_name ?? undefined, productWord),
    jobContents: withContents
      ? (job.job_contents ?? []).map((content) => ({ title: content.title ?? '', content: sanitizeRichText(content.content ?? '') }))
      : [],
    applyUrl: job.apply_url ?? '',
    location: job.location?.city ?? '',
    websiteLanguage: language,
    websiteCat: job.website_cat ?? undefined,
    datePosted: (job.publish_date ?? job.created_at ?? undefined)?.slice(0, 10),
    validThrough: job.end_date ?? undefined,
  }
}

/** Spreadsheet jobs: complete rows only; in English, German rows are excluded. */
export function spreadsheetJobs(values: readonly string[][], lang: Language, now: Date, productWord: string): Array<Omit<Job, 'functions'>> {
  const [header = [], ...rows] = values
  const column = (name: string) => header.indexOf(name)
  const cell = (row: readonly string[], name: string) => String(row[column(name)] ?? '').trim()
  return rows
    .filter((row) => isCompleteRow(row, column('title')))
    .filter((row) => isShownInLanguage(cell(row, 'language'), lang))
    .map((row) => ({
      id: cell(row, 'id'),
      source: 'spreadsheet' as const,
      title: cell(row, 'title'),
      department: cell(row, 'department'),
      departmentId: undefined,
      instance: undefined,
      level: asLevel(cell(row, 'seniority')),
      positionType: undefined,
      contractType:
        cell(row, 'contractType') === 'temporary' ? ('temporary' as const) : cell(row, 'contractType') === 'permanent' ? ('permanent' as const) : undefined,
      startOfWork: startOfWork(cell(row, 'startOfWork'), false, now),
      hasImmediateStartOfWork: cell(row, 'startOfWork') === '',
      shortHandle: undefined,
      division: asDivision(cell(row, 'company'), productWord),
      jobContents: cell(row, 'description') ? [{ title: '', content: sanitizeRichText(`<p>${cell(row, 'description')}</p>`) }] : [],
      applyUrl: cell(row, 'applyUrl'),
      location: cell(row, 'location'),
      websiteLanguage: cell(row, 'language') === 'de' ? ('de' as const) : ('en' as const),
      websiteCat: undefined,
      datePosted: undefined,
      validThrough: undefined,
    }))
}

function visibleRecruitingJobs(raw: readonly RecruitingJob[], lang: Language, now: Date, withContents: boolean) {
  const productWord = serverEnv().PUBLIC_PRODUCT_WORD
  return raw
    .filter((job) => isPublished({ publish: job.publish, publishDate: job.publish_date, endDate: job.end_date }, now))
    .filter((job) => isShownInLanguage(job.website_language ?? undefined, lang))
    .map((job) => fromRecruiting(job, now, withContents, productWord))
}

/** Published jobs per raw list, language and minute, with the function list they were labelled by: the rules depend on the clock, not on the request. */
const publishedByRaw = new WeakMap<RawJobs, Map<string, { functions: JobFunction[]; jobs: Job[] }>>()

/**
 * The published jobs for a language, with their job functions in that language (without their
 * contents: see `publishedJob`). Throws when the recruiting API is down and nothing is cached.
 */
export async function publishedJobs(lang: Language, cmsSite: string, now = new Date()): Promise<Job[]> {
  const [raw, functions] = await Promise.all([rawCache.get(cmsSite, fetchRaw), jobFunctions(cmsSite, lang)])
  const byKey = publishedByRaw.get(raw) ?? new Map<string, { functions: JobFunction[]; jobs: Job[] }>()
  publishedByRaw.set(raw, byKey)
  const key = `${lang}:${Math.floor(now.getTime() / 60_000)}`
  const cached = byKey.get(key)
  if (cached?.functions === functions) return cached.jobs
  const jobs = [...visibleRecruitingJobs(raw.recruiting, lang, now, false), ...spreadsheetJobs(raw.sheet, lang, now, serverEnv().PUBLIC_PRODUCT_WORD)].map(
    (job) => ({
      ...job,
      functions: jobFunctionsOf(job, functions),
    }),
  )
  const minute = key.slice(key.indexOf(':'))
  for (const old of byKey.keys()) if (!old.endsWith(minute)) byKey.delete(old) // one minute at a time
  byKey.set(key, { functions, jobs })
  return jobs
}

const dynamicContentSchema = z.object({
  results: z.array(z.record(z.string(), z.unknown())),
})

/** A DAM image as Magnolia's asset resolver writes it; only links to the site's `/dam/` pass-through count. */
const imageSchema = z.object({
  '@link': z.string().startsWith('/dam/'),
  metadata: z.object({ width: z.number().optional(), height: z.number().optional(), title: z.string().optional() }).optional(),
  renditions: z.unknown().optional(),
})

/**
 * The dynamic content of the job's department and company (`dynamicContentFor`); the English
 * variants (`titleEn`, `quoteImageEn` ...) on the English site. The quote's portrait is decorative
 * (the caption names the person); the additional image is described by its DAM title.
 */
export async function dynamicJobContent(job: Pick<Job, 'department' | 'division'>, lang: Language): Promise<DynamicJobContent | undefined> {
  const body = await upstream('cms').get('/.rest/delivery/dynamicJobContent/v1', dynamicContentSchema, { query: { department: job.department } })
  const node = dynamicContentFor(body.results, job.department, job.division)
  if (!node) return undefined
  const field = (name: string) => {
    const english = node[`${name}En`]
    const value = lang === 'en' && typeof english === 'string' && english !== '' ? english : node[name]
    return typeof value === 'string' && value !== '' ? value : undefined
  }
  const html = (name: string) => {
    const value = field(name)
    return value === undefined ? undefined : sanitizeRichText(value)
  }
  const image = (name: string, describe: boolean): JobImage | undefined => {
    const candidates = lang === 'en' ? [node[`${name}En`], node[name]] : [node[name]]
    const asset = candidates.map((candidate) => imageSchema.safeParse(candidate)).find((parsed) => parsed.success)?.data
    if (!asset) return undefined
    return { ...imageSources(asset), alt: describe ? (asset.metadata?.title ?? '') : '' }
  }
  return {
    title: field('title') ?? job.department,
    text: html('text') ?? '',
    quote: field('quote'),
    quoteTestimonial: field('quoteTestimonial'),
    quoteImage: image('quoteImage', false),
    additionalTitle: field('additionalTitle'),
    additionalText: html('additionalText'),
    additionalImage: image('additionalImage', true),
    company: typeof node['company'] === 'string' && node['company'] !== '' ? node['company'] : undefined,
  }
}

/** A group of open jobs the recruiting API answers in one call: a department's or an instance's. */
type JobGroup = { department_id: number } | { instance_name: string }

const groupCache = new SwrCache<RecruitingJob[]>({ name: 'job-groups', ttlMs: 60_000, maxEntries: 500 })

/** The open jobs of a group, one page of `departmentPageSize` (enough for the few a job page lists). */
function openJobsOf(group: JobGroup): Promise<RecruitingJob[]> {
  const query = { finished_at: 'null', page_size: constants.jobs.departmentPageSize, ...group }
  return groupCache.get(JSON.stringify(group), async () => (await upstream('recruiting').get('/job', listSchema, { query })).data)
}

/** How many related jobs a job page lists per group. */
const relatedJobsLimit = 5

/**
 * The other published jobs of the job's department (`department_id`) and of its recruiting
 * instance (`instance_name`, the company), at most five each; none for a group the job has no
 * id for (spreadsheet jobs) or that cannot be loaded.
 */
export async function relatedJobs(
  job: Pick<Job, 'id' | 'departmentId' | 'instance'>,
  lang: Language,
  now = new Date(),
): Promise<{ department: Array<Omit<Job, 'functions'>>; company: Array<Omit<Job, 'functions'>> }> {
  const others = async (group: JobGroup | undefined) => {
    if (!group) return []
    const raw = await openJobsOf(group).catch(() => [])
    return visibleRecruitingJobs(raw, lang, now, false)
      .filter((other) => other.id !== job.id)
      .slice(0, relatedJobsLimit)
  }
  const [department, company] = await Promise.all([
    others(job.departmentId === undefined ? undefined : { department_id: job.departmentId }),
    others(job.instance ? { instance_name: job.instance } : undefined),
  ])
  return { department, company }
}

/**
 * Job details by site, language and id, each for a minute: a detail seen once keeps its last good
 * copy for an outage, and ids that do not exist are remembered apart, so junk ids cost one call.
 */
const detailCache = new SwrCache<Job | null>({
  name: 'job-details',
  ttlMs: 60_000,
  maxEntries: 2000,
  maxBytes: 16 * 1024 * 1024,
  missing: { isMissing: (job) => job === null, ttlMs: 60_000, maxEntries: 5000 },
})

/**
 * One job by id, if it is published for this language; `null` when there is none. `recheck` (the
 * not-found screen's retry) asks the upstream again about an id remembered as missing: one call,
 * as a request for an id never seen costs.
 */
export function publishedJob(lang: Language, cmsSite: string, id: string, { recheck = false, now = new Date() } = {}): Promise<Job | null> {
  return detailCache.get(`${cmsSite}:${lang}:${id}`, () => loadPublishedJob(lang, cmsSite, id, now), { recheckMissing: recheck })
}

async function loadPublishedJob(lang: Language, cmsSite: string, id: string, now: Date): Promise<Job | null> {
  if (!/^\d{1,12}$/.test(id)) return (await publishedJobs(lang, cmsSite, now)).find((job) => job.id === id) ?? null
  let answer: z.infer<typeof singleSchema>
  try {
    answer = await upstream('recruiting').get(`/job/${encodeURIComponent(id)}`, singleSchema)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
  const [job] = visibleRecruitingJobs([answer.data], lang, now, true)
  if (!job) return null
  return { ...job, functions: jobFunctionsOf(job, await jobFunctions(cmsSite, lang)) }
}
