/**
 * The product and brand pages in the sitemap: every product below the brand's first page that holds
 * the catalogue (`product-search`, else `products-overview`, else `products-brands`), every brand
 * below its brand pages' page (`brandPagesPath`) where the site has it, else below that first page.
 */
import type { SitemapSource } from '#app/cms/sitemap-source.ts'
import { productPath } from './catalogue-paths.ts'
import { catalogueProducts } from './catalogue.server.ts'
import { catalogueBrands } from './brands.server.ts'
import { brandPagesPath } from './catalogue-brand.ts'

const productPages = ['/product-search', '/products-overview', '/products-brands']

export const catalogueSitemap: SitemapSource = async ({ brand, cmsSite, lang, pages }) => {
  const page = productPages.map((path) => pages.find((candidate) => candidate.pagePath.endsWith(path))).find((candidate) => candidate !== undefined)
  if (!page) return []
  const brandPage = pages.find((candidate) => candidate.pagePath.endsWith(brandPagesPath(brand))) ?? page
  const [products, brands] = await Promise.all([catalogueProducts(cmsSite, lang), catalogueBrands(cmsSite, lang)])
  return [
    ...products.map((product) => ({ pagePath: productPath(page.pagePath, product.id) })),
    ...brands.map((entry) => ({ pagePath: productPath(brandPage.pagePath, entry.id) })),
  ]
}
