/**
 * The caching reverse proxy of deploy/compose.yaml run as a plain process: Debian's nginx with the
 * repository's `deploy/nginx.conf`, of which only what must differ outside a container is changed
 * (docs/deploy.md, "The deployment, run"), and a raw HTTP client that can send what browsers never
 * send (backslashes in a path) from another loopback address.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { listening } from './support.ts'

const deployedConfig = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url))

/** nginx's binary: on the PATH, or where Debian puts it (`/usr/sbin` is not on a user's PATH); undefined when it is not installed. */
export function nginxBinary(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim()
  if (onPath) return onPath
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined
}

/**
 * `deploy/nginx.conf` as it runs here: the port it listens on, the instances' addresses and the
 * cache's directory are those of this machine. Each is replaced where it occurs once, so a change of
 * the deployed file that this does not follow fails loudly instead of testing something else.
 */
function localConfig(deployed: string, { port, instances, cacheDir }: { port: number; instances: readonly [number, number]; cacheDir: string }): string {
  const replacements: Array<[string, string]> = [
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['server site-a:3000 ', `server 127.0.0.1:${instances[0]} `],
    ['server site-b:3000 ', `server 127.0.0.1:${instances[1]} `],
    ['proxy_cache_path /var/cache/nginx/site ', `proxy_cache_path ${cacheDir} `],
  ]
  return replacements.reduce((text, [from, to]) => {
    const count = text.split(from).length - 1
    if (count !== 1) throw new Error(`deploy/nginx.conf has "${from}" ${count} times, not once: update localConfig in e2e/nginx.ts`)
    return text.replace(from, to)
  }, deployed)
}

export interface Nginx {
  url: string
  port: number
  process: ChildProcess
  /** nginx's error log so far (refused bodies, upstreams that failed and were retried). */
  errorLog(): string
  stop(): Promise<void>
}

/**
 * Starts nginx in front of the instances on `instances`, listening on `port`, with everything it
 * writes (pid, logs, cache, temporary files) in a directory of its own. The file the container
 * loads into its `http` block (`conf.d/default.conf`) is included in an `http` block here too.
 */
export async function startNginx(port: number, instances: readonly [number, number]): Promise<Nginx> {
  const binary = nginxBinary()
  if (binary === undefined) throw new Error('nginx is not installed')
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'))
  // run as root, nginx's workers are `nobody`: they must reach the cache and temporary directories it creates here
  chmodSync(dir, 0o755)
  writeFileSync(join(dir, 'site.conf'), localConfig(readFileSync(deployedConfig, 'utf8'), { port, instances, cacheDir: join(dir, 'cache') }))
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`).join('\n')
  const errorLog = join(dir, 'error.log')
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;\npid ${join(dir, 'nginx.pid')};\nerror_log ${errorLog} warn;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n${temp}\n  include ${join(dir, 'site.conf')};\n}\n`,
  )
  const child = spawn(binary, ['-p', `${dir}/`, '-e', errorLog, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' })
  const readLog = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '')
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`nginx exited with ${code}: ${readLog()}`))))
  await Promise.race([listening(port, 'nginx'), exited])
  exited.catch(() => undefined)
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url: `http://127.0.0.1:${port}`, port, process: child, errorLog: readLog, stop }
}

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * One HTTP/1.0 exchange over a socket of its own, from `localAddress` (any 127.x address is this
 * machine, and a different client to nginx): `target` goes out exactly as given, as no HTTP client
 * library would send some of them. The answer is read until the server closes the connection.
 */
export function exchange(
  port: number,
  {
    target,
    method = 'GET',
    headers = {},
    body = '',
    localAddress = '127.0.0.1',
  }: { target: string; method?: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<RawAnswer> {
  const head = [`${method} ${target} HTTP/1.0`, ...Object.entries({ host: `127.0.0.1:${port}`, ...headers }).map(([name, value]) => `${name}: ${value}`)]
  if (body) head.push(`Content-Length: ${Buffer.byteLength(body)}`)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    // written, not ended: nginx takes a client that closes its side as gone, and drops its request
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n')
      const answerHeaders = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
      resolve({ status: Number(statusLine.split(' ')[1]), headers: answerHeaders, body: text.slice(split + 4) })
    })
  })
}
