/**
 * "Request this product" on a product page (the shell hands it to the catalogue): until the page
 * runs, a link to the product request form's page with the product in its URL, so it works without
 * JavaScript; then a button that opens the form in a dialog, whose code (react-aria, the form, the
 * captcha) loads on the first hover, focus or press of it.
 */
import { Suspense, lazy, useState } from 'react'
import { useHydrated } from '@tanstack/react-router'
import type { ProductRequestActionProps } from '#app/cms/product-request.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'

const loadDialog = () => import('./product-request-dialog.tsx')
const ProductRequestDialog = lazy(loadDialog)
const preload = () => void loadDialog()

export function ProductRequestAction({ product, formHref }: ProductRequestActionProps) {
  const locale = useSite().address.lang
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const label = m.product_request_action({}, { locale })
  if (!hydrated) {
    return (
      <a className="button" href={formHref}>
        {label}
      </a>
    )
  }
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProductRequestDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
