/**
 * The embedded backend: a real HTTP server speaking the contracts of the upstreams the sites call,
 * used in development and tests when no upstream is configured. Every request goes through one
 * route table, assembled here from one folder per upstream, each exporting its routes:
 *   magnolia/     Magnolia's delivery API, template annotations and definitions, DAM, page editor stand-in
 *   documents/    the brands' documents in the DAM (brochures, certificates, data sheets, terms), generated as PDFs
 *   search/       the search engine
 *   jobs/         the recruiting API, the jobs spreadsheet, Magnolia's job functions
 *   htf/          the heat transfer fluid catalogue (the `/htf` folder of Magnolia's products endpoint)
 *   catalogue/    the product catalogue of the brands that sell products (products and brands endpoints, data sheets)
 *   distributors/ Magnolia's distributors endpoint (the partners of the brands that sell through them)
 *   chemicals/    the chemicals unit's API (countries, industries, their available countries and product groups, tile images)
 *   stories/      Magnolia's stories, story details, years, tags and events
 *   mail/         Magnolia's mail commands and contact API, with the mailbox controls and the SMTP relay (`SMTP_URL`)
 *   contact/      the contact finder's countries and regional contact persons
 *   altcha/       ALTCHA challenges and their verification, with replay protection and its clock control
 *   client-area/  the client area's magic links, tokens, order history, deliveries and documents, with its clock control
 * plus the test controls (`controls.ts`) and the index (`GET /`). Another upstream is another
 * folder exporting `…Routes()`, added to `upstreamRoutes` below. Cross-cutting, for every
 * request: 421 for a `Host` that is not the backend's own (`allowed-hosts.ts`), the request log,
 * the fault switch, 404 for unknown paths, 405 for a wrong method, 500 when a handler throws.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type FSWatcher, watch } from 'node:fs'
import { allowedHosts } from './allowed-hosts.ts'
import { controlRoutes } from './controls.ts'
import { FaultSwitch, faultAnswer } from './faults.ts'
import { errorAnswer, notFound, readBody, readFormData, sendAnswer } from './http.ts'
import { catalogueRoutes, servedCatalogue } from './catalogue/catalogue-routes.ts'
import { chemicalsRoutes } from './chemicals/chemicals-routes.ts'
import { distributorsRoutes } from './distributors/distributors-routes.ts'
import { htfRoutes } from './htf/htf-routes.ts'
import { embeddedRecruitingKey, jobsRoutes, recruitingPath, spreadsheetPath } from './jobs/jobs-routes.ts'
import { type JobsData, seedJobsData } from './jobs/seed-jobs.ts'
import { type ContentStore, loadContentStore } from './magnolia/content-store.ts'
import { brandDocuments } from './documents/brand-documents.ts'
import { magnoliaRoutes } from './magnolia/magnolia-routes.ts'
import { type Route, type RouteContext, type RouteParams, describeRoute, matchRoute, route, upstreamEndpoint } from './routes.ts'
import { scaleDocuments } from './search/scale.ts'
import { buildSearchDocuments } from './search/search-documents.ts'
import { SearchIndex } from './search/search-index.ts'
import { searchRoutes } from './search/search-routes.ts'
import { storiesRoutes } from './stories/stories-routes.ts'
import { altchaRoutes } from './altcha/altcha-routes.ts'
import { contactRoutes } from './contact/contact-routes.ts'
import { type Mailbox, openMailbox } from './mail/mailbox.ts'
import { mailRoutes } from './mail/mail-routes.ts'
import { smtpRelay } from './mail/smtp-relay.ts'
import { formReplies } from './mail/form-replies.ts'
import { clientAreaRoutes } from './client-area/client-area-routes.ts'

export interface BackendOptions {
  port: number
  contentDir: string
  languages: readonly string[]
  host?: string
  /** Languages of a website (site root node name); default: every language. */
  languagesOf?: (site: string) => readonly string[]
  /** Adds synthetic documents to the search index until it holds this many (load tests). */
  searchScale?: number
  /** Rebuild content and search index when files below `contentDir` change. */
  watch?: boolean
  /** How many recruiting jobs to seed (default 140; load tests use 5,000). */
  jobs?: number
  /** The installation's `{product}` word, in the recruiting system's company names (default `acme`, the site's `PUBLIC_PRODUCT_WORD`). */
  productWord?: string
  /** Grows the albis product catalogue to about this many products (load tests use 20,000). */
  catalogueScale?: number
  /** The bearer token the test controls (`/__backend/*`) require; default: a random one. */
  controlToken?: string
  /** Where `POST /__backend/publish` tells the site that content changed, as Magnolia's publish hook would. */
  publishHook?: { url: string; secret: string }
  /** How many orders the large demo customer of the client area has (load tests use 10,000); default: `BACKEND_ORDERS_SCALE`, else 1,200. */
  ordersScale?: number
  /** The SQLite file of the mailbox; default: `backend-mailbox.sqlite` in `DATA_DIR` when set, else in memory. */
  mailboxFile?: string
  /** An SMTP server every stored message is also sent to (`smtp://host:port`); default: `SMTP_URL`, else none. */
  smtpUrl?: string
}

