/**
 * A soak: the production build on the embedded backend (a process of its own) under mixed traffic (autocannon, 10
 * connections, at most 100 requests/s, loopback only). First a warm-up of the same traffic, minute by
 * minute, until the site's resident memory has settled (a minute's mean within `settledGrowth` of the
 * minute before; at least 2 minutes, at most `--minutes`), then the soak itself for `--minutes`
 * (default 10). In the soak's middle the CMS fails for 30 s and the recruiting API answers 2 s late (the
 * embedded backend's fault controls), then both recover. Reports 5xx on pages that were cached
 * before the faults (target 0), memory growth from the soak's first to its last minute (target
 * < 20 %) and, beside it, from the warm-up's first minute (the process fresh), and how long the site
 * took to recover once the faults were cleared; writes docs/soak.md. Run with `npm run soak` (builds
 * first); not part of `npm test`.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import * as constants from '#config/constants.ts'
import { recruitingPath } from '../../backend/jobs/jobs-routes.ts'
import { embeddedUpstreams } from '../../backend/server.ts'
import { freePort, siteNodeOptions, startBuiltSite, stopProcess, waitFor } from '../../server/local-server.ts'
import { percentile } from './percentile.ts'

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } })
const minutes = Number(values.minutes)
if (!Number.isFinite(minutes) || minutes < 2) throw new Error('--minutes must be 2 or more (a first and a last minute, and the faults between)')
const root = fileURLToPath(new URL('../..', import.meta.url))
const durationS = Math.round(minutes * 60)
const faultStartS = Math.round(durationS / 2 - 15)
const faultEndS = faultStartS + 30
/** The warm-up ends with the first minute whose mean RSS grew less than this over the minute before. */
const settledGrowth = 0.05
const minWarmUpMinutes = 2
const cmsFault = { pathPrefix: '/.rest/', mode: 'error' } as const
const recruitingFault = { pathPrefix: recruitingPath, mode: 'slow', delayMs: 2000 } as const

const port = await freePort()
const backendPort = await freePort()
const embeddedBackend = `http://127.0.0.1:${backendPort}`
const controlToken = randomBytes(18).toString('base64url')
const metricsToken = randomBytes(18).toString('base64url')
// the embedded backend in a process of its own (a second build's, whose site nobody asks), as Magnolia and the APIs are: the measured process holds only the site
const upstreamsPort = await freePort()
const upstreams = startBuiltSite(upstreamsPort, backendPort, { BACKEND_CONTROL_TOKEN: controlToken })
await waitFor(`http://127.0.0.1:${upstreamsPort}/healthz`)
const site = startBuiltSite(port, await freePort(), { ...embeddedUpstreams(embeddedBackend), METRICS_TOKEN: metricsToken })
const url = `http://127.0.0.1:${port}`
await waitFor(`${url}/healthz`)

/** The pages of the mix: visited before the faults, so each has a rendered copy and its data cached. */
const cachedPages = [
  '/mocom/en',
  '/en/about',
  '/de/about',
  '/wipag/en/services',
  '/en/career/jobs?keyword=sales&level=professional',
  '/en/career/job/1021',
  '/de/search?q=polyamid',
  '/en/info-center/press',
]
/** Pages nobody asked for before: a job board with a keyword of its own on every request. */
const freshPage = '/en/career/jobs?keyword='
let freshCount = 0

interface PathCounts {
  requests: number
  ok: number
  serverErrors: number
  serverErrorsInFaults: number
  other: number
}
const counts = new Map<string, PathCounts>()
/** When the traffic starts (set again once the pages are warm): the faults' and the samples' clock. */
let startedAt = performance.now()
const second = () => Math.floor((performance.now() - startedAt) / 1000)
/** Per second of the run: responses, non-2xx, the sum of response times. */
const timeline: Array<{ responses: number; failures: number; ms: number }> = Array.from({ length: durationS + 5 }, () => ({ responses: 0, failures: 0, ms: 0 }))
interface Sample {
  s: number
  rss: number
  rssAnon: number
  rssFile: number
  heap: number
  heapTotal: number
  external: number
  pageCache: number
  circuitsClosed: boolean
}
const samples: Sample[] = []
/** The warm-up's samples, `s` counted from its start. */
const warmUpSamples: Sample[] = []
/** The mean RSS of each minute of the warm-up. */
const warmUpRss: number[] = []

