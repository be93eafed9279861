/**
 * The recruiting API (onlyfy/Prescreen v1 shape, `apikey` header, `links.last` pagination), the
 * jobs spreadsheet (`values` rows) and Magnolia's `jobFunctions` delivery endpoint.
 */
import type { EndpointAnswer } from '../http.ts'
import { type Route, type RouteHandler, route } from '../routes.ts'
import { type JobsData, seedJobFunctions } from './seed-jobs.ts'

export const recruitingPath = '/recruiting/v1'
export const spreadsheetPath = '/ext/jobs'
export const embeddedRecruitingKey = 'embedded-recruiting-key'

function pageLink(url: URL, page: number): string {
  const link = new URL(url)
  link.searchParams.set('page', String(page))
  return `${link.pathname}${link.search}`
}

function intParam(url: URL, name: string, fallback: number, max: number): number {
  const value = Number(url.searchParams.get(name) ?? fallback)
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback
}

/** The recruiting API answers 401 to a request without the right `apikey` header, whatever its path. */
function withApiKey(handler: RouteHandler): RouteHandler {
  return (context) => (context.headers['apikey'] === embeddedRecruitingKey ? handler(context) : { status: 401, body: { error: 'Invalid API key' } })
}

/** `GET /job`: filtered by `finished_at=null`, `department_id`, `instance_name`; pages of `page_size` (at most 100). */
function jobList(url: URL, data: JobsData): EndpointAnswer {
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

export function jobsRoutes(data: JobsData): Route[] {
  return [
    route(
      'GET',
      `${recruitingPath}/job`,
      withApiKey(({ url }) => jobList(url, data)),
    ),
    route(
      'GET',
      `${recruitingPath}/job/:id(\\d+)`,
      withApiKey(({ params }) => {
        const job = data.jobs.find((candidate) => candidate.id === Number(params['id']))
        return job ? { status: 200, body: { data: job } } : { status: 404, body: { error: 'Job not found' } }
      }),
    ),
    route(
      'GET',
      `${recruitingPath}/*`,
      withApiKey(() => ({ status: 404, body: { error: 'Not found' } })),
    ),
    route('GET', spreadsheetPath, () => ({ status: 200, body: { values: data.spreadsheet } })),
    route('GET', '/.rest/delivery/jobFunctions/v1', ({ url }) => {
      // the functions below `@ancestor` (default `/global`), titled in `lang`
      const ancestor = url.searchParams.get('@ancestor') ?? '/global'
      const limit = intParam(url, 'limit', 25, 100)
      const results = seedJobFunctions(url.searchParams.get('lang')).filter((fn) => fn['@path'].startsWith(`${ancestor}/`))
      return { status: 200, body: { results: results.slice(0, limit) } }
    }),
  ]
}
