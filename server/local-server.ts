/** What the repository's scripts need to run the site on loopback: a free port, the production build on the embedded backend, waiting until a URL answers, and stopping it. */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address !== null && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Resolves once `url` answers 2xx; fails after 30 s. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not start`)
}

/** Sends SIGTERM (the site drains and exits) and resolves once the process has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * Node's options for the site's process, the same as `npm start` and the Dockerfile give it: a young
 * generation of 8 MB semi-spaces, which keeps the heap V8 holds near what it uses (ADR 023).
 */
export const siteNodeOptions = ['--max-semi-space-size=8']

/**
 * The production build (`server/serve.ts`), started with the production options (`siteNodeOptions`),
 * on its embedded backend at `port` and `backendPort`, quiet but for warnings; `env` adds settings
 * (upstreams, a scale switch, a data directory, the control token, `LOG_LEVEL=info` for its request
 * log, which `stdout: 'pipe'` hands to the caller). Its errors show in the caller's output unless
 * `stderr: 'ignore'` (or `'pipe'`); `args` go to the launcher (`--readable-logs`), `nodeArgs` to Node (an inspector port). Every script that measures or checks the build starts it here.
 */
export function startBuiltSite(
  port: number,
  backendPort: number,
  env: Record<string, string> = {},
  {
    stdout = 'ignore',
    stderr = 'inherit',
    args = [],
    nodeArgs = [],
  }: { stdout?: 'ignore' | 'pipe' | 'inherit'; stderr?: 'ignore' | 'pipe' | 'inherit'; args?: string[]; nodeArgs?: string[] } = {},
): ChildProcess {
  return spawn(process.execPath, [...siteNodeOptions, ...nodeArgs, 'server/serve.ts', ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, PORT: String(port), BACKEND_PORT: String(backendPort), CMS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdout, stderr],
  })
}
