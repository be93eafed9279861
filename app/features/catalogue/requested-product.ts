/**
 * The product the product request form's page names in its `product` param, as the form's product
 * fields (`RequestedProduct`): from the catalogue query its loader put into the server HTML.
 */
import { useQuery } from '@tanstack/react-query'
import type { RequestedProduct } from '#app/cms/product-request.ts'
import { useSite } from '#app/site/site-context.tsx'
import { useViewLocation } from '#app/site/view-location.ts'
import { catalogueProductQuery } from './catalogue-queries.ts'
import { productRequestView } from './product-request-params.ts'

export function useRequestedProduct(): RequestedProduct | undefined {
  const { address } = useSite()
  // the form's own page (`contact/product-request`) has typed the param; a form placed elsewhere reads the catch-all's
  const id = useViewLocation('/{-$prefix}/{-$lang}/contact/product-request', productRequestView.parse).params.product
  const query = useQuery({ ...catalogueProductQuery(address.brand, address.lang, id ?? ''), enabled: id !== undefined })
  const result = id === undefined ? undefined : query.data
  if (result?.status !== 'ok') return undefined
  const { product } = result
  return { id: product.id, name: product.name, grade: product.grade, manufacturer: product.manufacturer }
}
