/**
 * Sends hostile requests to a production build and reports what must never happen: a 5xx, input
 * reflected unescaped into a page, a redirect off the site. Then, one request at a time with cold
 * caches, the upstream calls each of the costliest URLs causes. Starts its own site (with its
 * embedded backend) on loopback; bounded in count (`FUZZ_REQUESTS`, default 10,000) and time
 * (5 minutes). Reproducible: the same `FUZZ_SEED` sends the same requests. Run with `npm run fuzz`
 * (builds first).
 */
import type { ChildProcess } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { seededRandom } from '../../backend/seeded-random.ts'
import { startBuiltSite, waitFor } from '../../server/local-server.ts'

const port = 3350
const origin = `http://127.0.0.1:${port}`
const total = Number(process.env['FUZZ_REQUESTS'] ?? 10_000)
const concurrency = 16
const deadline = Date.now() + 5 * 60_000

/** A marker that must never come back as markup: `<fz1>` escaped is harmless, raw is a reflection. */
const marker = 'fz1'
const hostile = [
  `<${marker}>`,
  `"><${marker}>`,
  `'><${marker} onload=x>`,
  `javascript:alert(1)//<${marker}>`,
  `%3C${marker}%3E`,
  `%253C${marker}%253E`,
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f',
  '%00',
  '%0d%0aSet-Cookie:%20x=1',
  '\\\\evil.example',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  '%E0%A4%A',
  '%',
  '🙂'.repeat(20),
  'a'.repeat(5000),
  '__proto__',
  'constructor',
  '${7*7}',
  '{{7*7}}',
  '$ne',
  "' OR '1'='1",
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '9'.repeat(40),
  '[]',
  '{"a":1}',
]
const brandPrefixes = ['', '/mocom', '/albis-distribution', '/otto-acme-group', '/htf', '/acme-chemie', '/nope']
const languages = ['/de', '/en', '/zh', '/fr', '']
const pages = [
  '',
  '/about',
  '/search',
  '/career/jobs',
  '/career/job/1001',
  '/job/x',
  '/info-center/press~a~s=b~',
  '/404',
  '/product-search/x',
  '/industries/y',
  '/orders/1',
  '/dam/jcr:00000000-0000-0000-0000-000000000000/x.svg',
]
const params = [
  'q',
  'type',
  'pages',
  'keyword',
  'function',
  'location',
  'level',
  'division',
  'sort',
  'order',
  'perPage',
  'page',
  'from',
  'mgnlPreview',
  'mgnlVersion',
  'utm_source',
  'payload',
]
const methods = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']

const next = seededRandom(Number(process.env['FUZZ_SEED'] ?? 20261123))
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T

interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

function hostilePath(): string {
  switch (Math.floor(next() * 4)) {
    case 0:
      return `${pick(brandPrefixes)}${pick(languages)}/${pick(hostile)}`
    case 1:
      return `${pick(brandPrefixes)}${pick(languages)}${pick(pages)}/${encodeURIComponent(pick(hostile))}`
    case 2:
      return `/${pick(hostile)}/${pick(hostile)}`
    default:
      return `${pick(brandPrefixes)}${pick(languages)}${pick(pages)}`
  }
}

