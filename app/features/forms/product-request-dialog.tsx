/**
 * The product request in the shared modal dialog, for the product a product page shows: the form
 * with its product fields filled in (docs/decisions/022-product-brands-and-product-request.md; this
 * module is the chunk that loads when a visitor reaches for the button).
 */
import type { ProductRequestActionProps } from '#app/cms/product-request.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { FormDialog } from './form-dialog.tsx'
import ProductRequestForm from './product-request-form.tsx'

export default function ProductRequestDialog({ product, onClose }: Pick<ProductRequestActionProps, 'product'> & { onClose: () => void }) {
  const locale = useSite().address.lang
  return (
    <FormDialog title={m.product_request_dialog_title({ name: product.name }, { locale })} onClose={onClose}>
      <div className="contact-form product-request-form">
        <ProductRequestForm metadata={{}} requested={product} inDialog />
      </div>
    </FormDialog>
  )
}
