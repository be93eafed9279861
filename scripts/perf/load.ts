/**
 * Throughput of the production build on this machine, next to the limit for Node here: the same
 * bytes, precompressed, served from memory by a bare `node:http` server. 10 concurrent clients,
 * `LOAD_SECONDS` (default 6) per target, Brotli accepted as browsers do; the site on the embedded
 * backend with its caches warm (what a visitor after the first one gets), once as configured and
 * once with the rendered-page cache off (`PAGE_CACHE=0`), so the render path's own speed shows.
 * Writes docs/load.md. Run with `npm run load` (builds first); about two minutes. Only loopback traffic.
 */
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync } from 'node:zlib'
import autocannon from 'autocannon'
import { siteNodeOptions, startBuiltSite, stopProcess, waitFor } from '../../server/local-server.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const sitePort = Number(process.env['LOAD_PORT'] ?? 3700)
const barePort = sitePort + 10
const seconds = Number(process.env['LOAD_SECONDS'] ?? 6)
/** Before each target's seconds, the same load not counted: the code that answers it has run and been compiled. */
const warmUpSeconds = 2
const connections = 10
const headers = { 'accept-encoding': 'br, gzip' }

interface Figures {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

async function hammer(url: string): Promise<Figures> {
  await autocannon({ url, connections, duration: warmUpSeconds, headers })
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

interface Site {
  url: string
  process: ChildProcess
  pageCache: boolean
}

async function startSite(port: number, env: Record<string, string>): Promise<Site> {
  const child = startBuiltSite(port, port + 1, { JOBS_SCALE: '5000', ...env })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/healthz`)
  await waitFor(`${url}/mocom/en`)
  return { url, process: child, pageCache: env['PAGE_CACHE'] !== '0' }
}

/** The first link in a page's HTML that matches `pattern` (a job of the board, a story of a list). */
async function firstLink(url: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(url)).text()
  const found = pattern.exec(html)?.[1]
  if (!found) throw new Error(`no link matching ${pattern} in ${url}`)
  return found.replaceAll('&amp;', '&')
}

type Target = readonly [name: string, path: string]

/** Rows of the table for the targets on one site: figures, share of the limit, and whether the page cache answered. */
async function measure(site: Site, targets: readonly Target[], limitOf: (path: string) => number): Promise<string[]> {
  const rows: string[] = []
  for (const [name, path] of targets) {
    // warm up: the data caches fill on the first request, the page cache keeps the page once it is compressed
    let cacheAnswer = ''
    for (let warm = 0; warm < 20 && cacheAnswer !== 'hit'; warm++) {
      const response = await fetch(site.url + path, { headers })
      await response.arrayBuffer()
      cacheAnswer = response.headers.get('x-page-cache') ?? ''
      if (warm >= 2 && !site.pageCache) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const figures = await hammer(site.url + path)
    const fromCache = path.startsWith('/assets/') ? 'static file' : cacheAnswer === 'hit' ? 'yes' : 'no'
    rows.push(
      `| ${name} | \`${path}\` | ${fromCache} | ${Math.round(figures.requestsPerSecond)} | ${(figures.requestsPerSecond / limitOf(path)).toFixed(2)}× | ${figures.p50} ms | ${figures.p99} ms | ${figures.errors + figures.non2xx} |`,
    )
    console.log(rows.at(-1))
  }
  return rows
}

const tableHead = [
  '| Target | Path | From the page cache | Requests/s | Share of the limit | p50 | p99 | Errors and non-2xx |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
]

