/**
 * The embedded backend: a real HTTP server speaking the upstream contracts (DESIGN section 6),
 * used when no upstream is configured. Magnolia delivery endpoints for now.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type FSWatcher, createReadStream, existsSync, watch } from 'node:fs'
import type { AddressInfo } from 'node:net'
import {
  type ContentStore,
  loadContentStore,
  pageJson,
  pageMetaJson,
  pageNavJson,
  templateAnnotations,
  templateDefinitionJson,
} from './magnolia/content-store.ts'
import { FaultSwitch, faultSchema } from './faults.ts'
import { SearchIndex } from './search/search-index.ts'
import { toDeliveryJson } from './magnolia/delivery.ts'
import { findNode } from './magnolia/jcr-yaml.ts'
import { editorHarnessHtml, editorPagePath, editorScript, editorScriptPath, editorStyle, editorStylePath } from './magnolia/editor-harness.ts'
import { z } from 'zod'

const contentChangeSchema = z.object({ path: z.string().startsWith('/'), property: z.string().min(1).max(100), value: z.string().max(10_000) })
import { buildSearchDocuments } from './search/search-documents.ts'
import { scaleDocuments } from './search/scale.ts'
import { searchRoutes } from './search/search-endpoints.ts'
import { badRequest, decodeSegments, notFound, parseJson, readBody, sendAnswer, sendJson } from './http.ts'
import { type JobsData, answerJobsRequest, seedJobsData } from './jobs/jobs-endpoints.ts'

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
}

export interface RunningBackend {
  url: string
  readonly store: ContentStore
  search: SearchIndex
  jobs: JobsData
  /** Reads the content folder again and rebuilds the search index. */
  reload(): void
  faults: FaultSwitch
  /** The most recent requests that reached an endpoint, oldest first: paths, and the body of search requests. */
  requestLog: string[]
  close(): Promise<void>
}

type Handler = (segments: string[], response: ServerResponse) => void

function deliveryRoutes(current: () => ContentStore): Array<[string, Handler]> {
  const withLanguage =
    (render: (path: string, lang: string) => unknown): Handler =>
    ([lang, ...rest], response) => {
      const path = `/${rest.join('/')}`
      const body = lang && current().languages.includes(lang) && rest.length > 0 ? render(path, lang) : undefined
      if (body === undefined) sendAnswer(response, notFound(path))
      else sendJson(response, 200, body)
    }
  return [
    ['/.rest/delivery/pages/v1/', withLanguage((path, lang) => pageJson(current(), path, lang))],
    ['/.rest/delivery/pages-meta/v1/', withLanguage((path, lang) => pageMetaJson(current(), path, lang))],
    ['/.rest/delivery/pagenav/v1/', withLanguage((path, lang) => pageNavJson(current(), path, lang))],
    [
      '/.rest/template-annotations/v1/',
      (segments, response) => {
        const path = `/${segments.join('/')}`
        const body = templateAnnotations(current(), path)
        if (body) sendJson(response, 200, body)
        else sendAnswer(response, notFound(path))
      },
    ],
    [
      '/.rest/templateDefinition/v1/',
      (segments, response) => {
        const id = segments.join('/')
        const body = templateDefinitionJson(current(), id)
        if (body) sendJson(response, 200, body)
        else sendAnswer(response, notFound(id))
      },
    ],
    [
      '/dam/',
      ([id], response) => {
        const asset = id ? current().assets.get(id) : undefined
        if (!asset || !existsSync(asset.file)) return sendAnswer(response, notFound(id ?? ''))
        response.writeHead(200, { 'content-type': asset.mimeType, 'cache-control': 'public, max-age=86400' })
        createReadStream(asset.file).pipe(response)
      },
    ],
  ]
}

