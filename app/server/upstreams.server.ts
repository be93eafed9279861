/**
 * The site's upstreams, built once from the environment. An unset upstream variable means the
 * embedded backend, whose URL the launcher (`server/serve.ts`) writes into the variable.
 */
import * as constants from '#config/constants.ts'
import { serverEnv } from './env.server.ts'
import { type Upstream, createUpstream } from './upstream.server.ts'

const variables = {
  cms: 'CMS_URL',
  search: 'SEARCH_URL',
  recruiting: 'RECRUITING_API_URL',
  jobsSheet: 'JOBS_SHEET_URL',
  chemicals: 'CHEMICALS_API_URL',
} as const

type UpstreamName = keyof typeof variables

const instances = new Map<UpstreamName, Upstream>()

/** Every upstream of the site, for readiness and metrics. */
export function knownUpstreams(): Upstream[] {
  return (Object.keys(variables) as UpstreamName[]).map((name) => upstream(name))
}

/** The client of one upstream (`cms`, `search`, `recruiting`, `jobsSheet`, `chemicals`). */
export function upstream(name: UpstreamName): Upstream {
  let instance = instances.get(name)
  if (!instance) {
    const env = serverEnv()
    const baseUrl = env[variables[name]]
    if (!baseUrl) throw new Error(`${variables[name]} is not set: start the site with \`npm start\`, which starts the embedded backend`)
    // the recruiting API wants its key in an `apikey` header and is tried up to 5 more times
    const recruiting = name === 'recruiting' ? { headers: { apikey: env.RECRUITING_API_KEY ?? '' }, retries: constants.jobs.maxRetries } : {}
    instance = createUpstream({ name, baseUrl, ...recruiting })
    instances.set(name, instance)
  }
  return instance
}
