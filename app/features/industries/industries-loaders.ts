import { type AppHead, type AppLoader, ensureAppQuery, loadAppQuery } from '#app/cms/app-loader.ts'
import { m } from '#app/paraglide/messages.js'
import { industriesView, parseIndustriesParams } from './industries-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { industriesViewOf, isOwnCmsPage } from '#app/site/industries-paths.ts'
import { industriesQuery, industryQuery, productGroupQuery } from './industries-queries.ts'
import { preloadIndustriesPart } from './industries-app.tsx'

/** A description as search results show it: at most 160 characters. */
function clipped(text: string): string {
  return text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text
}

/**
 * The industries and the detail paths below them. The tiles load the industries of the URL's
 * country and write the params as the view shows them (a country the API does not list left out);
 * an industry or product group path loads it (404 with the not-found help when there is none) and
 * reports its title, description and image, except on a page of its own, whose metadata is the
 * CMS page's.
 */
export const loadIndustries: AppLoader = async ({ queryClient, address, search }): Promise<AppHead | void> => {
  const { lang } = address
  const view = industriesViewOf(address.pagePath)
  if (view.kind === 'tiles') {
    const params = parseIndustriesParams(search)
    const options = industriesQuery(lang, params)
    await Promise.all([preloadIndustriesPart(view), loadAppQuery(queryClient, options)])
    const result = queryClient.getQueryData(options.queryKey)
    return { search: viewLinkSearch(industriesView, search, result?.status === 'ok' ? { country: result.country } : params) }
  }
  await preloadIndustriesPart(view)
  if (view.kind === 'not-found') return { notFound: true }
  if (view.kind === 'industry') {
    const result = await ensureAppQuery(queryClient, industryQuery(lang, view.industryId))
    if (result?.status === 'not-found') return { notFound: true }
    if (result?.status !== 'ok' || isOwnCmsPage(address.pagePath)) return
    const { industry } = result
    return { title: industry.name, description: clipped(industry.description || industry.name), ...(industry.image ? { ogImage: industry.image } : {}) }
  }
  const result = await ensureAppQuery(queryClient, productGroupQuery(lang, view.industryId, view.productGroupId))
  if (result?.status === 'not-found') return { notFound: true }
  if (result?.status !== 'ok') return
  const { industry, group } = result
  return {
    title: m.industries_group_title({ group: group.name, industry: industry.name }, { locale: lang }),
    description: clipped(group.description || group.name),
  }
}
