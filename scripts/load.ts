/**
 * Throughput of the production build on this machine, next to the limit for Node here: the same
 * bytes, precompressed, served from memory by a bare `node:http` server. 10 concurrent clients,
 * `LOAD_SECONDS` (default 10) per target, Brotli accepted as browsers do; the site on the embedded
 * backend with its caches warm (what a visitor after the first one gets). Writes docs/load.md.
 * Run with `npm run load` (builds first). Only loopback traffic.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { cpus } from 'node:os'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync } from 'node:zlib'
import autocannon from 'autocannon'
import { waitFor } from './local-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const sitePort = Number(process.env['LOAD_PORT'] ?? 3700)
const barePort = sitePort + 10
const seconds = Number(process.env['LOAD_SECONDS'] ?? 10)
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
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx }
}


const site = spawn(process.execPath, ['scripts/serve.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(sitePort), BACKEND_PORT: String(sitePort + 1), CMS_URL: '', LOG_LEVEL: 'warn', JOBS_SCALE: '5000' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  const siteUrl = `http://127.0.0.1:${sitePort}`
  await waitFor(`${siteUrl}/healthz`)
  await waitFor(`${siteUrl}/mocom/en`)
  const targets = [
    ['Brand home page (HTML)', '/mocom/en'],
    ['Job board with a filter, 5,000 jobs (HTML)', '/en/career/jobs?keyword=sales&level=professional&page=2'],
    ['Content page (HTML)', '/en/about'],
  ] as const
  const homeHtml = Buffer.from(await (await fetch(`${siteUrl}/mocom/en`)).arrayBuffer())
  const asset = /\/assets\/[\w.-]+\.js/.exec(homeHtml.toString('utf8'))?.[0] ?? ''
  // the limit: the home page's bytes, compressed once, answered from memory
  const compressed = brotliCompressSync(homeHtml)
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': compressed.byteLength })
    response.end(compressed)
  })
  await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve))
  const baseline = await hammer(`http://127.0.0.1:${barePort}/`)
  bare.close()
  const rows: string[] = []
  for (const [name, path] of [...targets, ['A build asset (JavaScript)', asset] as const]) {
    for (let warm = 0; warm < 3; warm++) await fetch(siteUrl + path)
    const figures = await hammer(siteUrl + path)
    rows.push(
      `| ${name} | \`${path}\` | ${Math.round(figures.requestsPerSecond)} | ${(figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}× | ${figures.p50} ms | ${figures.p99} ms | ${figures.errors + figures.non2xx} |`,
    )
  }
  const report = [
    '# Load',
    '',
    `Written by \`npm run load\` (scripts/load.ts) on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${connections} concurrent clients, ${seconds} s per target, \`Accept-Encoding: br, gzip\`, the production build on the embedded backend with warm caches, loopback only, client and server on the same cores.`,
    '',
    `Limit for Node here: the home page's HTML, Brotli-compressed once, answered from memory by a bare \`node:http\` server: **${Math.round(baseline.requestsPerSecond)} requests/s** (p50 ${baseline.p50} ms, p99 ${baseline.p99} ms).`,
    '',
    '| Target | Path | Requests/s | Share of the limit | p50 | p99 | Errors and non-2xx |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'Before this work (docs/decisions/012-operations.md), in one run of the same kind: the home page served 514 requests/s (0.02× of 20,681, p99 64 ms) and the filtered job board 211 (0.01×, p99 149 ms), uncompressed.',
    '',
  ].join('\n')
  writeFileSync(`${root}docs/load.md`, report)
  console.log(report)
} finally {
  site.kill('SIGTERM')
}
