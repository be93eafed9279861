/**
 * Parsing the content folder's JCR exports as YAML is most of the embedded backend's start
 * (about 0.75 s for `content/`). Each export's parsed nodes are kept as JSON in a cache folder,
 * one file per export, with a key: a hash of the export's text and of the parser's own source.
 * A start whose export and parser are unchanged reads the JSON back; any change parses again and
 * replaces that export's file, so the cache never holds more files than there are exports (ADR 025).
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import { type JcrNode, parseJcrExport } from './jcr-yaml.ts'

interface CachedExport {
  key: string
  nodes: JcrNode[]
}

const sha256 = (...parts: Array<string | Buffer>) => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex')
const parserSource = readFileSync(new URL('./jcr-yaml.ts', import.meta.url))

const defaultExportCacheFolder = join(tmpdir(), 'okg-jcr-exports')

function readCached(cacheFile: string, key: string): JcrNode[] | undefined {
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as CachedExport
    return cached.key === key ? cached.nodes : undefined
  } catch {
    // not cached yet
    return undefined
  }
}

function writeCached(cacheFolder: string, cacheFile: string, cached: CachedExport): void {
  try {
    mkdirSync(cacheFolder, { recursive: true })
    // written whole, then renamed, so a concurrent start never reads half of it
    const partial = `${cacheFile}.${process.pid}.${threadId}`
    writeFileSync(partial, JSON.stringify(cached))
    renameSync(partial, cacheFile)
  } catch {
    // a read-only or full disk costs the next start its time, nothing else
  }
}

/** The top-level nodes of the export at `file` (whose text is `source`), from the cache when both are unchanged. */
export function parseJcrExportCached(file: string, source: string, cacheFolder = defaultExportCacheFolder): JcrNode[] {
  const key = sha256(parserSource, '\0', source)
  const cacheFile = join(cacheFolder, `${sha256(file)}.json`)
  const cached = readCached(cacheFile, key)
  if (cached) return cached
  const nodes = parseJcrExport(source)
  writeCached(cacheFolder, cacheFile, { key, nodes })
  return nodes
}
