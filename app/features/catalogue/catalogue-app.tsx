/**
 * The product catalogue component (`okg-lm:components/product-search`) on the product pages
 * (`product-search`, `products-overview`, `products-brands`): the product search there, a product
 * at `{page}/{id}` (the cut-back rules send both to the same CMS page). Each part loads its own code.
 * The shell hands in the product request's action (`requestAction`) a product page offers.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import type { ProductRequestAction } from '#app/cms/product-request.ts'
import { useSite } from '#app/site/site-context.tsx'
import { preloadable } from '#app/ui/preloadable.tsx'
import { productIdOf } from './catalogue-paths.ts'

const ProductSearch = preloadable(() => import('./product-search.tsx').then((module) => module.default), 'ProductSearch')
const ProductPage = preloadable(() => import('./product-page.tsx').then((module) => module.default), 'ProductPage')

/** Loads the code of the part a page path shows (the loader calls it, so the server HTML is whole). */
export function preloadCataloguePart(pagePath: string): Promise<void> {
  return productIdOf(pagePath) === undefined ? ProductSearch.preload() : ProductPage.preload()
}

export default function CatalogueApp(props: MagnoliaComponentProps & { requestAction?: ProductRequestAction }) {
  const id = productIdOf(useSite().address.pagePath)
  return id === undefined ? <ProductSearch {...props} /> : <ProductPage id={id} requestAction={props.requestAction} />
}
