/**
 * The Magnolia client: pages, page metadata, navigation (pagenav), top-level areas, template
 * annotations and definitions, on the `cms` upstream. Answers are parsed with zod into content
 * nodes (rich text sanitized once, before caching); every call is cached per path
 * (stale-while-revalidate, last good copy on failure) unless `preview` is set.
 */
import { z } from 'zod'
import * as constants from '#config/constants.ts'
import { type Upstream, isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { type ContentNode, type NavItem, type Navigation, type PageMeta, childNodes, isContentNode } from './content.ts'
import { sanitizeContent } from './rich-text.server.ts'

const nodeFields = {
  '@name': z.string(),
  '@path': z.string(),
  '@id': z.string(),
  '@nodeType': z.string(),
  '@nodes': z.array(z.string()),
  'mgnl:template': z.string().optional(),
}

function childrenComplete(node: ContentNode): boolean {
  return node['@nodes'].every((name) => {
    const child = node[name]
    return isContentNode(child) && childrenComplete(child)
  })
}

const contentNodeSchema = z.object(nodeFields).catchall(z.json()).refine(childrenComplete, 'every child listed in @nodes must be a node')

const pageMetaSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  ogImage: z.string().optional(),
})

const annotationsSchema = z.record(z.string(), z.string())
const definitionsSchema = z.record(z.string(), z.looseObject({ id: z.string(), title: z.string().optional() }))
type TemplateAnnotations = z.infer<typeof annotationsSchema>
export type TemplateDefinitions = z.infer<typeof definitionsSchema>

function navItem(node: ContentNode): NavItem {
  return {
    title: String(node['navigationTitle'] ?? node['title'] ?? node['@name']),
    path: node['@path'],
    children: childNodes(node)
      .filter((child) => child['@nodeType'] === 'mgnl:page' && child['hideInNav'] !== 'true')
      .map(navItem),
  }
}

/**
 * The menu tree, the pages the site root marks for the footer (`footerNav`: imprint, privacy,
 * terms) and for the header's quick links (`serviceNav`: markets, brands, downloads), and the
 * client area's page, whose path the client area's routes fix (`/orders`, ADR 018).
 */
function navigation(root: ContentNode): Navigation {
  const pages = childNodes(root).filter((child) => child['@nodeType'] === 'mgnl:page')
  const link = (page: ContentNode): NavItem => ({ ...navItem(page), children: [] })
  const clientArea = pages.find((page) => page['@name'] === 'orders')
  return {
    home: navItem(root),
    footer: pages.filter((page) => page['footerNav'] === 'true').map(link),
    service: pages.filter((page) => page['serviceNav'] === 'true').map(link),
    clientArea: clientArea ? link(clientArea) : null,
  }
}

function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
}

interface MagnoliaClientOptions {
  /** The Magnolia public instance. */
  upstream: Upstream
  /** How long answers are fresh in the caches. */
  ttlMs?: number
}

interface FetchOptions {
  /** Editor mode: bypass every cache. */
  preview?: boolean
}

