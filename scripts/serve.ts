/**
 * Production launcher: starts the embedded backend when no CMS is configured, then serves the
 * built site (`dist/`) with its static assets from one Node process. Prints both URLs.
 */
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { languages, readServerEnv, cmsSiteLanguages } from '#app.config.ts'
import { startBackend } from '../backend/server.ts'
import { embeddedRecruitingKey, recruitingPath, spreadsheetPath } from '../backend/jobs/jobs-routes.ts'

process.env['NODE_ENV'] ??= 'production'
const root = fileURLToPath(new URL('..', import.meta.url))
const env = readServerEnv(process.env)

const closers: Array<() => Promise<void>> = []
// every upstream left unset is served by the embedded backend, at these paths
const embeddedPaths = { CMS_URL: '', SEARCH_URL: '', RECRUITING_API_URL: recruitingPath, JOBS_SHEET_URL: spreadsheetPath } as const
const embedded = (Object.keys(embeddedPaths) as Array<keyof typeof embeddedPaths>).filter((name) => !env[name])
if (embedded.length > 0) {
  const backend = await startBackend({
    port: env.BACKEND_PORT,
    contentDir: `${root}content`,
    languages,
    languagesOf: cmsSiteLanguages,
    watch: true,
    ...(process.env['SEARCH_SCALE_DOCS'] ? { searchScale: Number(process.env['SEARCH_SCALE_DOCS']) } : {}),
    ...(process.env['JOBS_SCALE'] ? { jobs: Number(process.env['JOBS_SCALE']) } : {}),
  })
  for (const name of embedded) process.env[name] = `${backend.url}${embeddedPaths[name]}`
  if (embedded.includes('RECRUITING_API_URL')) process.env['RECRUITING_API_KEY'] = embeddedRecruitingKey
  // with the embedded CMS, its stand-in page editor is the editor host
  if (embedded.includes('CMS_URL') && !env.EDITOR_ORIGIN) process.env['EDITOR_ORIGIN'] = backend.url
  closers.push(() => backend.close())
  console.log(`Embedded backend: ${backend.url} (${embedded.join(', ')})`)
}

const { default: site } = (await import(`${root}dist/server/server.js`)) as { default: { fetch: (request: Request) => Promise<Response> } }

const clientDir = `${root}dist/client`
const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31536000, immutable: true, compress: true })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3600, compress: true })
const publicNames = new Set(readdirSync(clientDir).map((name) => `/${name}`))

/** Static files: hashed build assets (immutable) and the few files of `public/`; pages go to the app. */
function staticFiles(request: Request, next: () => Response | Promise<Response>) {
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/assets/')) return hashedAssets(request, next)
  return publicNames.has(pathname) && pathname !== '/assets' ? publicFiles(request, next) : next()
}

/**
 * Start answers 400 to a path that is not valid percent-encoding; escaping its `%` signs instead
 * lets the site treat it like any other unknown page (the 404 flow), as the URL contract asks.
 */
function withDecodablePath(request: Request): Request {
  const url = new URL(request.url)
  try {
    decodeURI(url.pathname)
    return request
  } catch {
    url.pathname = url.pathname.replaceAll('%', '%25')
    return new Request(url, request)
  }
}

const server = serve({
  port: env.PORT,
  hostname: process.env['HOST'] ?? '127.0.0.1',
  silent: true,
  middleware: [staticFiles],
  fetch: (request) => site.fetch(withDecodablePath(request)),
})
await server.ready()
closers.push(() => server.close(true))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(0))
  })
}
console.log(`Site: ${server.url ?? `http://127.0.0.1:${env.PORT}/`}`)
