/**
 * The product pages in the sitemap, below the brand's first page that holds the catalogue
 * (`product-search`, else `products-overview`, else `products-brands`): one URL per product.
 */
import type { SitemapSource } from '#app/cms/sitemap-source.ts'
import { productPath } from './catalogue-paths.ts'
import { catalogueProducts } from './catalogue.server.ts'

const productPages = ['/product-search', '/products-overview', '/products-brands']

export const catalogueSitemap: SitemapSource = async ({ cmsSite, lang, pages }) => {
  const page = productPages.map((path) => pages.find((candidate) => candidate.pagePath.endsWith(path))).find((candidate) => candidate !== undefined)
  if (!page) return []
  const products = await catalogueProducts(cmsSite, lang)
  return products.map((product) => ({ pagePath: productPath(page.pagePath, product.id) }))
}