export function createMagnoliaClient(options: MagnoliaClientOptions) {
  const { maxEntries, maxBytes, missingTtlMs, maxMissing } = constants.cmsCache
  const cacheOptions = { ttlMs: options.ttlMs ?? constants.cmsCache.ttlMs, maxEntries, maxBytes }
  // a page the CMS does not have, or metadata that failed, is kept apart and briefly
  const missing = { ttlMs: Math.min(missingTtlMs, cacheOptions.ttlMs), maxEntries: maxMissing }
  const pages = new SwrCache<ContentNode | null>({ name: 'cms-pages', ...cacheOptions, missing: { ...missing, isMissing: (page) => page === null } })
  const metas = new SwrCache<PageMeta | false>({ name: 'cms-metadata', ...cacheOptions, missing: { ...missing, isMissing: (meta) => meta === false } })
  const pageTrees = new SwrCache<ContentNode>({ name: 'cms-navigation', ...cacheOptions })
  const annotations = new SwrCache<TemplateAnnotations>({ name: 'cms-annotations', ...cacheOptions })
  const definitions = new SwrCache<TemplateDefinitions>({ name: 'cms-definitions', ...cacheOptions })
  const get = <S extends z.ZodType>(path: string, schema: S) => options.upstream.get(encodePath(path), schema)

  /** A node path inside a Magnolia site: `/{cmsSite}{cmsPath}` with the trailing slash of `cmsPath` kept. */
  const nodePath = (cmsSite: string, cmsPath: string) => `/${cmsSite}${cmsPath}`

  return {
    /** The page at `cmsPath` (ending with `/`), or `null` when Magnolia has none. Throws on upstream failure. */
    getPage(lang: string, cmsSite: string, cmsPath: string, fetchOptions: FetchOptions = {}): Promise<ContentNode | null> {
      const path = `/.rest/delivery/pages/v1/${lang}${nodePath(cmsSite, cmsPath)}`
      return pages.get(
        path,
        () =>
          get(path, contentNodeSchema).then(sanitizeContent, (error: unknown) => {
            if (isNotFound(error)) return null
            throw error
          }),
        { bypass: fetchOptions.preview },
      )
    },

    /** Metadata of a detail path; a failed load is remembered as `false`. */
    getPageMeta(lang: string, cmsSite: string, pagePath: string, fetchOptions: FetchOptions = {}): Promise<PageMeta | false> {
      const path = `/.rest/delivery/pages-meta/v1/${lang}/${cmsSite}${pagePath}`
      return metas.get(
        path,
        async () => {
          try {
            return await get(path, pageMetaSchema)
          } catch {
            return false
          }
        },
        { bypass: fetchOptions.preview },
      )
    },

    /** The site's pages two levels deep (pagenav), hidden ones included. */
    getPageTree(lang: string, cmsSite: string, fetchOptions: FetchOptions = {}): Promise<ContentNode> {
      const path = `/.rest/delivery/pagenav/v1/${lang}/${cmsSite}`
      return pageTrees.get(path, () => get(path, contentNodeSchema), { bypass: fetchOptions.preview })
    },

    async getNavigation(lang: string, cmsSite: string, fetchOptions: FetchOptions = {}): Promise<Navigation> {
      return navigation(await this.getPageTree(lang, cmsSite, fetchOptions))
    },

    /** A top-level area (`footer`, ...) of the site root page, by language, Magnolia site and key. */
    async getArea(lang: string, cmsSite: string, key: string, fetchOptions: FetchOptions = {}): Promise<ContentNode | null> {
      const root = await this.getPage(lang, cmsSite, '/', fetchOptions)
      const area = root?.[key]
      return isContentNode(area) ? area : null
    },

    getTemplateAnnotations(cmsSite: string, cmsPath: string, fetchOptions: FetchOptions = {}): Promise<TemplateAnnotations> {
      const path = `/.rest/template-annotations/v1${nodePath(cmsSite, cmsPath)}`
      return annotations.get(path, () => get(path, annotationsSchema), { bypass: fetchOptions.preview })
    },

    getTemplateDefinitions(templateId: string, fetchOptions: FetchOptions = {}): Promise<TemplateDefinitions> {
      const path = `/.rest/templateDefinition/v1/${templateId}`
      return definitions.get(path, () => get(path, definitionsSchema), { bypass: fetchOptions.preview })
    },
  }
}

type MagnoliaClient = ReturnType<typeof createMagnoliaClient>

let client: MagnoliaClient | undefined

/** The process-wide Magnolia client (its caches live as long as the server). */
export function magnolia(): MagnoliaClient {
  client ??= createMagnoliaClient({ upstream: upstream('cms'), ttlMs: serverEnv().CMS_CACHE_TTL_MS })
  return client
}
