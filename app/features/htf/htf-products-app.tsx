/**
 * The HTF products component (`okg-lm:components/htf-products`) on the `htf-products` page: the
 * finder there, a fluid's product data at `htf-products/{id}` (the cut-back rules send both to the
 * same CMS page). Each part loads its own code, so a product page does not load the slider.
 */
import { lazy } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useSite } from '#app/site/site-context.tsx'
import { htfProductId } from './htf-paths.ts'

const HtfFinder = lazy(() => import('./htf-finder.tsx'))
const HtfProduct = lazy(() => import('./htf-product.tsx'))

export default function HtfProductsApp(props: MagnoliaComponentProps) {
  const id = htfProductId(useSite().address.pagePath)
  return id === undefined ? <HtfFinder {...props} /> : <HtfProduct id={id} />
}
