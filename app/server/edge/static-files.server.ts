/**
 * The built client's files (`dist/client`), read into memory once with the Brotli and gzip copies
 * the build wrote beside them (`.br`, `.gz`), and served in the encoding the client accepts: never
 * compressed per request. Hashed build assets (`/assets/*`) are immutable; a missing one is a
 * plain 404, never a page of the site.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { FastResponse } from 'srvx'
import type { Encoding } from './compression.server.ts'

interface StaticFile {
  type: string
  etag: string
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> & { identity: Uint8Array<ArrayBuffer> }
  immutable: boolean
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
}

function filesBelow(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? filesBelow(path) : [path]
  })
}

/** The built client's files by URL path. */
export type StaticFiles = ReadonlyMap<string, StaticFile>

/** Every file of the directory by URL path, with its precompressed copies. */
export function loadStaticFiles(directory: string): StaticFiles {
  const files = new Map<string, StaticFile>()
  if (!existsSync(directory)) return files
  for (const path of filesBelow(directory)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue
    const urlPath = `/${relative(directory, path).split(sep).join('/')}`
    const identity = readFileSync(path)
    const copy = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined)
    const br = copy('.br')
    const gzip = copy('.gz')
    files.set(urlPath, {
      type: contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      bodies: { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
      immutable: urlPath.startsWith('/assets/'),
    })
  }
  return files
}

/**
 * The answer for a static file in the best encoding the client accepts and the file has, with
 * `extraHeaders` (the request id, the security headers), and the bytes it sends. Its bytes go to the
 * socket as they are, with no stream between (srvx's `FastResponse`).
 */
export function staticResponse(
  file: StaticFile,
  request: Request,
  encoding: Encoding,
  extraHeaders: Array<[string, string]>,
): { response: Response; bytes: number } {
  const chosen: Encoding = encoding !== 'identity' && file.bodies[encoding] ? encoding : encoding === 'br' && file.bodies.gzip ? 'gzip' : 'identity'
  const body = chosen === 'identity' ? file.bodies.identity : (file.bodies[chosen] ?? file.bodies.identity)
  const headers: Array<[string, string]> = [
    ['content-type', file.type],
    ['etag', file.etag],
    ['cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'],
    ['vary', 'Accept-Encoding'],
    ...(chosen === 'identity' ? [] : [['content-encoding', chosen] as [string, string]]),
    ...extraHeaders,
  ]
  if (request.headers.get('if-none-match') === file.etag) return { response: new FastResponse(null, { status: 304, headers }), bytes: 0 }
  headers.push(['content-length', String(body.byteLength)])
  const head = request.method === 'HEAD'
  return { response: new FastResponse(head ? null : body, { headers }), bytes: head ? 0 : body.byteLength }
}
