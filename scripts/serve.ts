/**
 * Production launcher: serves the built site (`dist/`) and its static files from one Node process,
 * and starts the embedded backend when no upstream is configured at all (development, tests,
 * demos). Every request is checked against the configured public origins first (421 otherwise),
 * and every response, whatever answered it, gets the security headers. Prints the URLs.
 */
import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { cmsSiteLanguages, constants, languages, readServerEnv } from '#app.config.ts'
import { startBackend } from '../backend/server.ts'
import { embeddedRecruitingKey, recruitingPath, spreadsheetPath } from '../backend/jobs/jobs-routes.ts'
import { publicOrigins, trustProxy } from '#app/server/env.server.ts'
import { type RequestFacts, resolveRequestOrigin } from '#app/server/public-origin.server.ts'
import { withSecurityHeaders } from '#app/server/security-headers.ts'
import { serverFunctionPath, serverFunctionRequestProblem } from '#app/server/server-function-payload.ts'

process.env['NODE_ENV'] ??= 'production'
const root = fileURLToPath(new URL('..', import.meta.url))
const env = readServerEnv(process.env)

const closers: Array<() => Promise<void>> = []
/** Every upstream, and where the embedded backend serves it. */
const embeddedPaths = { CMS_URL: '', SEARCH_URL: '', RECRUITING_API_URL: recruitingPath, JOBS_SHEET_URL: spreadsheetPath, CHEMICALS_API_URL: '/chemicals' } as const
const upstreamVariables = Object.keys(embeddedPaths) as Array<keyof typeof embeddedPaths>
const missing = upstreamVariables.filter((name) => !env[name])
const embeddedWanted = process.env['EMBEDDED_BACKEND'] === '1'
if (missing.length > 0 && missing.length < upstreamVariables.length && !embeddedWanted) {
  console.error(
    `Some upstreams are configured and some are not. Set ${missing.join(', ')} as well (or none of them, to run on the embedded backend; EMBEDDED_BACKEND=1 serves the missing ones from it in development).`,
  )
  process.exit(1)
}
if (env.RECRUITING_API_URL && !env.RECRUITING_API_KEY) {
  console.error('RECRUITING_API_URL is set without RECRUITING_API_KEY.')
  process.exit(1)
}
if (missing.length > 0) {
  const controlToken = process.env['BACKEND_CONTROL_TOKEN'] || randomBytes(24).toString('base64url')
  const backend = await startBackend({
    port: env.BACKEND_PORT,
    contentDir: `${root}content`,
    languages,
    languagesOf: cmsSiteLanguages,
    watch: true,
    controlToken,
    ...(process.env['SEARCH_SCALE_DOCS'] ? { searchScale: Number(process.env['SEARCH_SCALE_DOCS']) } : {}),
    ...(process.env['JOBS_SCALE'] ? { jobs: Number(process.env['JOBS_SCALE']) } : {}),
  })
  for (const name of missing) process.env[name] = `${backend.url}${embeddedPaths[name]}`
  if (missing.includes('RECRUITING_API_URL')) process.env['RECRUITING_API_KEY'] = embeddedRecruitingKey
  if (missing.includes('CMS_URL')) {
    // with the embedded CMS, its stand-in page editor is the editor host, and editor mode is on
    if (!env.EDITOR_ORIGIN) process.env['EDITOR_ORIGIN'] = backend.url
    process.env['AUTHORING'] ??= '1'
  }
  closers.push(() => backend.close())
  console.log(`Embedded backend: ${backend.url} (${missing.join(', ')})`)
  if (!process.env['BACKEND_CONTROL_TOKEN']) console.log(`Embedded backend control token: ${controlToken}`)
}

const { default: site } = (await import(`${root}dist/server/server.js`)) as { default: { fetch: (request: Request) => Promise<Response> } }

const clientDir = `${root}dist/client`
const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31536000, immutable: true, compress: true })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3600, compress: true })
const publicNames = new Set(readdirSync(clientDir).map((name) => `/${name}`))
/** What the static middlewares answer when they have no such file (never sent). */
const noFile = new Response(null, { status: 404 })