function hostileQuery(): string {
  const count = Math.floor(next() * 4)
  const parts = Array.from({ length: count }, () => `${pick(params)}=${next() < 0.5 ? encodeURIComponent(pick(hostile)) : pick(hostile)}`)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

/** Header values are visible ASCII on the wire: anything else is percent-encoded. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`)

function hostileHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const roll = next()
  if (roll < 0.15) headers['x-forwarded-host'] = pick(['evil.example', 'www.mocom.example', `127.0.0.1:${port}`, 'a'.repeat(300)])
  if (roll < 0.1) headers['x-forwarded-proto'] = pick(['https', 'gopher', 'http'])
  if (roll > 0.9) headers['host'] = pick(['evil.example', `localhost:${port}`, `127.0.0.1:${port}`, 'x'.repeat(300)])
  if (next() < 0.2) headers['cookie'] = `language=${encodeURIComponent(pick(hostile))}`
  if (next() < 0.1) headers['accept-language'] = headerSafe(pick(hostile).slice(0, 200))
  if (next() < 0.1) headers['referer'] = `https://evil.example/${encodeURIComponent(pick(hostile))}`
  return headers
}

function serverFunctionRequest(): FuzzRequest {
  const id = pick(['', 'x', 'eyJmaWxlIjoiL2V2aWwifQ', '../../etc', 'a'.repeat(400)])
  const payload = pick(['{oops', '{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":1,"s":"x"}]}}', '[]', 'null', '{}', encodeURIComponent(pick(hostile))])
  return {
    method: pick(['GET', 'POST']),
    path: `/_serverFn/${id}?payload=${encodeURIComponent(payload)}`,
    headers: { 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
    body: payload,
  }
}

function hostileRequest(): FuzzRequest {
  if (next() < 0.1) return serverFunctionRequest()
  const method = pick(methods)
  const request: FuzzRequest = { method, path: hostilePath() + hostileQuery(), headers: hostileHeaders() }
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    request.body = pick(['{}', '{"a":', 'x'.repeat(100_000), JSON.stringify({ q: pick(hostile) }), pick(hostile)])
    request.headers['content-type'] = pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])
  }
  return request
}

interface Outcome {
  status: number
  location: string | undefined
  body: string
}

/** One request as it is (raw path, any Host): `fetch` would normalise both. */
function send(request: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path.replace(/[^\x21-\x7e]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`),
        headers: { host: `127.0.0.1:${port}`, ...request.headers },
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body: Buffer.concat(chunks).toString('utf8').slice(0, 200_000) }),
        )
        response.on('error', () => resolve({ status: -1, location: undefined, body: '' }))
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')))
    outgoing.on('error', (error) => resolve({ status: error.message === 'timeout' ? -2 : -1, location: undefined, body: '' }))
    if (request.body !== undefined) outgoing.write(request.body)
    outgoing.end()
  })
}

/** The site's own origins: without `PUBLIC_ORIGIN` any loopback name of its port. */
const ownOrigins = new Set([origin, `http://localhost:${port}`])

/** True when a redirect leaves the site: another origin, or a protocol-relative or backslash path. */
function isOffSite(location: string | undefined): boolean {
  if (location === undefined) return false
  if (/^[/\\]{2}|^\/\\/.test(location)) return true
  try {
    return !ownOrigins.has(new URL(location, origin).origin)
  } catch {
    return true
  }
}

function startSite(): ChildProcess {
  return startBuiltSite(port, port + 1, { EDITOR_ORIGIN: '', AUTHORING: '0', BACKEND_CONTROL_TOKEN: controlToken, LOG_LEVEL: 'info' }, { stderr: 'ignore' })
}

const controlToken = 'fuzz-control-token'
const backendControl = (path: string, method = 'GET') =>
  fetch(`http://127.0.0.1:${port + 1}/__backend/${path}`, { method, headers: { authorization: `Bearer ${controlToken}` } })

/** The costliest URLs there are: uncached searches of many pages, unknown details, preview params, junk paths. */
function costlyUrls(run: number): string[] {
  const unique = `${Date.now().toString(36)}${run}`
  return [
    `/en/search?q=poly${unique}&pages=20`,
    `/en/search?q=polyamid&pages=20&type=products&x=${unique}`,
    `/en/career/job/99${run}${Date.now() % 100000}`,
    `/en/career/job/${unique}`,
    `/en/career/jobs?keyword=${unique}&page=9999`,
    `/en/about?mgnlPreview=false&x=${unique}`,
    `/en/info-center/press~${unique}~s=${unique}~`,
    `/mocom/de/${unique}/${unique}/${unique}`,
    `/en/industries/${unique}`,
  ]
}

/** Upstream calls one request causes, read from the embedded backend's request log. */
async function upstreamCalls(url: string): Promise<number> {
  await backendControl('requests', 'DELETE')
  await fetch(`${origin}${url}`, { redirect: 'follow' })
  await new Promise((resolve) => setTimeout(resolve, 300)) // background revalidations
  const log = (await (await backendControl('requests')).json()) as { requests: string[] }
  return log.requests.length
}

const site = startSite()
try {
  await waitFor(`${origin}/en`)
  const costs: Array<[string, number]> = []
  for (const url of costlyUrls(1)) costs.push([url, await upstreamCalls(url)])
  costs.sort(([, a], [, b]) => b - a)
  console.log('Upstream calls of the costliest URLs, one request each on a fresh site (the redirects they lead to included):')
  for (const [url, calls] of costs) console.log(`  ${String(calls).padStart(3)}  ${url}`)
  const statuses = new Map<number, number>()
  const serverErrors: string[] = []
  const reflections: string[] = []
  const offSite: string[] = []
  let sent = 0
  const worker = async () => {
    while (sent < total && Date.now() < deadline) {
      sent += 1
      const request = hostileRequest()
      const outcome = await send(request)
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
      const label = `${request.method} ${request.path.slice(0, 160)} ${JSON.stringify(request.headers).slice(0, 120)}`
      if (outcome.status >= 500 || outcome.status < 0) serverErrors.push(`${outcome.status} ${label}`)
      if (outcome.body.includes(`<${marker}`)) reflections.push(`${outcome.status} ${label}`)
      if (outcome.status >= 300 && outcome.status < 400 && isOffSite(outcome.location)) offSite.push(`${outcome.location} <- ${label}`)
    }
  }
  const started = Date.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`)
  console.log(`Sent ${sent} hostile requests in ${seconds} s (statuses ${byStatus.join(', ')}).`)
  console.log(`5xx or no answer: ${serverErrors.length}; reflections: ${reflections.length}; redirects off the site: ${offSite.length}.`)
  for (const [name, list] of [
    ['5xx', serverErrors],
    ['reflection', reflections],
    ['off-site redirect', offSite],
  ] as const) {
    for (const line of list.slice(0, 10)) console.log(`  ${name}: ${line}`)
  }
  process.exitCode = serverErrors.length + reflections.length + offSite.length > 0 ? 1 : 0
} finally {
  site.kill('SIGTERM')
}
