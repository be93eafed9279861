/**
 * Where a search result leads: pages open, files download, products go to products-brands
 * (albis), htf-products (htf: a fluid's product data) or products-overview, press and blog
 * stories to the info center (`press~{name}~s={id}~`), industries to `industries/{id}` or
 * `industries/{id}/{productGroupId}`.
 */
import type { BrandId } from '#config/brands.ts'
import { storyPagePath } from '#app/site/story-path.ts'
import type { SearchResult } from './search-result.ts'

type ResultLink = { kind: 'page'; pagePath: string } | { kind: 'cms'; cmsPath: string } | { kind: 'download'; href: string }

const productsPage: Partial<Record<BrandId, string>> = { albis: 'products-brands', htf: 'htf-products' }

export function resultLink(result: SearchResult, brand: BrandId): ResultLink | undefined {
  const name = result.name ?? result.id
  switch (result.type) {
    case 'pages':
      return result.path ? { kind: 'cms', cmsPath: result.path } : undefined
    case 'files':
      return result.link?.startsWith('/dam/') ? { kind: 'download', href: result.link } : undefined
    case 'products':
      return { kind: 'page', pagePath: `/${productsPage[brand] ?? 'products-overview'}/${name}` }
    case 'press':
      return { kind: 'page', pagePath: storyPagePath('press', name, result.id) }
    case 'stories':
      return { kind: 'page', pagePath: storyPagePath('blog', name, result.id) }
    case 'industries':
      return { kind: 'page', pagePath: result.productGroupId ? `/industries/${name}/${result.productGroupId}` : `/industries/${name}` }
  }
}
