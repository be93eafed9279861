import { type AppHead, type AppLoader, ensureAppQuery, loadAppQuery } from '#app/cms/app-loader.ts'
import { addressHref } from '#app/site/page-address.ts'
import { productJsonLd } from '#app/site/structured-data.ts'
import { m } from '#app/paraglide/messages.js'
import { parseProductSearchParams, productSearchSearch } from './product-search-params.ts'
import { productIdOf, productIdPattern } from './catalogue-paths.ts'
import { catalogueProductQuery, productSearchQuery } from './catalogue-queries.ts'
import { preloadCataloguePart } from './catalogue-app.tsx'
import { requestedProductId, requestedProductSearch } from './product-request-params.ts'

/**
 * The product search and the product paths below it. The search loads the page of results of the
 * URL's params and writes them as the view shows them (values the catalogue does not have and a
 * page past the last left out); a product path loads its product (404 with the not-found help
 * when there is none) and reports the page's title, description and `Product` JSON-LD.
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
  // an id no product can have is not asked for
  if (!productIdPattern.test(id)) {
    await preloadCataloguePart(address.pagePath)
    return { notFound: true }
  }
  const [result] = await Promise.all([ensureAppQuery(queryClient, catalogueProductQuery(brand, lang, id)), preloadCataloguePart(address.pagePath)])
  if (result.status === 'not-found') return { notFound: true }
  if (result.status !== 'ok') return
  const { product } = result
  const url = `${origin}${addressHref(address, productWord)}`
  const description = m.catalogue_product_description({ name: product.name, grade: product.grade, manufacturer: product.manufacturer, description: product.description }, { locale: lang })
  return {
    title: product.name,
    description: description.length > 160 ? `${description.slice(0, 159).trimEnd()}…` : description,
    jsonLd: productJsonLd({ ...product, url }),
  }
}

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
