import { type AppHead, type AppLoader, ensureAppQuery, loadAppQuery } from '#app/cms/app-loader.ts'
import { addressHref } from '#app/site/page-address.ts'
import { productJsonLd } from './product-json-ld.ts'
import { m } from '#app/paraglide/messages.js'
import { parseProductSearchParams } from './product-search-params.ts'
import { productSearchSearch } from './product-search-links.ts'
import { productIdOf, productIdPattern } from './catalogue-paths.ts'
import { industriesViewOf } from '#app/site/industries-paths.ts'
import {
  brandsQuery,
  catalogueBrandQuery,
  catalogueIndustriesQuery,
  catalogueIndustryQuery,
  catalogueProductQuery,
  productSearchQuery,
} from './catalogue-queries.ts'
import { preloadCataloguePart } from './catalogue-app.tsx'
import { requestedProductId } from './product-request-params.ts'
import { requestedProductSearch } from './product-request-links.ts'

/** A page's description from a text: at most 160 characters, cut at the end with an ellipsis. */
function metaDescription(text: string): string {
  return text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text
}

/**
 * The product search and the paths below it. The search loads the page of results of the URL's
 * params and writes them as the view shows them (values the catalogue does not have and a page
 * past the last left out). A path's id names a brand (its page: title and description) or else a
 * product (its page: title, description and `Product` JSON-LD); one that names neither answers
 * 404 with the not-found help.
 */
export const loadCatalogue: AppLoader = async ({ queryClient, address, search, productWord, origin }): Promise<AppHead | void> => {
  const { brand, lang } = address
  const id = productIdOf(address.pagePath)
  if (id === undefined) {
    const params = parseProductSearchParams(search)
    const options = productSearchQuery(brand, lang, params)
    await Promise.all([preloadCataloguePart(address.pagePath), loadAppQuery(queryClient, options)])
    const result = queryClient.getQueryData(options.queryKey)
    return { search: productSearchSearch(search, result?.status === 'ok' ? result.params : params) }
  }
  // an id no product or brand can have is not asked for
  if (!productIdPattern.test(id)) {
    await preloadCataloguePart(address.pagePath)
    return { notFound: true }
  }
  // a brand or a product: both asked at once (each reads a cached list)
  const [brandResult, result] = await Promise.all([
    ensureAppQuery(queryClient, catalogueBrandQuery(brand, lang, id)),
    ensureAppQuery(queryClient, catalogueProductQuery(brand, lang, id)),
  ])
  if (brandResult?.status === 'ok') {
    await preloadCataloguePart(address.pagePath, 'brand')
    const { title, manufacturer, description } = brandResult.brand
    return { title, description: metaDescription(description || m.brands_description({ brand: title, manufacturer }, { locale: lang })) }
  }
  await preloadCataloguePart(address.pagePath)
  if (result?.status === 'not-found' && brandResult?.status === 'not-found') return { notFound: true }
  if (result?.status !== 'ok') return
  const { product } = result
  const url = `${origin}${addressHref(address, productWord)}`
  const description = m.catalogue_product_description(
    { name: product.name, grade: product.grade, manufacturer: product.manufacturer, description: product.description },
    { locale: lang },
  )
  return { title: product.name, description: metaDescription(description), jsonLd: productJsonLd({ ...product, url }) }
}

/** The brands page: the site's brands in the server HTML. */
export const loadBrands: AppLoader = ({ queryClient, address }) => loadAppQuery(queryClient, brandsQuery(address.brand, address.lang))

/**
 * The product request form's page with a `product` param (a product page's link without
 * JavaScript): the product in the server HTML, so the form shows it filled in; an id the catalogue
 * does not have is left out of the URL (an upstream failure keeps it: the form shows empty).
 */
export const loadRequestedProduct: AppLoader = async ({ queryClient, address, search }): Promise<AppHead> => {
  const id = requestedProductId(search)
  const result = id === undefined ? undefined : await ensureAppQuery(queryClient, catalogueProductQuery(address.brand, address.lang, id))
  return { search: requestedProductSearch(search, result?.status === 'not-found' ? undefined : id) }
}

/**
 * The catalogue's industries and the paths below them: the tiles in the server HTML; an industry or
 * one of its product groups with its title, description and image (404 with the not-found help
 * when the industry has no such group or there is no such industry).
 */
export const loadCatalogueIndustries: AppLoader = async ({ queryClient, address }): Promise<AppHead | void> => {
  const { brand, lang } = address
  const view = industriesViewOf(address.pagePath)
  if (view.kind === 'tiles') return loadAppQuery(queryClient, catalogueIndustriesQuery(brand, lang))
  if (view.kind === 'not-found') return { notFound: true }
  const result = await ensureAppQuery(
    queryClient,
    catalogueIndustryQuery(brand, lang, view.industryId, view.kind === 'product-group' ? view.productGroupId : undefined),
  )
  if (result?.status === 'not-found') return { notFound: true }
  if (result?.status !== 'ok') return
  const { industry, group } = result
  const ogImage = industry.image ? { ogImage: industry.image.src } : {}
  if (!group) return { title: industry.title, description: metaDescription(industry.lead || industry.description || industry.title), ...ogImage }
  return {
    title: m.catalogue_industries_group_title({ group: group.name, industry: industry.title }, { locale: lang }),
    description: metaDescription(m.catalogue_industries_group_count({ group: group.name, industry: industry.title, count: group.count }, { locale: lang })),
    ...ogImage,
  }
}
