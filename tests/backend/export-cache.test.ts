import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseJcrExportCached } from '../../backend/magnolia/export-cache.ts'
import { parseJcrExport } from '../../backend/magnolia/jcr-yaml.ts'
import { fixturesDir } from '../helpers/backend.ts'

const exportFile = `${fixturesDir}/minimal-headless-spa-demos/content/website.react-minimal.yaml`
const source = readFileSync(exportFile, 'utf8')
const cacheFolder = () => mkdtempSync(join(tmpdir(), 'export-cache-'))
const onlyCacheFile = (folder: string) => {
  const files = readdirSync(folder)
  expect(files).toHaveLength(1)
  return join(folder, files[0] ?? '')
}

describe('the parsed-export cache of the embedded backend', () => {
  it('gives the nodes the parser gives, and keeps them in one file per export', () => {
    const folder = cacheFolder()
    const nodes = parseJcrExportCached(exportFile, source, folder)
    expect(nodes).toEqual(parseJcrExport(source))
    expect(nodes.length).toBeGreaterThan(0)
    const cached = JSON.parse(readFileSync(onlyCacheFile(folder), 'utf8')) as { nodes: unknown }
    expect(cached.nodes).toEqual(nodes)
  })

  it('reads an unchanged export back from the cache instead of parsing it', () => {
    const folder = cacheFolder()
    parseJcrExportCached(exportFile, source, folder)
    const file = onlyCacheFile(folder)
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { key: string; nodes: Array<{ name: string }> }
    // a marker only the cache file holds
    writeFileSync(file, JSON.stringify({ key: cached.key, nodes: [{ ...cached.nodes[0], name: 'from-the-cache' }] }))
    expect(parseJcrExportCached(exportFile, source, folder).map((node) => node.name)).toEqual(['from-the-cache'])
  })

  it('parses a changed export again and replaces its cached copy', () => {
    const folder = cacheFolder()
    parseJcrExportCached(exportFile, source, folder)
    const changed = source.replace("'react-minimal':", "'renamed-site':")
    expect(changed).not.toBe(source)
    const nodes = parseJcrExportCached(exportFile, changed, folder)
    expect(nodes.map((node) => node.name)).toContain('renamed-site')
    expect(nodes).toEqual(parseJcrExport(changed))
    const cached = JSON.parse(readFileSync(onlyCacheFile(folder), 'utf8')) as { nodes: unknown }
    expect(cached.nodes).toEqual(nodes)
  })

  it('keeps two exports apart, and parses when the cache cannot be written', () => {
    const folder = cacheFolder()
    parseJcrExportCached(exportFile, source, folder)
    parseJcrExportCached(`${exportFile}.copy`, source, folder)
    expect(readdirSync(folder)).toHaveLength(2)
    const aFile = join(cacheFolder(), 'a-file')
    writeFileSync(aFile, '')
    expect(parseJcrExportCached(exportFile, source, join(aFile, 'cache'))).toEqual(parseJcrExport(source))
  })
})
