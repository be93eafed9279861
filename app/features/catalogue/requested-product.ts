/**
 * The product the product request form's page names in its `product` param, as the form's product
 * fields (`RequestedProduct`): from the catalogue query its loader put into the server HTML.
 */
import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import type { RequestedProduct } from '#app/cms/product-request.ts'
import { useSite } from '#app/site/site-context.tsx'
import { catalogueProductQuery } from './catalogue-queries.ts'
import { requestedProductId } from './product-request-params.ts'

export function useRequestedProduct(): RequestedProduct | undefined {
  const { address } = useSite()
  const id = requestedProductId(useSearch({ strict: false }))
  const query = useQuery({ ...catalogueProductQuery(address.brand, address.lang, id ?? ''), enabled: id !== undefined })
  const result = id === undefined ? undefined : query.data
  if (result?.status !== 'ok') return undefined
  const { product } = result
  return { id: product.id, name: product.name, grade: product.grade, manufacturer: product.manufacturer }
}