const started = performance.now()
const loadBefore = loadavg()[0] ?? 0
let site = await startSite(sitePort, {})
let cachedRows: string[]
let uncachedRows: string[]
let baseline: Figures
let assetBaseline: Figures
let asset: string
let sizes: { page: number; asset: number }
let targets: Target[]
try {
  const jobDetail = await firstLink(`${site.url}/en/career/jobs`, /href="(\/en\/career\/job\/\d+)"/)
  const story = await firstLink(`${site.url}/en/info-center/press`, /href="(\/en\/info-center\/press~[^"]+)"/)
  targets = [
    ['Brand home page', '/mocom/en'],
    ['Content page', '/en/about'],
    ['Job board with a filter, 5,000 jobs', '/en/career/jobs?keyword=sales&level=professional&page=2'],
    ['Job detail', jobDetail],
    ['Site search with a query', '/de/search?q=polyamid'],
    ['Story (press release)', story],
  ]
  const homeHtml = Buffer.from(await (await fetch(`${site.url}/mocom/en`)).arrayBuffer())
  asset = /\/assets\/[\w.-]+\.js/.exec(homeHtml.toString('utf8'))?.[0] ?? ''
  // the limits: the home page's bytes compressed once, and the asset's own Brotli copy, answered from memory
  const compressed = brotliCompressSync(homeHtml)
  const assetBytes = readFileSync(`${root}dist/client${asset}.br`)
  sizes = { page: compressed.byteLength, asset: assetBytes.byteLength }
  const bare = createServer((request, response) => {
    const body = request.url === '/asset' ? assetBytes : compressed
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': body.byteLength })
    response.end(body)
  })
  await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve))
  baseline = await hammer(`http://127.0.0.1:${barePort}/`)
  assetBaseline = await hammer(`http://127.0.0.1:${barePort}/asset`)
  bare.close()
  console.log(`limits: ${Math.round(baseline.requestsPerSecond)} and ${Math.round(assetBaseline.requestsPerSecond)} requests/s`)
  const limitOf = (path: string) => (path === asset ? assetBaseline.requestsPerSecond : baseline.requestsPerSecond)
  cachedRows = await measure(site, [...targets, ['A build asset (JavaScript)', asset]], limitOf)
} finally {
  await stopProcess(site.process)
}
site = await startSite(sitePort + 20, { PAGE_CACHE: '0' })
try {
  uncachedRows = await measure(site, targets, () => baseline.requestsPerSecond)
} finally {
  await stopProcess(site.process)
}
const report = [
  '# Load',
  '',
  `Written by \`npm run load\` (scripts/perf/load.ts) on ${new Date().toISOString().slice(0, 10)} in ${Math.round((performance.now() - started) / 1000)} s: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${connections} concurrent clients, ${seconds} s per target after ${warmUpSeconds} s of the same load not counted, \`Accept-Encoding: br, gzip\`, the production build on the embedded backend (5,000 jobs), started as production starts it (\`node ${siteNodeOptions.join(' ')}\`, ADR 023), with warm data caches, loopback only, client and server on the same cores. All pages are HTML. The machine's load average (1 min) was ${loadBefore.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end: above the core count, other work shared the cores and every figure, the limit included, is lower than on an idle machine; compare shares, not requests/s, between runs.`,
  '',
  `Limit for Node here: the home page's HTML, Brotli-compressed once, answered from memory by a bare \`node:http\` server: **${Math.round(baseline.requestsPerSecond)} requests/s** (p50 ${baseline.p50} ms, p99 ${baseline.p99} ms), ${Math.round(sizes.page / 1024)} KB a response. The pages' shares are of this limit. The build asset's share is of its own limit, its Brotli copy (${Math.round(sizes.asset / 1024)} KB) from the same bare server: **${Math.round(assetBaseline.requestsPerSecond)} requests/s** (p50 ${assetBaseline.p50} ms, p99 ${assetBaseline.p99} ms).`,
  '',
  'Targets (issue 18): a cached page and a static asset ≥ 0.5× of the limit; job board, job detail and search ≥ 0.25×; p99 under 50 ms.',
  '',
  '## As deployed (rendered-page cache on)',
  '',
  '"From the page cache" is what the edge answered (`X-Page-Cache`) for the warm-up request before the run.',
  '',
  ...tableHead,
  ...cachedRows,
  '',
  '## Render path (`PAGE_CACHE=0`)',
  '',
  'Every request renders the page from the warm data caches and compresses it as it streams: what a page costs the first time, after a publish, or when it may not be kept.',
  '',
  ...tableHead,
  ...uncachedRows,
  '',
  'Before this work (docs/decisions/012-operations.md), in one run of the same kind: the home page served 514 requests/s (0.02× of 20,681, p99 64 ms) and the filtered job board 211 (0.01×, p99 149 ms), uncompressed.',
  '',
].join('\n')
writeFileSync(`${root}docs/load.md`, report)
console.log(report)
