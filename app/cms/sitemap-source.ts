/**
 * What a sitemap is made of: the site's pages from the navigation tree (hidden ones included) and,
 * for each app, the detail pages it exposes. An app plugs in with one `SitemapSource` listed in
 * `app/shell/sitemap.server.ts`.
 */
import type { BrandId } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import { type ContentNode, childNodes } from './content.ts'

interface SitePage {
  /** The page path as in a page address: `/` or `/career/jobs`. */
  pagePath: string
  template: string | undefined
  lastModified: string | undefined
}

export interface SitemapEntry {
  pagePath: string
  lastModified?: string | undefined
  /** The languages the detail exists in, where an app shows it in only some of the brand's. */
  languages?: readonly Language[] | undefined
}

export interface SitemapContext {
  brand: BrandId
  lang: Language
  cmsSite: string
  pages: readonly SitePage[]
}

/** The detail pages an app exposes on the pages of a site that hold it. */
export type SitemapSource = (context: SitemapContext) => Promise<SitemapEntry[]>

/** Every page of a navigation tree, the site's root first. */
export function sitePages(root: ContentNode, cmsSite: string): SitePage[] {
  const page = (node: ContentNode): SitePage[] => {
    const path = node['@path'].slice(cmsSite.length + 1)
    const lastModified = node['mgnl:lastModified']
    return [
      { pagePath: path === '' ? '/' : path, template: node['mgnl:template'], lastModified: typeof lastModified === 'string' ? lastModified : undefined },
      ...childNodes(node)
        .filter((child) => child['@nodeType'] === 'mgnl:page')
        .flatMap(page),
    ]
  }
  return page(root)
}