export interface RunningBackend {
  url: string
  readonly store: ContentStore
  search: SearchIndex
  jobs: JobsData
  /** Reads the content folder again and rebuilds the search index. */
  reload(): void
  faults: FaultSwitch
  /** The bearer token the test controls require. */
  controlToken: string
  /** The most recent requests that reached an endpoint, oldest first: paths, and the body of search requests. */
  requestLog: string[]
  /** The mail commands and contact requests received. */
  mailbox: Mailbox
  close(): Promise<void>
}

/** `BACKEND_ORDERS_SCALE` (read here, as `DATA_DIR` is, since the start script passes no option for it), or undefined when unset. */
function ordersScaleFromEnvironment(): number | undefined {
  const value = process.env['BACKEND_ORDERS_SCALE']
  if (!value) return undefined
  const scale = Number(value)
  if (!Number.isInteger(scale) || scale < 1 || scale > 1_000_000)
    throw new Error(`BACKEND_ORDERS_SCALE must be a whole number from 1 to 1,000,000, not ${value}`)
  return scale
}

/** Every upstream variable of the site, and where below its URL the embedded backend serves that upstream. */
export const embeddedUpstreamPaths = {
  CMS_URL: '',
  SEARCH_URL: '',
  RECRUITING_API_URL: recruitingPath,
  JOBS_SHEET_URL: spreadsheetPath,
  CHEMICALS_API_URL: '/chemicals',
} as const

/** The site's upstream settings for an embedded backend at `url` (the recruiting API's key included). */
export function embeddedUpstreams(url: string): Record<keyof typeof embeddedUpstreamPaths | 'RECRUITING_API_KEY', string> {
  const at = (path: string) => `${url}${path}`
  const { CMS_URL, SEARCH_URL, RECRUITING_API_URL, JOBS_SHEET_URL, CHEMICALS_API_URL } = embeddedUpstreamPaths
  return {
    CMS_URL: at(CMS_URL),
    SEARCH_URL: at(SEARCH_URL),
    RECRUITING_API_URL: at(RECRUITING_API_URL),
    JOBS_SHEET_URL: at(JOBS_SHEET_URL),
    CHEMICALS_API_URL: at(CHEMICALS_API_URL),
    RECRUITING_API_KEY: embeddedRecruitingKey,
  }
}

/** How many requests the log keeps. */
const requestLogSize = 1000

