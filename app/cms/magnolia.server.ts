/**
 * The Magnolia client: pages, page metadata, navigation (pagenav), top-level areas, template
 * annotations and definitions. Responses are parsed with zod at this boundary; every call is
 * cached per path (stale-while-revalidate, last good copy on failure) unless `preview` is set.
 */
import { z } from 'zod'
import { constants } from '../../app.config.ts'
import { UpstreamError, fetchJson } from '../server/upstream.server.ts'
import { SwrCache } from '../server/swr-cache.server.ts'
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

export const contentNodeSchema = z.object(nodeFields).catchall(z.json()).refine(childrenComplete, 'every child listed in @nodes must be a node')

export const pageMetaSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  ogImage: z.string().optional(),
})

const annotationsSchema = z.record(z.string(), z.string())
const definitionsSchema = z.record(z.string(), z.looseObject({ id: z.string(), title: z.string().optional() }))
export type TemplateAnnotations = z.infer<typeof annotationsSchema>
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

function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
}

export interface MagnoliaClientOptions {
  baseUrl: string
  timeoutMs?: number
  ttlMs?: number
}

export interface FetchOptions {
  /** Editor mode: bypass every cache. */
  preview?: boolean
}

export function createMagnoliaClient(options: MagnoliaClientOptions) {
  const cacheOptions = { ttlMs: options.ttlMs ?? constants.cmsCache.ttlMs, maxEntries: constants.cmsCache.maxEntries }
  const pages = new SwrCache<ContentNode | null>(cacheOptions)
  const metas = new SwrCache<PageMeta | false>(cacheOptions)
  const navigations = new SwrCache<Navigation>(cacheOptions)
  const annotations = new SwrCache<TemplateAnnotations>(cacheOptions)
  const definitions = new SwrCache<TemplateDefinitions>(cacheOptions)
  const get = (path: string) => fetchJson(`${options.baseUrl}${encodePath(path)}`, { timeoutMs: options.timeoutMs })

  /** A node path inside a site: `/{site}{cmsPath}` with the trailing slash of `cmsPath` kept. */
  const nodePath = (site: string, cmsPath: string) => `/${site}${cmsPath}`

  return {
    /** The page at `cmsPath` (ending with `/`), or `null` when Magnolia has none. Throws on upstream failure. */
    getPage(lang: string, site: string, cmsPath: string, fetchOptions: FetchOptions = {}): Promise<ContentNode | null> {
      const path = `/.rest/delivery/pages/v1/${lang}${nodePath(site, cmsPath)}`
      return pages.get(
        path,
        async () => {
          const body = await get(path).catch((error: unknown) => {
            if (error instanceof UpstreamError && error.kind === 'not found') return null
            throw error
          })
          if (body === null) return null
          const page = contentNodeSchema.parse(body)
          return sanitizeContent(page)
        },
        { bypass: fetchOptions.preview },
      )
    },

    /** Metadata of a detail path; a failed load is remembered as `false`. */
    getPageMeta(lang: string, site: string, pagePath: string, fetchOptions: FetchOptions = {}): Promise<PageMeta | false> {
      const path = `/.rest/delivery/pages-meta/v1/${lang}/${site}${pagePath}`
      return metas.get(
        path,
        async () => {
          try {
            return pageMetaSchema.parse(await get(path))
          } catch {
            return false
          }
        },
        { bypass: fetchOptions.preview },
      )
    },

    getNavigation(lang: string, site: string, fetchOptions: FetchOptions = {}): Promise<Navigation> {
      const path = `/.rest/delivery/pagenav/v1/${lang}/${site}`
      return navigations.get(path, async () => ({ home: navItem(contentNodeSchema.parse(await get(path))) }), {
        bypass: fetchOptions.preview,
      })
    },

    /** A top-level area (`footer`, ...) of the site root page, by language, site and key. */
    async getArea(lang: string, site: string, key: string, fetchOptions: FetchOptions = {}): Promise<ContentNode | null> {
      const root = await this.getPage(lang, site, '/', fetchOptions)
      const area = root?.[key]
      return isContentNode(area) ? area : null
    },

    getTemplateAnnotations(site: string, cmsPath: string, fetchOptions: FetchOptions = {}): Promise<TemplateAnnotations> {
      const path = `/.rest/template-annotations/v1${nodePath(site, cmsPath)}`
      return annotations.get(path, async () => annotationsSchema.parse(await get(path)), { bypass: fetchOptions.preview })
    },

    getTemplateDefinitions(templateId: string, fetchOptions: FetchOptions = {}): Promise<TemplateDefinitions> {
      const path = `/.rest/templateDefinition/v1/${templateId}`
      return definitions.get(path, async () => definitionsSchema.parse(await get(path)), { bypass: fetchOptions.preview })
    },
  }
}

export type MagnoliaClient = ReturnType<typeof createMagnoliaClient>
