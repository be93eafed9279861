import type { Language } from '#config/languages.ts'
import { brandTable } from '#config/brands.ts'
import { type AppHead, type AppLoader, ensureAppQuery, loadAppQuery } from '#app/cms/app-loader.ts'
import { setResponseStatusOnServer } from '#app/site/response-status.ts'
import type { HtfFluid } from './htf-fluid.ts'
import { measuredProperties } from './htf-labels.ts'
import { parseHtfFinderParams } from './htf-params.ts'
import { htfFinderSearch } from './htf-finder-links.ts'
import { finderState } from './htf-rules.ts'
import { htfProductId } from './htf-paths.ts'
import { htfCatalogueQuery, htfProductQuery } from './htf-queries.ts'
import { preloadHtfPart } from './htf-products-app.tsx'

/** schema.org `Product` of a fluid, with its measured values as `additionalProperty`. */
export function htfProductJsonLd(fluid: HtfFluid, brandName: string, locale: Language): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: fluid.name,
    ...(fluid.description ? { description: fluid.description } : {}),
    productID: fluid.id,
    sku: fluid.id,
    ...(fluid.chemistry ? { category: fluid.chemistry } : {}),
    brand: { '@type': 'Brand', name: brandName },
    additionalProperty: measuredProperties(fluid, locale),
  }
}

/**
 * The finder's page and the product data paths below it: the finder loads the catalogue and the
 * compared fluids; a product path loads its fluid (404 with "The product was not found" when there
 * is none) and reports the page's title, description and `Product` JSON-LD.
 */
export const loadHtfProducts: AppLoader = async ({ queryClient, address, search, productWord }): Promise<AppHead | void> => {
  const lang = address.lang
  const id = htfProductId(address.pagePath)
  if (id === undefined) {
    const params = parseHtfFinderParams(search)
    await Promise.all([
      preloadHtfPart(address.pagePath),
      loadAppQuery(queryClient, htfCatalogueQuery(lang)),
      ...params.compare.map((compared) => loadAppQuery(queryClient, htfProductQuery(lang, compared))),
    ])
    // the range is written against the catalogue's bounds (clamped, swapped, defaults left out)
    const catalogue = queryClient.getQueryData(htfCatalogueQuery(lang).queryKey)
    if (catalogue?.status !== 'ok') return
    return { search: htfFinderSearch(search, finderState(params, catalogue.catalogue.bounds), catalogue.catalogue.bounds) }
  }
  const [result] = await Promise.all([
    ensureAppQuery(queryClient, htfProductQuery(lang, id)),
    loadAppQuery(queryClient, htfCatalogueQuery(lang)),
    preloadHtfPart(address.pagePath),
  ])
  if (result?.status === 'not-found') setResponseStatusOnServer(404)
  if (result?.status !== 'ok') return
  const { fluid } = result
  const brand = brandTable(productWord)[address.brand]
  return {
    title: fluid.name,
    description: `${fluid.chemistry}. ${fluid.description}`.slice(0, 160),
    jsonLd: htfProductJsonLd(fluid, brand.name, lang),
  }
}
