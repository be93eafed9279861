/**
 * The product catalogue component (`okg-lm:components/product-search`) on the product pages
 * (`product-search`, `products-overview`, `products-brands`): the product search there, and at
 * `{page}/{id}` a brand's page when the id names a brand, else a product (the cut-back rules send
 * all to the same CMS page). Each part loads its own code. The shell hands in the product
 * request's action (`requestAction`) a product page offers.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useQuery } from '@tanstack/react-query'
import type { ProductRequestAction } from '#app/cms/product-request.ts'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { preloadable } from '#app/ui/preloadable.tsx'
import { QueryState } from '#app/ui/query-state.tsx'
import { productIdOf, productIdPattern } from './catalogue-paths.ts'
import { catalogueBrandQuery } from './catalogue-queries.ts'

const ProductSearch = preloadable(() => import('./product-search.tsx').then((module) => module.default), 'ProductSearch')
const ProductPage = preloadable(() => import('./product-page.tsx').then((module) => module.default), 'ProductPage')
const BrandPage = preloadable(() => import('./brand-page.tsx').then((module) => module.default), 'BrandPage')

/** Loads the code of the part a page path shows, `brand` when its id names a brand (the loader calls it, so the server HTML is whole). */
export function preloadCataloguePart(pagePath: string, detail: 'product' | 'brand' = 'product'): Promise<void> {
  if (productIdOf(pagePath) === undefined) return ProductSearch.preload()
  return detail === 'brand' ? BrandPage.preload() : ProductPage.preload()
}

export default function CatalogueApp(props: MagnoliaComponentProps & { requestAction?: ProductRequestAction }) {
  const { address } = useSite()
  const locale = address.lang
  const id = productIdOf(address.pagePath) ?? ''
  const asked = productIdPattern.test(id)
  const brand = useQuery({ ...catalogueBrandQuery(address.brand, locale, id), enabled: asked })
  if (id === '') return <ProductSearch {...props} />
  if (brand.data?.status === 'ok') return <BrandPage id={id} />
  // the brand query's answer says which page the id is; without one (its call failed, or is asked again) it is neither yet
  if (asked && brand.data === undefined) {
    return <QueryState query={brand} lang={locale} loading={m.catalogue_loading({}, { locale })} error={<p>{m.catalogue_product_error({}, { locale })}</p>} />
  }
  return <ProductPage id={id} requestAction={props.requestAction} />
}
