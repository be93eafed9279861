/**
 * The embedded backend's content: `website` workspace exports, the DAM, and template
 * definitions from light modules, read from a content folder laid out like Magnolia's:
 *   website/*.yaml                                   JCR exports of the site trees
 *   products/, stories/, industries/, events/, contacts/ *.yaml  JCR exports of those workspaces, a folder per site
 *   dam/dam.yaml + dam/files/*                       asset nodes and their binaries; `{name}-{width}w.{ext}`
 *                                                    beside an image is a rendition of it that width
 * and the assets the backend generates (the brands' documents, backend/documents/).
 *   light-modules/{module}/templates/{pages,components}/*.yaml
 */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs'
import { join, basename } from 'node:path'
import { parse } from 'yaml'
import { type JcrNode, findNode } from './jcr-yaml.ts'
import { parseJcrExportCached } from './export-cache.ts'
import { type DeliveryJson, toDeliveryJson } from './delivery.ts'

export interface Asset {
  id: string
  name: string
  path: string
  fileName: string
  mimeType: string
  title: string
  width?: number
  height?: number
  file: string
  /** Narrower copies of an image, narrowest first (Magnolia's imaging renditions; here files beside it). */
  renditions: AssetRendition[]
  /** The file itself, for an asset the backend generates (the brands' documents) rather than reads from `files/`. */
  content?: string
  /** `YYYY-MM-DD`: when the asset last changed (its `mgnl:lastModified`). */
  lastModified?: string
}

export interface AssetRendition {
  width: number
  fileName: string
  file: string
}

interface AreaDefinition {
  name: string
  title?: string
  type?: string
  createAreaNode?: boolean
  optional?: boolean
  inheritance?: unknown
  maxComponents?: number
  availableComponents: Record<string, { id: string; enabled: boolean }>
}

export interface TemplateDefinition {
  id: string
  name: string
  title: string
  type: 'page' | 'content'
  dialog?: string
  renderType: 'spa'
  areas: Record<string, AreaDefinition>
}

export interface ContentStore {
  sites: JcrNode[]
  /** Other workspaces by name (`products`, `stories`, `industries`, `events`, `contacts`): their top-level nodes per site. */
  workspaces: Map<string, JcrNode[]>
  assets: Map<string, Asset>
  definitions: Map<string, TemplateDefinition>
  languages: readonly string[]
}

function readYamlFiles(folder: string): { file: string; source: string }[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({ file: join(folder, file), source: readFileSync(join(folder, file), 'utf8') }))
}

/** The renditions of `fileName` among the DAM's files: `{name}-{width}w.{ext}`. */
function renditionsOf(fileName: string, files: readonly string[], filesDir: string): AssetRendition[] {
  const dot = fileName.lastIndexOf('.')
  if (dot < 1) return []
  const stem = fileName.slice(0, dot)
  const extension = fileName.slice(dot)
  return files
    .flatMap((candidate) => {
      if (!candidate.startsWith(`${stem}-`) || !candidate.endsWith(`w${extension}`)) return []
      const width = candidate.slice(stem.length + 1, -`w${extension}`.length)
      return /^[1-9]\d{0,4}$/.test(width) ? [{ width: Number(width), fileName: candidate, file: join(filesDir, candidate) }] : []
    })
    .sort((a, b) => a.width - b.width)
}

function readAssets(damFolder: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  const filesDir = join(damFolder, 'files')
  const files = existsSync(filesDir) ? readdirSync(filesDir) : []
  const walk = (node: JcrNode) => {
    if (node.primaryType === 'mgnl:asset') {
      const resource = node.children.find((child) => child.name === 'jcr:content')
      const fileName = String(resource?.properties['fileName'] ?? node.name)
      const id = `jcr:${String(node.properties['jcr:uuid'])}`
      const width = Number(resource?.properties['width'])
      const height = Number(resource?.properties['height'])
      const modified = node.properties['mgnl:lastModified']
      assets.set(id, {
        id,
        name: node.name,
        path: node.path,
        fileName,
        mimeType: String(resource?.properties['jcr:mimeType'] ?? 'application/octet-stream'),
        title: String(node.properties['title'] ?? node.name),
        ...(Number.isFinite(width) && width > 0 ? { width } : {}),
        ...(Number.isFinite(height) && height > 0 ? { height } : {}),
        file: join(filesDir, fileName),
        renditions: renditionsOf(fileName, files, filesDir),
        ...(typeof modified === 'string' ? { lastModified: modified.slice(0, 10) } : {}),
      })
    }
    node.children.forEach(walk)
  }
  for (const { file, source } of readYamlFiles(damFolder)) parseJcrExportCached(file, source).forEach(walk)
  return assets
}

