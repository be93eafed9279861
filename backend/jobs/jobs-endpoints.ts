/**
 * The recruiting API (onlyfy/Prescreen v1 shape, `apikey` header, `links.last` pagination), the
 * jobs spreadsheet (`values` rows) and Magnolia's `jobFunctions` delivery endpoint.
 */
import type { IncomingHttpHeaders } from 'node:http'
import type { EndpointAnswer } from '../http.ts'
import { type RecruitingJob, seedJobFunctions, seedRecruitingJobs, seedSpreadsheetRows } from './seed-jobs.ts'

export const recruitingPath = '/recruiting/v1'
export const spreadsheetPath = '/ext/jobs'
export const embeddedRecruitingKey = 'embedded-recruiting-key'

export interface JobsData {
  jobs: RecruitingJob[]
  spreadsheet: string[][]
}

export function seedJobsData(count = 140): JobsData {
  return { jobs: seedRecruitingJobs(count), spreadsheet: seedSpreadsheetRows() }
}

function pageLink(url: URL, page: number): string {
  const link = new URL(url)
  link.searchParams.set('page', String(page))
  return `${link.pathname}${link.search}`
}

function intParam(url: URL, name: string, fallback: number, max: number): number {
  const value = Number(url.searchParams.get(name) ?? fallback)
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback
}

/** Answers a jobs request, or `undefined` when the path is not one of these endpoints. */
export function answerJobsRequest(url: URL, headers: IncomingHttpHeaders, data: JobsData): EndpointAnswer | undefined {
  if (url.pathname.startsWith(`${recruitingPath}/`)) {
    if (headers['apikey'] !== embeddedRecruitingKey) return { status: 401, body: { error: 'Invalid API key' } }
    const rest = url.pathname.slice(recruitingPath.length)
    const byId = /^\/job\/(\d+)$/.exec(rest)
    if (byId) {
      const job = data.jobs.find((candidate) => candidate.id === Number(byId[1]))
      return job ? { status: 200, body: { data: job } } : { status: 404, body: { error: 'Job not found' } }
    }
    if (rest !== '/job') return { status: 404, body: { error: 'Not found' } }
    let jobs = data.jobs
    if (url.searchParams.get('finished_at') === 'null') jobs = jobs.filter((job) => job.finished_at === null)
    const department = url.searchParams.get('department_id')
    if (department) jobs = jobs.filter((job) => String(job.department.id) === department)
    const instance = url.searchParams.get('instance_name')
    if (instance) jobs = jobs.filter((job) => job.instance_name === instance)
    const size = intParam(url, 'page_size', 25, 100)
    const last = Math.max(1, Math.ceil(jobs.length / size))
    const page = Math.min(intParam(url, 'page', 1, 100_000), last)
    return {
      status: 200,
      body: {
        data: jobs.slice((page - 1) * size, page * size),
        links: {
          first: pageLink(url, 1),
          last: pageLink(url, last),
          prev: page > 1 ? pageLink(url, page - 1) : null,
          next: page < last ? pageLink(url, page + 1) : null,
        },
        meta: { current_page: page, last_page: last, per_page: size, total: jobs.length },
      },
    }
  }
  if (url.pathname === spreadsheetPath) return { status: 200, body: { values: data.spreadsheet } }
  if (url.pathname === '/.rest/delivery/jobFunctions/v1') {
    const ancestor = url.searchParams.get('@ancestor') ?? '/global'
    const limit = intParam(url, 'limit', 25, 100)
    const results = seedJobFunctions().filter((fn) => fn['@path'].startsWith(`${ancestor}/`))
    return { status: 200, body: { results: results.slice(0, limit) } }
  }
  return undefined
}
