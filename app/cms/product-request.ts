/**
 * A product a visitor asks about (the product request of the forms), and what the shell hands the
 * product pages to offer it (`app/features/forms/product-request-action.tsx`): features do not
 * import each other (docs/architecture.md), the shell puts them together.
 */
import type { ComponentType } from 'react'

/** The product request's product fields, as the catalogue names the product. */
export interface RequestedProduct {
  id: string
  name: string
  grade: string
  manufacturer: string
}

export interface ProductRequestActionProps {
  product: RequestedProduct
  /** The product request form's page with the product in its URL: where the action leads until the page runs. */
  formHref: string
}

/** "Request this product": a link to the form's page until the page runs, then a button that opens the form in a dialog. */
export type ProductRequestAction = ComponentType<ProductRequestActionProps>
