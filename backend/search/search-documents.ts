/**
 * The documents the search index holds, built from the content store: pages, files (downloads),
 * products, press releases, blog stories and industries, per website and language.
 */
import type { ContentStore } from '../magnolia/content-store.ts'
import { localizedProperty } from '../magnolia/delivery.ts'
import type { JcrNode } from '../magnolia/jcr-yaml.ts'

export const searchTypes = ['files', 'stories', 'pages', 'products', 'press', 'industries'] as const
export type SearchType = (typeof searchTypes)[number]

export interface SearchDocument {
  website: string
  lang: string
  type: SearchType
  id: string
  title: string
  text: string
  /** URL name of a product, story or industry. */
  name?: string
  /** CMS path of a page. */
  path?: string
  productGroupId?: string
  /** Download link of a file. */
  link?: string
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

const textProperties = ['title', 'subtitle', 'richText', 'text', 'caption', 'question', 'answer', 'label']

/** The visible text of a page's components, in reading order. */
function componentText(node: JcrNode, lang: string): string[] {
  if (node.primaryType === 'mgnl:page') return []
  const own = textProperties.map((key) => localizedProperty(node, key, lang)).filter((value): value is string => Boolean(value))
  return [...own.map(plainText), ...node.children.flatMap((child) => componentText(child, lang))]
}

function pageDocuments(store: ContentStore, site: JcrNode, lang: string): SearchDocument[] {
  const documents: SearchDocument[] = []
  const visit = (page: JcrNode) => {
    if (page.properties['hideInSearch'] !== true) {
      documents.push({
        website: site.name,
        lang,
        type: 'pages',
        id: String(page.properties['jcr:uuid']),
        title: localizedProperty(page, 'title', lang) ?? page.name,
        text: [localizedProperty(page, 'description', lang) ?? '', ...page.children.flatMap((child) => componentText(child, lang))].join(' '),
        path: page.path,
      })
    }
    page.children.filter((child) => child.primaryType === 'mgnl:page').forEach(visit)
  }
  visit(site)
  return documents
}

function fileDocuments(store: ContentStore, site: JcrNode, lang: string): SearchDocument[] {
  const files = new Map<string, SearchDocument>()
  const visit = (node: JcrNode) => {
    const reference = node.properties['asset']
    const asset = typeof reference === 'string' ? store.assets.get(reference) : undefined
    if (asset && !files.has(asset.id)) {
      const title = localizedProperty(node, 'title', lang) ?? asset.title
      files.set(asset.id, {
        website: site.name,
        lang,
        type: 'files',
        id: asset.id,
        title,
        text: `${title} ${asset.title} ${asset.fileName}`,
        link: `/dam/${asset.id}/${encodeURIComponent(asset.fileName)}`,
      })
    }
    node.children.forEach(visit)
  }
  visit(site)
  return [...files.values()]
}

function workspaceDocuments(store: ContentStore, siteName: string, lang: string): SearchDocument[] {
  const folder = (workspace: string) => store.workspaces.get(workspace)?.find((node) => node.name === siteName)?.children ?? []
  const item = (node: JcrNode, type: SearchType, textKey: string): SearchDocument => ({
    website: siteName,
    lang,
    type,
    id: String(node.properties['jcr:uuid']),
    title: localizedProperty(node, 'title', lang) ?? node.name,
    text: localizedProperty(node, textKey, lang) ?? '',
    name: String(node.properties['name'] ?? node.name),
  })
  const stories = folder('stories')
  // stories sit in year folders (`press/2025/…`)
  const below = (node: JcrNode | undefined): JcrNode[] => (node?.children ?? []).flatMap((child) => (child.primaryType === 'mgnl:content' ? [child] : below(child)))
  const storiesOf = (kind: string) => below(stories.find((node) => node.name === kind))
  return [
    ...folder('products').map((node) => item(node, 'products', 'description')),
    ...storiesOf('press').map((node) => item(node, 'press', 'lead')),
    ...storiesOf('blog').map((node) => item(node, 'stories', 'lead')),
    ...folder('industries').flatMap((node) => {
      const industry = item(node, 'industries', 'description')
      const groups = node.properties['productGroups']
      const productGroups = Array.isArray(groups) ? groups.map(String) : []
      return [industry, ...productGroups.map((group) => ({ ...industry, id: `${industry.id}-${group}`, productGroupId: group, title: `${industry.title}: ${group.toUpperCase()}` }))]
    }),
  ]
}

/** Every document of every website in every language the website has. */
export function buildSearchDocuments(store: ContentStore, languagesOf: (site: string) => readonly string[]): SearchDocument[] {
  return store.sites.flatMap((site) =>
    languagesOf(site.name).flatMap((lang) => [
      ...pageDocuments(store, site, lang),
      ...fileDocuments(store, site, lang),
      ...workspaceDocuments(store, site.name, lang),
    ]),
  )
}
