/**
 * Production launcher: starts the embedded backend when no upstream is configured at all
 * (development, tests, demos), serves the built site (`dist/`) from one Node process with the
 * connection limits of `constants.connections`, and shuts down gracefully: on SIGTERM or SIGINT
 * readiness turns 503, the server stops accepting, requests in flight finish (up to
 * `SHUTDOWN_GRACE_MS`), then the process exits 0. Every request goes through the site's edge
 * (`app/server.ts`). Prints the URLs; `--readable-logs` (`npm start`) shows the log as short lines
 * for people (`server/readable-log.ts`) instead of JSON.
 */
import { randomBytes } from 'node:crypto'
import { Server as HttpServer } from 'node:http'
import { enableCompileCache } from 'node:module'
import { fileURLToPath } from 'node:url'

// Node keeps the compiled code of every module imported from here on (the configuration, the
// embedded backend's type-stripped sources, the built site) in its compile cache, so a start
// with unchanged files skips compiling them (ADR 025); hence the imports below are dynamic
enableCompileCache()
const { serve } = await import('srvx')
const { languages } = await import('#config/languages.ts')
const { cmsSiteLanguages } = await import('#config/brands.ts')
const constants = await import('#config/constants.ts')
const { readServerEnv } = await import('#config/server-env.ts')
const { embeddedUpstreamPaths, embeddedUpstreams, startBackend } = await import('../backend/server.ts')

// React and the other libraries the built site imports read NODE_ENV themselves, when they load
process.env['NODE_ENV'] ??= 'production'
const root = fileURLToPath(new URL('..', import.meta.url))
/** What the launcher decides over the process environment; the site reads it with its configuration (`startSite`). */
const settings: Record<string, string> = {}
if (process.argv.includes('--readable-logs') && !process.env['LOG_TRANSPORT'])
  settings['LOG_TRANSPORT'] = fileURLToPath(new URL('readable-log.ts', import.meta.url))
const env = readServerEnv({ ...process.env, ...settings })

const closers: Array<() => Promise<void>> = []
/** What the start prints once the site answers: the site, and the embedded backend and its mailbox where they run. */
const started: string[] = []
const upstreamVariables = Object.keys(embeddedUpstreamPaths) as Array<keyof typeof embeddedUpstreamPaths>
const missing = upstreamVariables.filter((name) => !env[name])
if (missing.length > 0 && missing.length < upstreamVariables.length && env.EMBEDDED_BACKEND !== '1') {
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
  const controlToken = env.BACKEND_CONTROL_TOKEN ?? randomBytes(24).toString('base64url')
  // the embedded Magnolia publishes to this site the way Magnolia's publish hook would
  const revalidateSecret = env.REVALIDATE_SECRET ?? randomBytes(24).toString('base64url')
  settings['REVALIDATE_SECRET'] = revalidateSecret
  const backend = await startBackend({
    port: env.BACKEND_PORT,
    contentDir: `${root}content`,
    languages,
    languagesOf: cmsSiteLanguages,
    watch: true,
    controlToken,
    publishHook: { url: `http://127.0.0.1:${env.PORT}/api/revalidate`, secret: revalidateSecret },
    ...(env.SEARCH_SCALE_DOCS ? { searchScale: env.SEARCH_SCALE_DOCS } : {}),
    ...(env.JOBS_SCALE ? { jobs: env.JOBS_SCALE } : {}),
    productWord: env.PUBLIC_PRODUCT_WORD,
    ...(env.CATALOGUE_SCALE ? { catalogueScale: env.CATALOGUE_SCALE } : {}),
  })
  const embedded = embeddedUpstreams(backend.url)
  for (const name of missing) settings[name] = embedded[name]
  if (missing.includes('RECRUITING_API_URL')) settings['RECRUITING_API_KEY'] = embedded.RECRUITING_API_KEY
  if (missing.includes('CMS_URL')) {
    // with the embedded CMS, its stand-in page editor is the editor host, and editor mode is on
    if (!env.EDITOR_ORIGIN) settings['EDITOR_ORIGIN'] = backend.url
    if (env.AUTHORING === undefined) settings['AUTHORING'] = '1'
  }
  closers.push(() => backend.close())
  const token = env.BACKEND_CONTROL_TOKEN ? '' : `; control token ${controlToken}`
  started.push(`Embedded backend: ${backend.url} (for ${missing.join(', ')}${token})`)
  if (missing.includes('CMS_URL'))
    started.push(`Mailbox:          ${backend.url}/__backend/mailbox.html (form messages and sign-in links; it asks for the control token)`)
}

interface SiteBundle {
  startSite(settings: Record<string, string>): {
    fetch: (request: Request) => Promise<Response>
    operations: { serveStaticFrom(directory: string): void; drain(): void; close(): Promise<void> }
  }
}
const { startSite } = (await import(`${root}dist/server/server.js`)) as SiteBundle
const site = startSite(settings)
const { operations } = site
operations.serveStaticFrom(`${root}dist/client`)

const limits = constants.connections
const server = serve({
  port: env.PORT,
  hostname: env.HOST,
  silent: true,
  // the shutdown below drains readiness first and waits as long as configured
  gracefulShutdown: false,
  node: {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  },
  fetch: (request) => site.fetch(request),
})
await server.ready()
const nodeServer = server.node?.server instanceof HttpServer ? server.node.server : undefined
if (nodeServer) nodeServer.maxConnections = limits.maxConnections
console.log([`Site:             ${server.url ?? `http://${env.HOST}:${env.PORT}/`}`, ...started].join('\n'))

let stopping = false
async function shutdown(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  console.log(`${signal}: draining (readiness 503), finishing requests in flight for up to ${env.SHUTDOWN_GRACE_MS} ms`)
  operations.drain()
  const closed = new Promise<void>((resolve) => (nodeServer ? nodeServer.close(() => resolve()) : resolve()))
  nodeServer?.closeIdleConnections()
  // keep-alive connections that become idle later close too
  const idle = setInterval(() => nodeServer?.closeIdleConnections(), 250)
  const grace = new Promise<void>((resolve) => setTimeout(resolve, env.SHUTDOWN_GRACE_MS).unref())
  await Promise.race([closed, grace])
  clearInterval(idle)
  nodeServer?.closeAllConnections()
  await Promise.allSettled([...closers.map((close) => close()), operations.close()])
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal))
