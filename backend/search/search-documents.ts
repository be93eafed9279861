/**
 * The documents the search index holds, built from the content store: pages, files (every DAM
 * document the site links: downloads, data sheets, its products' documents), products, press
 * releases, blog stories and industries (where the site has an industries page to show them),
 * per website and language.
 */
import { type Text, productFamilies } from '../catalogue/catalogue-vocabulary.ts'
import { chemicalsIndustries } from '../chemicals/chemicals-data.ts'
import type { SeedProduct } from '../catalogue/seed-catalogue.ts'
import type { Asset, ContentStore } from '../magnolia/content-store.ts'
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

/** A DAM document (not an image) a node of the site links by one of its properties. */
interface DocumentLink {
  node: JcrNode
  property: string
  asset: Asset
}

/** The documents the site's nodes link: its pages and their components, and its folders in the other workspaces (an HTF product's data sheet). */
function documentLinks(store: ContentStore, site: JcrNode): DocumentLink[] {
  const below = (node: JcrNode): JcrNode[] => [node, ...node.children.flatMap(below)]
  const folders = [...store.workspaces.values()].flatMap((nodes) => nodes.filter((node) => node.name === site.name))
  return [site, ...folders].flatMap(below).flatMap((node) =>
    Object.entries(node.properties).flatMap(([property, reference]) => {
      const asset = typeof reference === 'string' ? store.assets.get(reference) : undefined
      return asset && !asset.mimeType.startsWith('image/') ? [{ node, property, asset }] : []
    }),
  )
}

/** What the files of a site are made of, gathered once for all its languages. */
interface SiteFiles {
  links: DocumentLink[]
  /** The products the index holds, with their documents. */
  products: SeedProduct[]
}

function siteFiles(store: ContentStore, site: JcrNode, catalogue: readonly SeedProduct[]): SiteFiles {
  const indexed = new Set(
    store.workspaces
      .get('products')
      ?.find((folder) => folder.name === site.name)
      ?.children.map((node) => node.name),
  )
  return { links: documentLinks(store, site), products: catalogue.filter((product) => indexed.has(product.name)) }
}

/** True when a node shows the link of `property` in `lang`: `{name}_{lang}` is that language's, `{name}` every language's that has none of its own. */
function linkedIn(link: DocumentLink, lang: string): boolean {
  const match = /^(.+)_([a-z]{2})$/.exec(link.property)
  if (match) return match[2] === lang
  return link.node.properties[`${link.property}_${lang}`] === undefined
}

/**
 * Every document once: a downloads entry (its `asset`, or the `asset_{lang}` of the language) is
 * titled by the entry, any other link by the asset, with what links it in its text; then the
 * documents of the products the index holds.
 */
function fileDocuments(site: JcrNode, lang: string, files: SiteFiles): SearchDocument[] {
  const documents = new Map<string, SearchDocument>()
  const add = (id: string, title: string, text: string, fileName: string) => {
    if (!documents.has(id)) documents.set(id, { website: site.name, lang, type: 'files', id, title, text, link: `/dam/${id}/${encodeURIComponent(fileName)}` })
  }
  for (const link of files.links.filter((candidate) => linkedIn(candidate, lang))) {
    const { node, property, asset } = link
    const linking = localizedProperty(node, 'title', lang)
    if (property.replace(/_[a-z]{2}$/, '') === 'asset') add(asset.id, linking ?? asset.title, `${asset.title} ${asset.fileName}`, asset.fileName)
    else add(asset.id, asset.title, `${linking ?? ''} ${asset.fileName}`, asset.fileName)
  }
  const text = (value: Text) => value[lang as keyof Text] ?? value.en
  for (const product of files.products) {
    for (const document of product.documents) add(document.id, `${text(product.title)}: ${text(document.title)}`, document.fileName, document.fileName)
  }
  return [...documents.values()]
}

/** The apps that show `industries/{id}` and `industries/{id}/{productGroupId}`: the chemicals unit's, and the industries of a product catalogue. */
const industriesApps = new Set(['okg-lm:components/industries', 'okg-lm:components/catalogue-industries'])

/** True when the site's `/industries` page holds an industries app. */
function showsIndustries(site: JcrNode): boolean {
  const page = site.children.find((child) => child.name === 'industries' && child.primaryType === 'mgnl:page')
  const holds = (node: JcrNode): boolean =>
    industriesApps.has(String(node.properties['mgnl:template'])) || node.children.some((child) => child.primaryType !== 'mgnl:page' && holds(child))
  return page !== undefined && holds(page)
}

/** A product group's name as the industries page shows it: a catalogue's product family, else the chemicals unit's product group. */
function productGroupName(id: string, lang: string): string {
  const family = productFamilies.get(id)
  if (family) return family[lang === 'de' || lang === 'zh' ? lang : 'en']
  const group = chemicalsIndustries.flatMap((industry) => industry.productGroups).find((candidate) => candidate.id === id)
  return group ? group.name[lang === 'de' ? 'de' : 'en'] : id
}

function workspaceDocuments(store: ContentStore, site: JcrNode, lang: string): SearchDocument[] {
  const siteName = site.name
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
  const below = (node: JcrNode | undefined): JcrNode[] =>
    (node?.children ?? []).flatMap((child) => (child.primaryType === 'mgnl:content' ? [child] : below(child)))
  const storiesOf = (kind: string) => below(stories.find((node) => node.name === kind))
  // an industry of a site with no page to show it would lead to an empty page
  const industries = showsIndustries(site) ? folder('industries') : []
  return [
    ...folder('products').map((node) => item(node, 'products', 'description')),
    ...storiesOf('press').map((node) => item(node, 'press', 'lead')),
    ...storiesOf('blog').map((node) => item(node, 'stories', 'lead')),
    ...industries.flatMap((node) => {
      const industry = item(node, 'industries', 'description')
      const groups = node.properties['productGroups']
      const productGroups = Array.isArray(groups) ? groups.map(String) : []
      return [
        industry,
        ...productGroups.map((group) => ({
          ...industry,
          id: `${industry.id}-${group}`,
          productGroupId: group,
          title: `${industry.title}: ${productGroupName(group, lang)}`,
        })),
      ]
    }),
  ]
}

/**
 * Every document of every website in every language the website has; `catalogue` gives a site's
 * product catalogue, whose documents the products' pages link.
 */
export function buildSearchDocuments(
  store: ContentStore,
  languagesOf: (site: string) => readonly string[],
  catalogue: (site: string) => readonly SeedProduct[] = () => [],
): SearchDocument[] {
  return store.sites.flatMap((site) => {
    const files = siteFiles(store, site, catalogue(site.name))
    return languagesOf(site.name).flatMap((lang) => [
      ...pageDocuments(store, site, lang),
      ...fileDocuments(site, lang, files),
      ...workspaceDocuments(store, site, lang),
    ])
  })
}