function readDefinitions(lightModules: string): Map<string, TemplateDefinition> {
  const definitions = new Map<string, TemplateDefinition>()
  if (!existsSync(lightModules)) return definitions
  for (const module of readdirSync(lightModules)) {
    for (const kind of ['pages', 'components'] as const) {
      for (const { file, source } of readYamlFiles(join(lightModules, module, 'templates', kind))) {
        const raw = (parse(source) ?? {}) as Record<string, unknown>
        const name = basename(file, '.yaml')
        const id = `${module}:${kind}/${name}`
        const areas: Record<string, AreaDefinition> = {}
        for (const [areaName, area] of Object.entries((raw['areas'] ?? {}) as Record<string, Record<string, unknown>>)) {
          const available: AreaDefinition['availableComponents'] = {}
          for (const [key, value] of Object.entries((area['availableComponents'] ?? {}) as Record<string, { id: string }>)) {
            available[key] = { id: value.id, enabled: true }
          }
          areas[areaName] = { ...area, name: areaName, availableComponents: available }
        }
        definitions.set(id, {
          id,
          name,
          title: String(raw['title'] ?? name),
          type: kind === 'pages' ? 'page' : 'content',
          ...(typeof raw['dialog'] === 'string' ? { dialog: raw['dialog'] } : {}),
          renderType: 'spa',
          areas,
        })
      }
    }
  }
  return definitions
}

/** The content below `contentDir`, and the assets the backend generates (`generated`, the brands' documents) among the DAM's. */
export function loadContentStore(contentDir: string, languages: readonly string[], generated: readonly Asset[] = []): ContentStore {
  const sites = readYamlFiles(join(contentDir, 'website')).flatMap(({ file, source }) => parseJcrExportCached(file, source))
  const workspaces = new Map<string, JcrNode[]>()
  for (const name of ['products', 'stories', 'industries', 'dynamic-job-content', 'events', 'contacts']) {
    workspaces.set(
      name,
      readYamlFiles(join(contentDir, name)).flatMap(({ file, source }) => parseJcrExportCached(file, source)),
    )
  }
  const assets = readAssets(join(contentDir, 'dam'))
  for (const asset of generated) assets.set(asset.id, asset)
  return {
    sites,
    workspaces,
    assets,
    definitions: readDefinitions(join(contentDir, 'light-modules')),
    languages,
  }
}

/**
 * The asset JSON that Magnolia's asset reference resolver puts in place of a `jcr:` reference;
 * `renditions` by name (its width), each `{ link, width, mimeType }`, as an endpoint configured
 * with `assetRenditions` lists them.
 */
export function assetJson(asset: Asset): DeliveryJson {
  const metadata: DeliveryJson = {
    fileName: asset.fileName,
    mimeType: asset.mimeType,
    fileSize: asset.content !== undefined ? asset.content.length : existsSync(asset.file) ? statSync(asset.file).size : 0,
    title: asset.title,
  }
  if (asset.lastModified) metadata['lastModified'] = asset.lastModified
  if (asset.width) metadata['width'] = asset.width
  if (asset.height) metadata['height'] = asset.height
  return {
    '@name': asset.name,
    '@path': asset.path,
    '@id': asset.id,
    '@link': `/dam/${asset.id}/${encodeURIComponent(asset.fileName)}`,
    metadata,
    renditions: Object.fromEntries(
      asset.renditions.map((rendition) => [
        String(rendition.width),
        { link: `/dam/${asset.id}/${encodeURIComponent(rendition.fileName)}`, width: rendition.width, mimeType: asset.mimeType },
      ]),
    ),
  }
}

export function pageJson(store: ContentStore, path: string, lang: string): DeliveryJson | undefined {
  const node = findNode(store.sites, path)
  if (!node || node.primaryType !== 'mgnl:page') return undefined
  return toDeliveryJson(node, {
    lang,
    languages: store.languages,
    depth: 10,
    childNodeTypes: ['mgnl:area', 'mgnl:component', 'mgnl:contentNode'],
    resolveReference: (reference) => {
      const asset = store.assets.get(reference)
      return asset ? assetJson(asset) : undefined
    },
  })
}

