/** The HTF product data pages in the sitemap, below each page that holds the finder. */
import type { SitemapSource } from '#app/cms/sitemap-source.ts'
import { htfProductPath } from './htf-paths.ts'
import { htfFluids } from './htf.server.ts'

export const htfSitemap: SitemapSource = async ({ lang, pages }) => {
  const finders = pages.filter((page) => page.pagePath.endsWith('/htf-products'))
  if (finders.length === 0) return []
  const fluids = await htfFluids(lang)
  return finders.flatMap((finder) => fluids.map((fluid) => ({ pagePath: htfProductPath(finder.pagePath, fluid.id) })))
}
