import { queryOptions } from '@tanstack/react-query'
import type { BrandId } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'

/**
 * The CMS's server functions, loaded with the first read the browser makes (a navigation; the
 * server's render hands the browser what it read): no page's first script holds their stubs or
 * Start's `createServerFn` (ADR 046, step eight). On the server it is the module already loaded.
 */
export const cmsFunctions = () => import('./cms.functions.ts')

/** `preview`: editor mode, where every cache is bypassed so edits show at once. */
export const cmsPageQuery = (brand: BrandId, lang: Language, pagePath: string, preview: boolean) =>
  queryOptions({
    queryKey: ['cms', 'page', brand, lang, pagePath, preview],
    queryFn: async () => (await cmsFunctions()).getCmsPage({ data: { brand, lang, pagePath, preview } }),
    staleTime: preview ? 0 : 60_000,
  })

export const editorDataQuery = (brand: BrandId, lang: Language, pagePath: string) =>
  queryOptions({
    queryKey: ['cms', 'editor', brand, lang, pagePath],
    queryFn: async () => (await cmsFunctions()).getEditorData({ data: { brand, lang, pagePath } }),
    staleTime: 0,
  })

export const siteLayoutQuery = (brand: BrandId, lang: Language, preview: boolean) =>
  queryOptions({
    queryKey: ['cms', 'layout', brand, lang, preview],
    queryFn: async () => (await cmsFunctions()).getSiteLayout({ data: { brand, lang, preview } }),
    staleTime: preview ? 0 : 5 * 60_000,
  })