function count(path: string, status: number): void {
  const entry = counts.get(path) ?? { requests: 0, ok: 0, serverErrors: 0, serverErrorsInFaults: 0, other: 0 }
  entry.requests++
  if (status >= 200 && status < 300) entry.ok++
  else if (status >= 500) {
    entry.serverErrors++
    const s = second()
    if (s >= faultStartS && s < faultEndS) entry.serverErrorsInFaults++
  } else entry.other++
  counts.set(path, entry)
}

async function control(path: string, init: { method: string; body?: unknown }): Promise<void> {
  const response = await fetch(`${embeddedBackend}/__backend/${path}`, {
    method: init.method,
    headers: { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  if (!response.ok) throw new Error(`control ${path}: ${response.status}`)
}

/** The site's resident memory (Linux), V8 heap in use and page cache size (its metrics), and whether every circuit is closed. */
async function sample(into: Sample[], s: number): Promise<void> {
  const status = readFileSync(`/proc/${site.pid}/status`, 'utf8')
  const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024
  const rss = kilobytes('VmRSS')
  // of it, memory the process allocated, and pages of mapped files (the node binary's code, its ICU data) read in so far
  const rssAnon = kilobytes('RssAnon')
  const rssFile = kilobytes('RssFile')
  const metrics = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text()
  const heap = Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(metrics)?.[1] ?? 0)
  // what V8 holds from the system for its heap, and the memory outside it that objects own (buffers, zlib's state)
  const heapTotal = Number(/^nodejs_heap_size_total_bytes (\S+)$/m.exec(metrics)?.[1] ?? 0)
  const external = Number(/^nodejs_external_memory_bytes (\S+)$/m.exec(metrics)?.[1] ?? 0)
  const pageCache = Number(/^site_page_cache_bytes (\S+)$/m.exec(metrics)?.[1] ?? 0)
  const ready = (await (await fetch(`${url}/readyz`, { headers: { authorization: `Bearer ${metricsToken}` } })).json()) as {
    upstreams: Array<{ circuit: string }>
  }
  into.push({
    s,
    rss,
    rssAnon,
    rssFile,
    heap,
    heapTotal,
    external,
    pageCache,
    circuitsClosed: ready.upstreams.every((upstream) => upstream.circuit === 'closed'),
  })
}

const mean = (numbers: number[]) => numbers.reduce((sum, n) => sum + n, 0) / Math.max(1, numbers.length)
const pageCacheLimit = constants.pageCache.maxBytes
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Whether the soak itself runs (the warm-up is over): only its answers are counted. */
let soaking = false
/** The soak's response times, and its requests that got no answer (errors and timeouts). */
const soakTimes: number[] = []
let soakErrors = 0

let report: string
try {
  // every page of the mix once (and again, so its rendered copy is kept) before the clock starts
  for (const path of cachedPages)
    for (let visit = 0; visit < 2; visit++) await (await fetch(url + path, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer()
  const loadBefore = loadavg()[0] ?? 0
  // one stream of traffic for the warm-up and the soak, stopped when the soak is over
  const run = autocannon(
    {
      url,
      connections: 10,
      overallRate: 100,
      duration: minutes * 60 + durationS + 60,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [
        ...cachedPages.map((path) => ({ method: 'GET' as const, path, onResponse: (status: number) => soaking && count(path, status) })),
        {
          method: 'GET' as const,
          setupRequest: (request: { path?: string }) => ({ ...request, path: `${freshPage}k${++freshCount}` }),
          onResponse: (status: number) => soaking && count(freshPage, status),
        },
      ],
    },
    () => undefined,
  )
  run.on('response', (_client, status, _bytes, responseTime) => {
    const bucket = timeline[second()]
    if (!soaking || !bucket) return
    soakTimes.push(responseTime)
    bucket.responses++
    bucket.ms += responseTime
    if (status < 200 || status >= 300) bucket.failures++
  })
  run.on('reqError', () => {
    if (soaking) soakErrors++
  })
  const stopped = new Promise((resolve) => run.on('done', resolve))

  // the warm-up: a minute at a time, until a minute's memory has settled
  const warmUpStart = performance.now()
  const warmUpSampler = setInterval(
    () => void sample(warmUpSamples, Math.floor((performance.now() - warmUpStart) / 1000)).catch((error: unknown) => console.error('sample failed', error)),
    5000,
  )
  while (warmUpRss.length < minutes) {
    const from = warmUpSamples.length
    await sleep(60_000)
    warmUpRss.push(mean(warmUpSamples.slice(from).map((entry) => entry.rss)))
    const latest = warmUpRss.at(-1) ?? 0
    const previous = warmUpRss.at(-2) ?? 0
    console.log(`warm-up minute ${warmUpRss.length}: RSS ${mb(latest)}`)
    if (warmUpRss.length >= minWarmUpMinutes && latest / previous - 1 < settledGrowth) break
  }
  clearInterval(warmUpSampler)

  soaking = true
  startedAt = performance.now()
  const sampler = setInterval(() => void sample(samples, second()).catch((error: unknown) => console.error('sample failed', error)), 5000)
  const timers = [
    setTimeout(() => {
      console.log(`${second()} s: the CMS fails, the recruiting API answers 2 s late`)
      Promise.all([control('faults', { method: 'POST', body: cmsFault }), control('faults', { method: 'POST', body: recruitingFault })]).catch(
        (error: unknown) => console.error('faults not set', error),
      )
    }, faultStartS * 1000),
    setTimeout(() => {
      console.log(`${second()} s: faults cleared`)
      control('faults', { method: 'DELETE' }).catch((error: unknown) => console.error('faults not cleared', error))
    }, faultEndS * 1000),
  ]
  await sleep(durationS * 1000)
  soaking = false
  run.stop()
  await stopped
  clearInterval(sampler)
  timers.forEach(clearTimeout)
  await control('faults', { method: 'DELETE' })

  // recovery: from the faults' end to the first second after which 10 s pass without a failed
  // answer, at no more than twice the mean response time before the faults, with every circuit closed
  const before = timeline.slice(10, faultStartS)
  const normalMs = mean(before.map((b) => b.ms / Math.max(1, b.responses)))
  const healthy = (s: number) => {
    const bucket = timeline[s]
    return bucket !== undefined && bucket.responses > 0 && bucket.failures === 0 && bucket.ms / bucket.responses <= 2 * normalMs + 5
  }
  let recoveredAt: number | undefined
  for (let s = faultEndS; s + 10 <= durationS; s++) {
    if (Array.from({ length: 10 }, (_, i) => s + i).every(healthy)) {
      recoveredAt = s
      break
    }
  }
  const phaseMs = (from: number, to: number) => {
    const buckets = timeline.slice(from, to)
    return `${(
      buckets.reduce((sum, b) => sum + b.ms, 0) /
      Math.max(
        1,
        buckets.reduce((sum, b) => sum + b.responses, 0),
      )
    ).toFixed(1)} ms`
  }
  const circuitsClosedAt = samples.find((entry) => entry.s >= faultEndS && entry.circuitsClosed)?.s
  const first = samples.filter((entry) => entry.s < 60)
  const last = samples.filter((entry) => entry.s >= durationS - 60)
  const growth = (pick: (entry: (typeof samples)[number]) => number) => mean(last.map(pick)) / mean(first.map(pick)) - 1
  const rssGrowth = growth((entry) => entry.rss)
  // the heap in use rises between collections and falls at each: a minute's lowest sample is the nearest to what stays alive
  const lowestHeap = (entries: Sample[]) => Math.min(...entries.map((entry) => entry.heap))
  const heapGrowth = lowestHeap(last) / lowestHeap(first) - 1
  const minuteSamples = (minute: number) => samples.filter((entry) => entry.s >= minute * 60 && entry.s < minute * 60 + 60)
  const native = (entry: (typeof samples)[number]) => entry.rssAnon - entry.heapTotal - entry.external
  const cachedErrors = cachedPages.reduce((sum, path) => sum + (counts.get(path)?.serverErrors ?? 0), 0)
  const percent = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`
  const perMinute = Array.from({ length: Math.ceil(durationS / 60) }, (_, minute) => {
    const buckets = timeline.slice(minute * 60, minute * 60 + 60)
    const responses = buckets.reduce((sum, b) => sum + b.responses, 0)
    const memory = minuteSamples(minute)
    return `| ${minute + 1} | ${responses} | ${buckets.reduce((sum, b) => sum + b.failures, 0)} | ${(buckets.reduce((sum, b) => sum + b.ms, 0) / Math.max(1, responses)).toFixed(1)} ms | ${mb(mean(memory.map((e) => e.rss)))} | ${mb(mean(memory.map((e) => e.rssAnon)))} | ${mb(mean(memory.map((e) => e.rssFile)))} | ${mb(mean(memory.map((e) => e.heap)))} | ${mb(memory.length > 0 ? lowestHeap(memory) : 0)} | ${mb(mean(memory.map((e) => e.heapTotal)))} | ${mb(mean(memory.map((e) => e.external)))} | ${mb(mean(memory.map((e) => e.pageCache)))} |`
  })
  report = [
    '# Soak',
    '',
    `Written by \`npm run soak${minutes === 10 ? '' : ` -- --minutes ${minutes}`}\` (scripts/perf/soak.ts) on ${new Date().toISOString().slice(0, 10)}: a warm-up of ${warmUpRss.length} minutes, then the soak of ${minutes} minutes${minutes < 10 ? ' (shorter than the default 10 minutes, for time)' : ''}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${loadBefore.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end. The production build, started as production starts it (\`node ${siteNodeOptions.join(' ')}\`, ADR 023), on the embedded backend in a process of its own (CMS data fresh for 60 s, then revalidated: the page cache and the data caches expire and refill several times during the run); autocannon with 10 connections at most 100 requests/s in all, \`Accept-Encoding: br, gzip\`, loopback only.`,
    '',
    `The warm-up sends the same traffic without faults until the site's memory has settled: it lasts at least ${minWarmUpMinutes} minutes and ends with the first minute whose mean RSS grew less than ${settledGrowth * 100} % over the minute before, or after ${minutes} minutes. Its minutes' mean RSS: ${warmUpRss.map(mb).join(', ')}. A process fresh from its start has empty caches and has compiled and allocated little; the soak's own growth, from its first minute to its last, is what traffic and faults add once it runs as it does in service, and the row from the warm-up's first minute shows the growth from a fresh start beside it.`,
    '',
    `Mix, in turn: ${cachedPages.map((path) => `\`${path}\``).join(', ')} (each visited twice before the run, so each has a kept copy) and \`${freshPage}k{n}\` with a new keyword every time (never seen, so never cached). From ${faultStartS} s to ${faultEndS} s every CMS endpoint (\`${cmsFault.pathPrefix}\`) answers 500 and the recruiting API (\`${recruitingFault.pathPrefix}\`) answers ${recruitingFault.delayMs} ms late; then both are cleared.`,
    '',
    '## Results',
    '',
    `| Measure | Target | Result |`,
    '| --- | --- | --- |',
    `| 5xx on the cached pages, whole run | 0 | **${cachedErrors}** ${cachedErrors === 0 ? '(met)' : '(not met)'} |`,
    `| Resident memory (RSS), mean of the first minute → the last | growth < 20 % | ${mb(mean(first.map((e) => e.rss)))} → ${mb(mean(last.map((e) => e.rss)))}: **${percent(rssGrowth)}** ${rssGrowth < 0.2 ? '(met)' : '(not met)'} |`,
    `| Resident memory from the warm-up's first minute (the process fresh: caches empty, code not yet compiled) → the soak's last minute | – | ${mb(warmUpRss[0] ?? 0)} → ${mb(mean(last.map((e) => e.rss)))}: **${percent(mean(last.map((e) => e.rss)) / (warmUpRss[0] ?? 1) - 1)}** |`,
    `| V8 heap in use, the lowest sample of the soak's first minute → of its last (what stays alive after a collection; the minutes' means swing with the collections, see By minute) | growth < 20 % | ${mb(lowestHeap(first))} → ${mb(lowestHeap(last))}: **${percent(heapGrowth)}** ${heapGrowth < 0.2 ? '(met)' : '(not met)'} |`,
    `| Rendered-page cache (bounded at ${mb(pageCacheLimit)}; its bytes are outside the V8 heap, inside RSS), the same minutes | – | ${mb(mean(first.map((e) => e.pageCache)))} → ${mb(mean(last.map((e) => e.pageCache)))} |`,
    `| Of the resident memory: memory the process allocated (RssAnon), the same minutes | – | ${mb(mean(first.map((e) => e.rssAnon)))} → ${mb(mean(last.map((e) => e.rssAnon)))}: **${percent(growth((entry) => entry.rssAnon))}** |`,
    `| Of the resident memory: pages of mapped files (RssFile: the node binary, its ICU data), the same minutes | – | ${mb(mean(first.map((e) => e.rssFile)))} → ${mb(mean(last.map((e) => e.rssFile)))}: **${percent(growth((entry) => entry.rssFile))}** |`,
    `| Allocated memory beside the V8 heap and the memory its objects own (RssAnon less heap held and outside the heap: native allocations such as zlib's and Brotli's state, V8's compiler, the allocator's free lists), the same minutes | – | ${mb(mean(first.map(native)))} → ${mb(mean(last.map(native)))} |`,
    `| Recovery after the faults cleared: 10 s in a row without a failed answer, at most twice the usual response time (${normalMs.toFixed(1)} ms) | – | **${recoveredAt === undefined ? 'not within the run' : `${recoveredAt - faultEndS} s`}** |`,
    `| Mean response time before / during / after the faults | – | ${phaseMs(10, faultStartS)} / ${phaseMs(faultStartS, faultEndS)} / ${phaseMs(faultEndS, durationS)} |`,
    `| Every circuit closed again (readiness, sampled every 5 s) | – | ${circuitsClosedAt === undefined ? 'not within the run' : `${circuitsClosedAt - faultEndS} s after the faults cleared`} |`,
    `| Requests in all (the soak's) | – | ${soakTimes.length + soakErrors} (${timeline.reduce((sum, b) => sum + b.failures, 0)} non-2xx, ${soakErrors} without an answer); p50 ${Math.round(percentile(soakTimes, 0.5))} ms, p99 ${Math.round(percentile(soakTimes, 0.99))} ms |`,
    '',
    'The rendered-page cache keeps a page from its second render on (ADR 024), so the never-seen job board pages are rendered for their one request and not kept; it is bounded in bytes (`constants.pageCache.maxBytes`) like the data caches (`app/server/swr-cache.server.ts`).',
    '',
    '## By page',
    '',
    '| Page | Requests | 2xx | 5xx | 5xx during the faults | Other |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...[...cachedPages, freshPage].map((path) => {
      const entry = counts.get(path) ?? { requests: 0, ok: 0, serverErrors: 0, serverErrorsInFaults: 0, other: 0 }
      return `| \`${path === freshPage ? `${path}k{n}` : path}\` | ${entry.requests} | ${entry.ok} | ${entry.serverErrors} | ${entry.serverErrorsInFaults} | ${entry.other} |`
    }),
    '',
    `\`${freshPage}k{n}\` is a page never rendered before, so the page cache cannot answer it: its CMS content is the job board page's, kept from before the faults, and its jobs come from the recruiting API, slowed during the faults. A page whose own CMS content was never loaded answers 503 while the CMS is down (docs/operations.md); no target applies to either.`,
    '',
    '## By minute',
    '',
    '| Minute | Responses | Non-2xx | Mean response time | RSS | RSS allocated | RSS of mapped files | Heap in use | Heap in use, lowest | Heap held | Outside the heap | Page cache |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...perMinute,
    '',
  ].join('\n')
} finally {
  await Promise.all([stopProcess(site), stopProcess(upstreams)])
}
writeFileSync(`${root}docs/soak.md`, report)
console.log(report)
