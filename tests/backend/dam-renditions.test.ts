import { readFileSync, readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../backend/server.ts'
import type { JcrNode } from '../../backend/magnolia/jcr-yaml.ts'
import { repoRoot, startSeedBackend } from '../helpers/backend.ts'
import { webpSize } from '../helpers/webp.ts'

type Json = Record<string, unknown>

let backend: RunningBackend
beforeAll(async () => {
  backend = await startSeedBackend()
})
afterAll(() => backend.close())

/** The first asset JSON in a delivery answer whose link ends with the file name. */
function assetNamed(node: unknown, fileName: string): Json | undefined {
  if (typeof node !== 'object' || node === null) return undefined
  const json = node as Json
  if (typeof json['@link'] === 'string' && json['@link'].endsWith(`/${fileName}`)) return json
  for (const value of Object.values(json)) {
    const found = assetNamed(value, fileName)
    if (found) return found
  }
  return undefined
}

async function download(path: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const answer = await fetch(`${backend.url}${path}`)
  return { status: answer.status, type: answer.headers.get('content-type'), bytes: new Uint8Array(await answer.arrayBuffer()) }
}

describe("the DAM's renditions", () => {
  it("lists an image's renditions in its asset JSON, each served at its width", async () => {
    const page = (await (await fetch(`${backend.url}/.rest/delivery/pages/v1/en/albis`)).json()) as Json
    const stage = assetNamed(page, 'albis-stage.webp')
    expect(stage?.['metadata']).toMatchObject({ mimeType: 'image/webp', width: 1920, height: 800 })
    const renditions = stage?.['renditions'] as Record<string, { link: string; width: number; mimeType: string }>
    expect(Object.keys(renditions)).toEqual(['640', '1280'])
    for (const [name, rendition] of Object.entries(renditions)) {
      expect(rendition).toEqual({
        link: expect.stringMatching(new RegExp(`^/dam/jcr:[\\w-]+/albis-stage-${name}w\\.webp$`)),
        width: Number(name),
        mimeType: 'image/webp',
      })
      const file = await download(rendition.link)
      expect(file.status).toBe(200)
      expect(file.type).toBe('image/webp')
      expect(webpSize(file.bytes)).toEqual({ width: rendition.width, height: Math.round((800 * rendition.width) / 1920) })
    }
    const full = await download(String(stage?.['@link']))
    expect(webpSize(full.bytes)).toEqual({ width: 1920, height: 800 })
  })

  it('answers any other file name of the asset with the original, and a document has no renditions', async () => {
    const page = (await (await fetch(`${backend.url}/.rest/delivery/pages/v1/en/albis`)).json()) as Json
    const stage = assetNamed(page, 'albis-stage.webp')
    const id = String(stage?.['@id'])
    expect(webpSize((await download(`/dam/${id}/albis-stage-999w.webp`)).bytes)).toEqual({ width: 1920, height: 800 })
    const certificate = [...backend.store.assets.values()].find((asset) => asset.fileName.endsWith('.pdf'))
    expect(certificate?.renditions).toEqual([])
  })
})

describe('the seed DAM', () => {
  const filesDir = `${repoRoot}content/dam/files`

  it("states every picture's true size, and its renditions are that picture narrower", () => {
    const images = [...backend.store.assets.values()].filter((asset) => asset.mimeType === 'image/webp')
    expect(images.length).toBeGreaterThan(60)
    for (const asset of images) {
      expect(webpSize(readFileSync(asset.file)), asset.fileName).toEqual({ width: asset.width, height: asset.height })
      expect(asset.renditions.length, asset.fileName).toBeGreaterThan(0)
      for (const rendition of asset.renditions) {
        expect(webpSize(readFileSync(rendition.file)), rendition.fileName).toEqual({
          width: rendition.width,
          height: Math.round(((asset.height ?? 0) * rendition.width) / (asset.width ?? 1)),
        })
      }
    }
  })

  it('holds no picture that no asset names', () => {
    const named = new Set([...backend.store.assets.values()].flatMap((asset) => [asset.fileName, ...asset.renditions.map((rendition) => rendition.fileName)]))
    expect(readdirSync(filesDir).filter((file) => !named.has(file))).toEqual([])
  })

  it("gives every brand home a stage picture of its own, within the stage's byte budget", () => {
    const stageOf = (site: JcrNode): string[] => {
      const walk = (node: JcrNode): string[] => [
        ...(node.properties['mgnl:template'] === 'okg-lm:components/stage' ? [String(node.properties['image'])] : []),
        ...node.children.filter((child) => child.primaryType !== 'mgnl:page').flatMap(walk),
      ]
      return walk(site).map((reference) => backend.store.assets.get(reference)?.fileName ?? reference)
    }
    const stages = backend.store.sites.map((site) => ({ site: site.name, files: stageOf(site) }))
    expect(stages).toHaveLength(9)
    const files = stages.flatMap(({ files }) => files)
    for (const { site, files: own } of stages) expect(own.length, site).toBeGreaterThan(0)
    expect(new Set(files).size).toBe(files.length)
    for (const file of files) expect(readFileSync(`${filesDir}/${file}`).length, file).toBeLessThanOrEqual(150 * 1024)
  })
})
