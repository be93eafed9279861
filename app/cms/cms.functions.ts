/** Server functions the routes call for CMS data; the browser never talks to Magnolia itself. */
import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import { authoringEnabled } from '#app/server/env.server.ts'
import { input } from '#app/server/input.ts'
import { brandIds, cmsSiteOf } from '#config/brands.ts'
import { languages } from '#config/languages.ts'
import { cutBackCmsPath, isSafePagePath, needsPageMetadata } from '#app/site/cms-path.ts'
import { isUnexpectedShape } from '#app/server/upstream.server.ts'
import { startOutbox } from '#app/server/submissions.server.ts'
import { type TemplateDefinitions, magnolia } from './magnolia.server.ts'
import { contentNodePath } from './editor/editor-node.ts'
import type { ContentNode, Navigation, PageMeta } from './content.ts'

const pageInput = z.object({
  brand: z.enum(brandIds),
  lang: z.enum(languages),
  pagePath: z.string().max(4096),
  preview: z.boolean(),
})

/**
 * Preview (every cache bypassed) only where editor mode may run (`AUTHORING`): elsewhere a payload
 * asking for it is served from the caches like any visitor, so it cannot multiply CMS calls.
 */
const previewAllowed = (asked: boolean) => asked && authoringEnabled()

type PageResult = { status: 'found'; page: ContentNode; cmsPath: string; meta: PageMeta | null } | { status: 'missing' }

/**
 * The CMS page for a page path: cut back to its app prefix, plus page metadata for detail paths.
 * `missing` for unknown pages, error content and unsafe paths (which never reach Magnolia);
 * an unreachable CMS with no cached copy rejects.
 */
export const getCmsPage = createServerFn({ method: 'GET' })
  .validator(input(pageInput))
  .handler(async ({ data }): Promise<PageResult> => {
    // the first page served starts the outbox's worker: what a previous process left undelivered goes out
    startOutbox()
    if (!isSafePagePath(data.pagePath)) return { status: 'missing' }
    const cmsSite = cmsSiteOf(data.brand)
    const cmsPath = cutBackCmsPath(data.pagePath)
    const cms = magnolia()
    const preview = previewAllowed(data.preview)
    const [page, meta] = await Promise.all([
      cms.getPage(data.lang, cmsSite, cmsPath, { preview }).catch((error: unknown) => {
        if (isUnexpectedShape(error)) return null // error content or a malformed page
        throw error
      }),
      needsPageMetadata(data.pagePath) ? cms.getPageMeta(data.lang, cmsSite, data.pagePath, { preview }) : Promise.resolve(false as const),
    ])
    if (!page) return { status: 'missing' }
    return { status: 'found', page, cmsPath, meta: meta || null }
  })

export interface EditorData {
  /** Template annotations by node path (the page editor's green bars). */
  annotations: Record<string, string>
  /** Template definitions reachable from the page's template, by id. */
  definitions: Record<string, { id: string; title: string | null }>
}

/**
 * Editor mode: the page's template annotations and definitions, never from a cache. Refused (403)
 * where editor mode may not run: they are for editors, and each call would reach the CMS.
 */
export const getEditorData = createServerFn({ method: 'GET' })
  .validator(input(pageInput.omit({ preview: true })))
  .handler(async ({ data }): Promise<EditorData | null> => {
    if (!authoringEnabled()) {
      setResponseStatus(403)
      return null
    }
    if (!isSafePagePath(data.pagePath)) return null
    const cmsSite = cmsSiteOf(data.brand)
    const cmsPath = cutBackCmsPath(data.pagePath)
    const cms = magnolia()
    try {
      const page = await cms.getPage(data.lang, cmsSite, cmsPath, { preview: true })
      if (!page) return null
      const [annotations, definitions] = await Promise.all([
        cms.getTemplateAnnotations(cmsSite, contentNodePath(cmsPath).replace(/^\/$/, ''), { preview: true }),
        page['mgnl:template'] ? cms.getTemplateDefinitions(page['mgnl:template'], { preview: true }) : Promise.resolve<TemplateDefinitions>({}),
      ])
      const summaries = Object.fromEntries(Object.entries(definitions).map(([id, definition]) => [id, { id, title: definition.title ?? null }]))
      return { annotations, definitions: summaries }
    } catch {
      return null
    }
  })

const layoutInput = z.object({ brand: z.enum(brandIds), lang: z.enum(languages), preview: z.boolean() })

interface SiteLayout {
  navigation: Navigation | null
  footer: ContentNode | null
}

/** Header navigation and footer area of a brand in a language; a failure leaves them out. */
export const getSiteLayout = createServerFn({ method: 'GET' })
  .validator(input(layoutInput))
  .handler(async ({ data }): Promise<SiteLayout> => {
    const cmsSite = cmsSiteOf(data.brand)
    const cms = magnolia()
    const preview = previewAllowed(data.preview)
    const [navigation, footer] = await Promise.all([
      cms.getNavigation(data.lang, cmsSite, { preview }).catch(() => null),
      cms.getArea(data.lang, cmsSite, 'footer', { preview }).catch(() => null),
    ])
    return { navigation, footer }
  })
