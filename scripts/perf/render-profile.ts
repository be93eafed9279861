/**
 * Where the server render's time goes (issue 37): the production build with the rendered-page
 * cache off (`PAGE_CACHE=0`) on the embedded backend (5,000 jobs), started with Node's inspector on
 * loopback; for each page below, after 30 warm-up requests, the CPU profiler (DevTools protocol)
 * records `PROFILE_REQUESTS` (default 300) sequential requests, and this prints the CPU time a
 * request took, the self time per module or package, and the self time and the total time (self
 * and callees, each function once per stack) of the top functions. Run with
 * `node scripts/perf/render-profile.ts` after `npm run build`; with `PROFILE_DIR` set, each page's
 * profile is written there (`0.cpuprofile` …, for Chromium's DevTools). Only loopback traffic.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { freePort, startBuiltSite, stopProcess, waitFor } from '../../server/local-server.ts'

const requests = Number(process.env['PROFILE_REQUESTS'] ?? 300)
const paths = ['/mocom/en', '/en/about', '/en/career/jobs?keyword=sales&level=professional&page=2', '/de/search?q=polyamid']
const root = fileURLToPath(new URL('../..', import.meta.url))

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
}

interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}

interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** Where a frame's code lives: a package of node_modules, a file of the build, Node's own, or the engine. */
function moduleOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)'
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (packageName) return packageName
  if (url.startsWith('node:')) return url
  return url.replace(`file://${root}`, '')
}

const frameKey = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${moduleOf(frame)}:${frame.lineNumber + 1}`

/** Self time per function, total time per function (once per stack) and self time per module, in ms. */
function summarize(profile: CpuProfile) {
  const selfOfNode = new Map<number, number>()
  profile.samples.forEach((id, index) => selfOfNode.set(id, (selfOfNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000))
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentIds = new Set(profile.nodes.flatMap((node) => node.children ?? []))
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  const modules = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
  /** Depth first; `onStack` counts each function once however often it recurses. */
  const visit = (node: ProfileNode, onStack: Map<string, number>): number => {
    const key = frameKey(node.callFrame)
    onStack.set(key, (onStack.get(key) ?? 0) + 1)
    const own = selfOfNode.get(node.id) ?? 0
    add(self, key, own)
    add(modules, moduleOf(node.callFrame), own)
    let below = own
    for (const childId of node.children ?? []) {
      const child = byId.get(childId)
      if (child) below += visit(child, onStack)
    }
    const count = onStack.get(key) ?? 1
    if (count === 1) {
      onStack.delete(key)
      add(total, key, below)
    } else onStack.set(key, count - 1)
    return below
  }
  for (const node of profile.nodes) if (!parentIds.has(node.id)) visit(node, new Map())
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1])
  return { self: sorted(self), total: sorted(total), modules: sorted(modules), ms: [...selfOfNode.values()].reduce((sum, ms) => sum + ms, 0) }
}

/** A DevTools protocol session with the site's process (Node's inspector, on loopback). */
async function inspectorSession(inspectPort: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>
  if (!target) throw new Error('no inspector target')
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let lastId = 0
  const pending = new Map<number, (result: unknown) => void>()
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) pending.get(message.id)?.(message.result)
  }
  return {
    send: (method: string, params: Record<string, unknown> = {}) =>
      new Promise<unknown>((resolve) => {
        const id = ++lastId
        pending.set(id, resolve)
        socket.send(JSON.stringify({ id, method, params }))
      }),
    close: () => socket.close(),
  }
}

const rows = (list: Array<[string, number]>, count: number, ms: number) =>
  list
    .slice(0, count)
    .map(([key, value]) => `${value.toFixed(0).padStart(7)} ms ${((value / ms) * 100).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, backendPort, inspectPort] = [await freePort(), await freePort(), await freePort()]
  const child = startBuiltSite(
    port,
    backendPort,
    { JOBS_SCALE: '5000', PAGE_CACHE: '0' },
    { stderr: 'ignore', nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`] },
  )
  try {
    const site = `http://127.0.0.1:${port}`
    await waitFor(`${site}/mocom/en`)
    const session = await inspectorSession(inspectPort)
    await session.send('Profiler.enable')
    await session.send('Profiler.setSamplingInterval', { interval: 200 })
    const get = async (path: string) => {
      const response = await fetch(site + path, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${path}: ${response.status}`)
    }
    for (const path of paths) {
      for (let i = 0; i < 30; i++) await get(path)
      await session.send('Profiler.start')
      const started = performance.now()
      for (let i = 0; i < requests; i++) await get(path)
      const elapsed = (performance.now() - started) / requests
      const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile }
      const directory = process.env['PROFILE_DIR']
      if (directory) writeFileSync(`${directory}/${paths.indexOf(path)}.cpuprofile`, JSON.stringify(profile))
      const { self, total, modules, ms } = summarize(profile)
      const busy = ms - (modules.find(([name]) => name === '(idle)')?.[1] ?? 0)
      console.log(`\n## ${path}: ${elapsed.toFixed(1)} ms a request (sequential, under the profiler), ${(busy / requests).toFixed(1)} ms of CPU\n`)
      console.log(`Self time by module or package:\n${rows(modules, 25, ms)}\n`)
      console.log(`Self time by function:\n${rows(self, 40, ms)}\n`)
      console.log(`Total time by function (self and callees):\n${rows(total, 90, ms)}`)
    }
    session.close()
  } finally {
    await stopProcess(child)
  }
}