export function pageNavJson(store: ContentStore, path: string, lang: string): DeliveryJson | undefined {
  const node = findNode(store.sites, path)
  if (!node || node.primaryType !== 'mgnl:page') return undefined
  return toDeliveryJson(node, {
    lang,
    languages: store.languages,
    depth: 2,
    childNodeTypes: ['mgnl:page'],
    systemProperties: ['mgnl:template', 'mgnl:lastModified'],
  })
}

/** The deepest existing page at or above `path`. */
function nearestPage(store: ContentStore, path: string): JcrNode | undefined {
  const segments = path.split('/').filter((segment) => segment !== '')
  for (let end = segments.length; end > 0; end--) {
    const node = findNode(store.sites, `/${segments.slice(0, end).join('/')}`)
    if (node?.primaryType === 'mgnl:page') return node
  }
  return undefined
}

/** Page metadata (title, description, Open Graph image) of the page that serves `path`. */
export function pageMetaJson(store: ContentStore, path: string, lang: string): DeliveryJson | undefined {
  const node = nearestPage(store, path)
  if (!node) return undefined
  const page = toDeliveryJson(node, { lang, languages: store.languages, depth: 0, childNodeTypes: [] })
  const meta: DeliveryJson = { '@path': node.path, '@name': node.name, title: page['title'] ?? node.name }
  for (const key of ['description', 'keywords', 'ogTitle', 'ogDescription'] as const) {
    if (typeof page[key] === 'string') meta[key] = page[key]
  }
  const ogImage = node.properties['ogImage']
  const asset = typeof ogImage === 'string' ? store.assets.get(ogImage) : undefined
  if (asset) meta['ogImage'] = `/dam/${asset.id}/${encodeURIComponent(asset.fileName)}`
  return meta
}

function attributes(values: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}="${String(value).replaceAll('"', '&quot;')}"`)
    .join(' ')
}

/**
 * Template annotations of a page (`/.rest/template-annotations/v1/{path}`): the inner text
 * of the `cms:page`, `cms:area` and `cms:component` comments, keyed by node path, including
 * areas the template defines that the content does not have yet.
 */
export function templateAnnotations(store: ContentStore, path: string): Record<string, string> | undefined {
  const page = findNode(store.sites, path)
  if (!page || page.primaryType !== 'mgnl:page') return undefined
  const annotations: Record<string, string> = {}
  const walk = (node: JcrNode) => {
    const definition = store.definitions.get(String(node.properties['mgnl:template'] ?? ''))
    const content = `website:${node.path}`
    annotations[node.path] =
      node === page
        ? `cms:page ${attributes({ content, dialog: definition?.dialog, label: definition?.title })}`
        : `cms:component ${attributes({ content, dialog: definition?.dialog, label: definition?.title })}`
    for (const area of Object.values(definition?.areas ?? {})) {
      const areaPath = `${node.path}/${area.name}`
      annotations[areaPath] = `cms:area ${attributes({
        content: `website:${areaPath}`,
        name: area.name,
        availableComponents: Object.values(area.availableComponents)
          .map((c) => c.id)
          .join(','),
        type: area.type ?? 'list',
        label: area.title ?? area.name,
        inherit: area.inheritance === undefined ? 'false' : 'true',
        optional: area.optional ? 'true' : 'false',
        createAreaNode: area.createAreaNode === false ? 'false' : 'true',
        maxComponents: area.maxComponents,
        showAddButton: 'true',
      })}`
      const areaNode = node.children.find((child) => child.name === area.name)
      areaNode?.children.filter((child) => child.primaryType === 'mgnl:component').forEach(walk)
    }
  }
  walk(page)
  return annotations
}

/** `/.rest/templateDefinition/v1/{id}`: the template and every component reachable from its areas. */
export function templateDefinitionJson(store: ContentStore, id: string): Record<string, TemplateDefinition> | undefined {
  const root = store.definitions.get(id)
  if (!root) return undefined
  const result: Record<string, TemplateDefinition> = {}
  const visit = (definition: TemplateDefinition) => {
    if (result[definition.id]) return
    result[definition.id] = definition
    for (const area of Object.values(definition.areas)) {
      for (const component of Object.values(area.availableComponents)) {
        const child = store.definitions.get(component.id)
        if (child) visit(child)
      }
    }
  }
  visit(root)
  return result
}