export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  // generated once: they depend on the product word only
  const generatedAssets = brandDocuments(options.productWord ?? 'acme').map((document) => document.asset)
  let store = loadContentStore(options.contentDir, options.languages, generatedAssets)
  const search = new SearchIndex()
  const languagesOf = options.languagesOf ?? (() => options.languages)
  const indexContent = () => {
    const documents = buildSearchDocuments(store, languagesOf, (site) => servedCatalogue(store, site, options.catalogueScale ?? 0))
    search.rebuild(options.searchScale ? scaleDocuments(documents, options.searchScale) : documents)
  }
  const reload = () => {
    store = loadContentStore(options.contentDir, options.languages, generatedAssets)
    indexContent()
  }
  // the content is read once at start (reading it is most of the start's time), then again on every change
  indexContent()
  const jobs = seedJobsData(options.jobs, options.productWord)
  const faults = new FaultSwitch()
  const controlToken = options.controlToken ?? randomBytes(24).toString('base64url')
  const requestLog: string[] = []
  const logRequest = (entry: string) => {
    requestLog.push(entry)
    if (requestLog.length > requestLogSize) requestLog.shift()
  }

  // one folder per upstream; another upstream adds its `…Routes()` here
  const smtpUrl = options.smtpUrl ?? process.env['SMTP_URL']
  const relay = smtpUrl ? smtpRelay(smtpUrl) : undefined
  const mailbox = openMailbox(options.mailboxFile ?? (process.env['DATA_DIR'] ? `${process.env['DATA_DIR']}/backend-mailbox.sqlite` : ':memory:'), relay?.send)
  const upstreamRoutes = [
    ...catalogueRoutes(options.catalogueScale),
    ...chemicalsRoutes(),
    ...distributorsRoutes(),
    ...magnoliaRoutes(),
    ...searchRoutes(search),
    ...jobsRoutes(jobs),
    ...htfRoutes(),
    ...storiesRoutes(),
    ...mailRoutes(mailbox, controlToken, formReplies(mailbox, options.productWord ?? 'acme')),
    ...contactRoutes(),
    ...altchaRoutes({ controlToken }),
    ...clientAreaRoutes({ mailbox, controlToken, ordersScale: options.ordersScale ?? ordersScaleFromEnvironment() }),
  ]
  const table: Route[] = [
    ...controlRoutes(faults, requestLog, controlToken, options.publishHook),
    ...upstreamRoutes,
    route('GET', '/', () => ({
      status: 200,
      body: { sites: store.sites.map((site) => site.path), endpoints: table.map(describeRoute), searchDocuments: search.documentCount },
    })),
  ]

  function context(request: IncomingMessage, url: URL, params: RouteParams): RouteContext {
    let body: Promise<string> | undefined
    return {
      url,
      params,
      headers: request.headers,
      body: () => (body ??= readBody(request)),
      formData: (limit) => readFormData(request, limit),
      get store() {
        return store
      },
    }
  }

  let hosts: ReadonlySet<string> = new Set()
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!hosts.has((request.headers.host ?? '').toLowerCase()))
      return sendAnswer(response, errorAnswer(421, 'MISDIRECTED', 'This backend answers only requests for its own address'))
    const url = new URL(request.url ?? '/', 'http://backend.invalid')
    const match = matchRoute(table, request.method ?? 'GET', url.pathname)
    const { log, faults: faulted } = match.kind === 'unknown' ? upstreamEndpoint : match.route
    if (log === 'url') logRequest(request.url ?? '/')
    const fault = faulted ? await faultAnswer(faults.match(url.pathname)) : undefined
    if (fault) return sendAnswer(response, fault)
    if (match.kind === 'unknown') return sendAnswer(response, notFound(url.pathname))
    if (match.kind === 'wrong method') return sendAnswer(response, errorAnswer(405, 'METHOD_NOT_ALLOWED', `${match.allowed.join(', ')} only`))
    const routeContext = context(request, url, match.params)
    if (log === 'path and body') logRequest(`${url.pathname} ${(await routeContext.body()).slice(0, 500)}`)
    sendAnswer(response, await match.route.handler(routeContext))
  }

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      console.error('[backend]', error)
      if (!response.headersSent) sendAnswer(response, errorAnswer(500, 'INTERNAL', 'Internal error'))
      else response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = address !== null && typeof address === 'object' ? address.port : options.port
  hosts = allowedHosts(port, options.host ?? '127.0.0.1')
  let watcher: FSWatcher | undefined
  if (options.watch) {
    let timer: NodeJS.Timeout | undefined
    watcher = watch(options.contentDir, { recursive: true }, () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        try {
          reload()
        } catch (error) {
          console.error('[backend] content reload failed, keeping the previous content:', error)
        }
      }, 200)
    })
  }
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    get store() {
      return store
    },
    search,
    jobs,
    reload,
    faults,
    controlToken,
    requestLog,
    mailbox,
    close: () =>
      new Promise<void>((resolve) => {
        watcher?.close()
        server.closeAllConnections()
        server.close(() => {
          mailbox.close()
          relay?.close()
          resolve()
        })
      }),
  }
}
