/**
 * The HTF products component (`okg-lm:components/htf-products`) on the `htf-products` page: the
 * finder there, a fluid's product data at `htf-products/{id}` (the cut-back rules send both to the
 * same CMS page). Each part loads its own code, so a product page does not load the slider.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useSite } from '#app/site/site-context.tsx'
import { preloadable } from '#app/ui/preloadable.tsx'
import { htfProductId } from './htf-paths.ts'

const HtfFinder = preloadable(() => import('./htf-finder.tsx').then((module) => module.default), 'HtfFinder')
const HtfProduct = preloadable(() => import('./htf-product.tsx').then((module) => module.default), 'HtfProduct')

/** Loads the code of the part a page path shows (the loader calls it, so the server HTML is whole). */
export function preloadHtfPart(pagePath: string): Promise<void> {
  return htfProductId(pagePath) === undefined ? HtfFinder.preload() : HtfProduct.preload()
}

export default function HtfProductsApp(props: MagnoliaComponentProps) {
  const id = htfProductId(useSite().address.pagePath)
  return id === undefined ? <HtfFinder {...props} /> : <HtfProduct id={id} />
}
