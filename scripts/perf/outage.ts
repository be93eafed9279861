/**
 * What a visitor gets while the CMS is down, and how long `npm start` takes with an unchanged
 * build. The production build runs on the embedded backend with the CMS upstream pointed first at
 * a closed port (connections refused), then at a local TCP server that accepts and never answers
 * (a hanging CMS); pages nobody visited before are requested one after another and their status,
 * `Retry-After` and time are reported. Then `npm start` is timed until its first 200: once with
 * empty start-up caches, then three times.
 * Writes docs/operations.md. Run with `npm run outage` (builds first); about a minute. Loopback only.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type Socket, createServer } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, startBuiltSite, stopProcess, waitFor } from '../../server/local-server.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
/** Pages of several brands and kinds; with the CMS down since the start, none was ever rendered. */
const pages = ['/en/about', '/mocom/en/services', '/de/about', '/wipag/en', '/en/info-center/press', '/en/career/jobs?keyword=sales', '/en/career/job/1021']

/** The "temporarily unavailable" message in every language (messages/*.json, `site_unavailable`). */
const unavailableTexts = ['de', 'en', 'zh'].map(
  (lang) => (JSON.parse(readFileSync(`${root}messages/${lang}.json`, 'utf8')) as Record<string, string>)['site_unavailable'] ?? '-',
)

interface Answer {
  path: string
  status: number
  retryAfter: string
  location: string
  ms: number
  unavailablePage: boolean
}

async function request(url: string, path: string): Promise<Answer> {
  const started = performance.now()
  const response = await fetch(url + path, { redirect: 'manual', headers: { 'accept-language': 'en' } })
  const html = await response.text()
  return {
    path,
    status: response.status,
    retryAfter: response.headers.get('retry-after') ?? '',
    location: response.headers.get('location') ?? '',
    ms: Math.round(performance.now() - started),
    unavailablePage: unavailableTexts.some((text) => html.includes(text)),
  }
}

/** Starts the build with the CMS at `cmsUrl` and every other upstream on the embedded backend, and asks for each page once. */
async function outage(cmsUrl: string): Promise<Answer[]> {
  const port = await freePort()
  const child = startBuiltSite(port, await freePort(), { CMS_URL: cmsUrl, EMBEDDED_BACKEND: '1', LOG_LEVEL: 'silent' })
  try {
    const url = `http://127.0.0.1:${port}`
    await waitFor(`${url}/healthz`)
    const answers: Answer[] = []
    for (const path of pages) answers.push(await request(url, path))
    return answers
  } finally {
    await stopProcess(child)
  }
}

/** A CMS that accepts connections and never answers. */
async function hangingServer(): Promise<{ url: string; close(): void }> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => sockets.delete(socket))
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = address !== null && typeof address === 'object' ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

/**
 * Milliseconds from `npm start` to the first 200 of a page, with the build unchanged; `temporaryFolder`
 * gives the start a temporary folder of its own, so Node's compile cache and the parsed content (ADR 025) start empty.
 */
async function startTime(temporaryFolder?: string): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BACKEND_PORT: String(await freePort()),
      CMS_URL: '',
      LOG_LEVEL: 'warn',
      ...(temporaryFolder ? { TMPDIR: temporaryFolder } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/en/about`)).status === 200) return Math.round(performance.now() - started)
      } catch {
        // not up yet
      }
      if (child.exitCode !== null) throw new Error('npm start exited')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    // npm runs the launcher in a shell of its own: the signal goes to the whole group it leads
    const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())))
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    await exited
  }
}

const table = (answers: Answer[]) => [
  '| Page | Status | Retry-After | Location | Time | "Currently unavailable" page |',
  '| --- | ---: | ---: | --- | ---: | --- |',
  ...answers.map((a) => `| \`${a.path}\` | ${a.status} | ${a.retryAfter || '–'} | ${a.location || '–'} | ${a.ms} ms | ${a.unavailablePage ? 'yes' : 'no'} |`),
]

// the build `npm start` would serve, with its inputs hash written, so every start below reuses it
const ready = spawnSync(process.execPath, ['server/build-if-changed.ts'], { cwd: root, stdio: 'inherit' })
if (ready.status !== 0) process.exit(ready.status ?? 1)

const refused = await outage(`http://127.0.0.1:${await freePort()}`)
console.log(table(refused).join('\n'))
const hanging = await hangingServer()
let hung: Answer[]
try {
  hung = await outage(hanging.url)
} finally {
  hanging.close()
}
console.log(table(hung).join('\n'))
const emptyCaches = mkdtempSync(join(tmpdir(), 'start-with-empty-caches-'))
const firstStart = await startTime(emptyCaches)
rmSync(emptyCaches, { recursive: true, force: true })
const starts: number[] = []
for (let run = 0; run < 3; run++) starts.push(await startTime())
console.log(`npm start: ${starts.join(' ms, ')} ms; with empty caches ${firstStart} ms`)
const slowest = (answers: Answer[]) => Math.max(...answers.map((a) => a.ms))

const report = [
  '# Operations: outage and start',
  '',
  `Written by \`npm run outage\` (scripts/perf/outage.ts) on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, the production build, loopback only. Targets (issue 18): a page without a last good copy answers 503 at its own URL with \`Retry-After\` and the brand's page saying the site is currently unavailable (\`site_unavailable\` in messages/*.json) within about 3 s, whatever the CMS does; \`npm start\` with an unchanged build answers within 3 s.`,
  '',
  '## CMS down',
  '',
  'The CMS upstream (`CMS_URL`) points at a dead CMS from the start, the other upstreams at the embedded backend; each page is requested once, one after another, so the first ones meet a closed circuit and the later ones may meet it open (`constants.upstream` in config/constants.ts: 3 s per try and per call, the circuit opens after 10 calls in 10 s of which half failed).',
  '',
  `### Connections refused (a closed port): slowest ${slowest(refused)} ms`,
  '',
  ...table(refused),
  '',
  `### Connections accepted, never answered (a local TCP server): slowest ${slowest(hung)} ms`,
  '',
  ...table(hung),
  '',
  'Before this work (issue 18): `302 /en/404` → `302 /` → `503`, 3 s with the CMS refusing connections and 51 s with it hanging.',
  '',
  '## Start with an unchanged build',
  '',
  `\`npm start\` (server/build-if-changed.ts finds the build up to date, server/serve.ts starts the embedded backend and the site) until \`/en/about\` first answers 200, three starts: **${starts.join(' ms, ')} ms** (median ${[...starts].sort((a, b) => a - b)[1]} ms). These starts reuse Node's compile cache and the embedded backend's parsed content (ADR 025), as every start after the first one on a machine does; the first start, with both caches empty (a temporary folder of its own), took ${firstStart} ms.`,
  '',
  'Before this work (issue 18): about 35 s, since every start rebuilt.',
  '',
].join('\n')
writeFileSync(`${root}docs/operations.md`, report)
console.log(report)