export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  let store = loadContentStore(options.contentDir, options.languages)
  const search = new SearchIndex()
  const languagesOf = options.languagesOf ?? (() => options.languages)
  const reload = () => {
    store = loadContentStore(options.contentDir, options.languages)
    const documents = buildSearchDocuments(store, languagesOf)
    search.rebuild(options.searchScale ? scaleDocuments(documents, options.searchScale) : documents)
  }
  reload()
  const jobs = seedJobsData(options.jobs)
  const faults = new FaultSwitch()
  const routes = deliveryRoutes(() => store)
  const searchHandlers = searchRoutes(search)
  const requestLog: string[] = []

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      console.error('[backend]', error)
      if (!response.headersSent) sendJson(response, 500, { error: { code: 'INTERNAL', message: 'Internal error' } })
      else response.end()
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://backend.invalid')
    if (url.pathname === '/__backend/requests') {
      if (request.method === 'DELETE') requestLog.length = 0
      return sendJson(response, 200, { requests: requestLog })
    }
    const log = (entry: string) => {
      requestLog.push(entry)
      if (requestLog.length > 1000) requestLog.shift()
    }
    // search requests are logged with their body once it is read
    if (!url.pathname.startsWith('/__backend/') && !searchHandlers.has(url.pathname)) log(request.url ?? '/')
    if (url.pathname === editorPagePath) {
      const html = editorHarnessHtml(url, `http://${request.headers.host ?? '127.0.0.1'}`)
      if (!html) return sendJson(response, 400, { error: { code: 'BAD_REQUEST', message: 'site (a loopback origin), page and node' } })
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return void response.end(html)
    }
    if (url.pathname === editorScriptPath || url.pathname === editorStylePath) {
      response.writeHead(200, { 'content-type': url.pathname === editorScriptPath ? 'text/javascript' : 'text/css' })
      return void response.end(url.pathname === editorScriptPath ? editorScript : editorStyle)
    }
    if (url.pathname === '/__backend/content' && request.method === 'POST') {
      // an editor's change, for tests of editor mode and caches: one property of one node
      const parsed = contentChangeSchema.safeParse(parseJson(await readBody(request)))
      const node = parsed.success ? findNode(store.sites, parsed.data.path) : undefined
      if (!parsed.success || !node) return sendJson(response, 400, { error: { code: 'BAD_REQUEST', message: 'path, property and value' } })
      node.properties[parsed.data.property] = parsed.data.value
      node.properties['mgnl:lastModified'] = new Date().toISOString()
      return sendJson(response, 200, { path: node.path })
    }
    if (url.pathname === '/__backend/faults') {
      if (request.method === 'DELETE') {
        const prefix = url.searchParams.get('pathPrefix')
        if (prefix) faults.remove(prefix)
        else faults.clear()
        return sendJson(response, 200, { faults: faults.list() })
      }
      if (request.method === 'POST') {
        const parsed = faultSchema.safeParse(parseJson(await readBody(request)))
        if (!parsed.success) return sendAnswer(response, badRequest(parsed.error))
        faults.set(parsed.data)
      }
      return sendJson(response, 200, { faults: faults.list() })
    }

    const fault = faults.match(url.pathname)
    if (fault?.mode === 'error') return sendJson(response, 500, { error: { code: 'INTERNAL', message: 'Fault injected' } })
    if (fault?.mode === 'malformed') {
      response.writeHead(200, { 'content-type': 'application/json' })
      return void response.end('{"@name": "broken", "@nodes": [')
    }
    if (fault?.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs))

    const searchHandler = searchHandlers.get(url.pathname)
    if (searchHandler) {
      if (request.method !== 'POST') return sendJson(response, 405, { error: { code: 'METHOD_NOT_ALLOWED', message: 'POST only' } })
      const body = await readBody(request)
      log(`${url.pathname} ${body.slice(0, 500)}`)
      const answer = searchHandler(body)
      return sendJson(response, answer.status, answer.body)
    }
    if (url.pathname === '/.rest/delivery/stories/v1') {
      // stories under an ancestor (`/{site}/press`), newest first (`orderBy=created desc`)
      const ancestor = (url.searchParams.get('@ancestor') ?? '').split('/').filter(Boolean)
      const lang = url.searchParams.get('lang') ?? 'en'
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 9) || 9, 100)
      const offset = Math.max(Number(url.searchParams.get('offset') ?? 0) || 0, 0)
      const folder = findNode(store.workspaces.get('stories') ?? [], `/${ancestor.join('/')}`)
      const stories = [...(folder?.children ?? [])].sort((a, b) => String(b.properties['mgnl:created'] ?? '').localeCompare(String(a.properties['mgnl:created'] ?? '')))
      const results = stories.slice(offset, offset + limit).map((node) => toDeliveryJson(node, { lang, languages: store.languages, depth: 0, childNodeTypes: [] }))
      return sendJson(response, 200, { results, total: stories.length })
    }
    if (url.pathname === '/.rest/delivery/dynamicJobContent/v1') {
      const department = url.searchParams.get('department')
      const nodes = (store.workspaces.get('dynamic-job-content') ?? []).flatMap((folder) => folder.children)
      const results = nodes
        .filter((node) => !department || node.properties['department'] === department)
        .map((node) => toDeliveryJson(node, { lang: 'de', languages: store.languages, depth: 0, childNodeTypes: [] }))
      return sendJson(response, 200, { results })
    }
    const jobsAnswer = request.method === 'GET' ? answerJobsRequest(url, request.headers, jobs) : undefined
    if (jobsAnswer) return sendJson(response, jobsAnswer.status, jobsAnswer.body)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendJson(response, 405, { error: { code: 'METHOD_NOT_ALLOWED', message: request.method ?? '' } })
    }
    if (url.pathname === '/') {
      return sendJson(response, 200, {
      sites: store.sites.map((site) => site.path),
      endpoints: [...routes.map(([prefix]) => prefix), ...searchHandlers.keys()],
      searchDocuments: search.documentCount,
    })
    }
    for (const [prefix, handler] of routes) {
      if (!url.pathname.startsWith(prefix)) continue
      const segments = decodeSegments(url.pathname.slice(prefix.length))
      if (!segments) return sendAnswer(response, notFound(url.pathname))
      return handler(segments, response)
    }
    sendAnswer(response, notFound(url.pathname))
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
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
    requestLog,
    close: () =>
      new Promise<void>((resolve) => {
        watcher?.close()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
