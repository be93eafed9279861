/**
 * Domain types of Magnolia content, shared by server and client. Values stay in Magnolia's
 * delivery shape (all properties strings, children as named objects, `@nodes` for order)
 * because `@magnolia/react-editor` renders that shape.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export type ContentNode = { [property: string]: JsonValue } & {
  '@name': string
  '@path': string
  '@id': string
  '@nodeType': string
  '@nodes': string[]
  'mgnl:template'?: string
}

export interface Asset {
  '@id': string
  '@link': string
  /** `lastModified`: the day the asset last changed (`YYYY-MM-DD`), where Magnolia names it. */
  metadata: { fileName: string; mimeType: string; fileSize: number; title?: string; width?: number; height?: number; lastModified?: string }
  /** Narrower copies of an image by rendition name, where the delivery endpoint lists them (`assetRenditions`). */
  renditions?: Record<string, { link: string; width?: number; mimeType?: string }>
}

export interface PageMeta {
  title: string
  description?: string
  ogImage?: string
}

export interface NavItem {
  title: string
  /** CMS path of the page (`/albis/about`). */
  path: string
  children: NavItem[]
}

export interface Navigation {
  home: NavItem
  /** The footer's pages of the site root (imprint, privacy policy, terms of sale), hidden from the menu. */
  footer: NavItem[]
  /** The header's quick links: the site root's pages marked `serviceNav` (markets, brands, downloads where the brand has them), hidden from the menu. */
  service: NavItem[]
  /** The client area's page (`/orders`, ADR 018), where the brand has one. */
  clientArea: NavItem | null
}

/** A component link (`linkType` page or external, `linkTypepage`, `linkTypeexternal`). */
export type ComponentLink = { kind: 'page'; path: string } | { kind: 'external'; href: string }

/** Ordered child nodes of a node, as listed in `@nodes`. */
export function childNodes(node: ContentNode): ContentNode[] {
  return node['@nodes'].flatMap((name) => {
    const child = node[name]
    return isContentNode(child) ? [child] : []
  })
}

export function isContentNode(value: unknown): value is ContentNode {
  return (
    typeof value === 'object' && value !== null && '@name' in value && typeof value['@name'] === 'string' && '@nodes' in value && Array.isArray(value['@nodes'])
  )
}

export function isAsset(value: unknown): value is Asset {
  return (
    typeof value === 'object' &&
    value !== null &&
    '@link' in value &&
    typeof value['@link'] === 'string' &&
    'metadata' in value &&
    typeof value.metadata === 'object' &&
    value.metadata !== null
  )
}

export function stringProp(node: Record<string, unknown>, key: string): string | undefined {
  const value = node[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** Reads a component link from a component's props. */
export function componentLink(props: Record<string, unknown>): ComponentLink | undefined {
  const type = stringProp(props, 'linkType')
  const page = stringProp(props, 'linkTypepage')
  const external = stringProp(props, 'linkTypeexternal')
  if (type === 'page' && page) return { kind: 'page', path: page }
  if (type === 'external' && external && /^(https?:|mailto:|tel:)/.test(external)) return { kind: 'external', href: external }
  return undefined
}

/** Every template id used in a content tree. */
export function templateIds(node: ContentNode, ids = new Set<string>()): Set<string> {
  const template = node['mgnl:template']
  if (template) ids.add(template)
  for (const child of childNodes(node)) templateIds(child, ids)
  return ids
}

/** Every node of a content tree with this template id, in document order. */
export function nodesWithTemplate(node: ContentNode, id: string): ContentNode[] {
  return [...(node['mgnl:template'] === id ? [node] : []), ...childNodes(node).flatMap((child) => nodesWithTemplate(child, id))]
}