/** A static file for the request (hashed build assets, immutable; the few files of `public/`), or undefined. */
async function staticFile(request: Request): Promise<Response | undefined> {
  const { pathname } = new URL(request.url)
  const files = pathname.startsWith('/assets/') ? hashedAssets : publicNames.has(pathname) && pathname !== '/assets' ? publicFiles : undefined
  const response = files ? await files(request, () => noFile) : noFile
  return response === noFile ? undefined : response
}

/**
 * Start answers 400 to a path that is not valid percent-encoding; escaping its `%` signs instead
 * lets the site treat it like any other unknown page (the 404 flow), as the URL contract asks.
 */
function decodablePath(url: URL): URL {
  try {
    decodeURI(url.pathname)
    return url
  } catch {
    const escaped = new URL(url)
    escaped.pathname = url.pathname.replaceAll('%', '%25')
    return escaped
  }
}

/** The request as the site sees it: on its public origin, without forwarding headers (they were used here). */
function publicRequest(request: Request, origin: string): Request {
  const url = new URL(request.url)
  // set, not resolved: a path such as `//evil.example` must stay a path on the public origin
  const onOrigin = new URL(origin)
  onOrigin.pathname = url.pathname
  onOrigin.search = url.search
  const target = decodablePath(onOrigin)
  const headers = new Headers(request.headers)
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'forwarded']) headers.delete(name)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(target, { method: request.method, headers, body: hasBody ? request.body : null, signal: request.signal, ...(hasBody ? { duplex: 'half' } : {}) })
}

function facts(request: Request & { ip?: string }): RequestFacts {
  const header = (name: string) => request.headers.get(name) ?? undefined
  return {
    host: header('host'),
    protocol: new URL(request.url).protocol === 'https:' ? 'https' : 'http',
    peer: request.ip,
    forwardedHost: header('x-forwarded-host'),
    forwardedProto: header('x-forwarded-proto'),
    forwardedFor: header('x-forwarded-for'),
  }
}

const origins = publicOrigins()
const trust = trustProxy()

async function handle(request: Request): Promise<Response> {
  const resolution = resolveRequestOrigin(facts(request), origins, trust)
  if (resolution.kind === 'misdirected') {
    const body = 'Misdirected request: this server does not serve that host.'
    return withSecurityHeaders(new Response(body, { status: 421, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } }), origins.shared ?? '')
  }
  const forSite = publicRequest(request, resolution.origin)
  const response = await answer(forSite)
  return withSecurityHeaders(response, resolution.origin)
}

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/** A static file, a plain 404 for a missing build asset, or the site; server-function requests checked first. */
async function answer(forSite: Request): Promise<Response> {
  const { pathname } = new URL(forSite.url)
  if (pathname.startsWith(serverFunctionPath)) {
    const problem = serverFunctionRequestProblem(new URL(forSite.url))
    if (problem) {
      console.warn(`[server function] ${forSite.method} ${pathname.slice(0, 120)}: ${problem}`)
      return plain(400, problem)
    }
    const response = await site.fetch(forSite)
    if (response.status < 500) return response
    // the site's server functions answer their own failures: what still fails is the request's fault
    console.warn(`[server function] ${forSite.method} ${pathname.slice(0, 120)} failed with ${response.status}: answered 400`)
    await response.body?.cancel()
    return plain(400, 'Bad request')
  }
  const file = await staticFile(forSite)
  if (file) return file
  // a build asset that does not exist is a plain 404, never a page of the site
  return pathname.startsWith('/assets/') ? plain(404, 'Not found') : site.fetch(forSite)
}

const limits = constants.connections
const server = serve({
  port: env.PORT,
  hostname: process.env['HOST'] ?? '127.0.0.1',
  silent: true,
  node: { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, keepAliveTimeout: limits.keepAliveTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
  fetch: handle,
})
await server.ready()
if (server.node?.server) server.node.server.maxConnections = limits.maxConnections
closers.push(() => server.close(true))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(0))
  })
}
console.log(`Site: ${server.url ?? `http://127.0.0.1:${env.PORT}/`}`)
