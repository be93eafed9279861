/**
 * The product request: a question about a product with an optional attachment (a drawing, a data
 * sheet, a photo of the part), sent as `multipart/form-data`. The fields have one schema for the
 * browser and the server; the file is checked by the server (`uploadProblem`, `app/site/uploads.ts`).
 */
import { z } from 'zod'
import { consentField, optionalText, requiredText, senderShape } from '#app/ui/forms/form-fields.ts'

export const productRequestSchema = z.object({
  product: requiredText(200),
  company: optionalText(100),
  ...senderShape,
  message: requiredText(5000),
  privacy: consentField,
})

export type ProductRequestValues = z.infer<typeof productRequestSchema>

export const emptyProductRequest: ProductRequestValues = { product: '', company: '', name: '', email: '', phone: '', message: '', privacy: false }
