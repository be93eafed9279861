/**
 * The chemicals unit's industries in its sitemap, below its industries page: one URL per industry
 * and per product group, except the industries that are CMS pages of their own (the spec's
 * exceptions), which the site's pages list already.
 */
import type { SitemapSource } from '#app/cms/sitemap-source.ts'
import { industryPath, isOwnCmsPage } from '#app/site/industries-paths.ts'
import { chemicalsIndustries } from './industries.server.ts'

/** The brand whose industries the chemicals API gives. */
const chemicalsBrand = 'chemie'

export const industriesSitemap: SitemapSource = async ({ brand, lang, pages }) => {
  const page = pages.find((candidate) => candidate.pagePath.endsWith('/industries'))
  if (brand !== chemicalsBrand || !page) return []
  const industries = await chemicalsIndustries(lang)
  return industries
    .filter((industry) => !isOwnCmsPage(industryPath(page.pagePath, industry.id)))
    .flatMap((industry) => [industry.id, ...industry.productGroups.map((group) => `${industry.id}/${group.id}`)])
    .map((path) => ({ pagePath: `${page.pagePath}/${path}` }))
}
