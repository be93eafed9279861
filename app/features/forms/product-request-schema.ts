/**
 * The product request: a question about a product with an optional attachment (a drawing, a data
 * sheet, a photo of the part), sent as `multipart/form-data`. The fields have one schema for the
 * browser and the server; the file is checked by the server (`uploadProblem`, `app/site/uploads.ts`).
 * Asked from a product page, its product fields carry the catalogue's name, grade, manufacturer and
 * id (`productId`, a node name, or empty when the visitor names a product themselves).
 */
import { z } from 'zod'
import { consentField, optionalText, requiredText, senderShape } from '#app/ui/forms/form-fields.ts'

export const productRequestSchema = z.object({
  product: requiredText(200),
  grade: optionalText(100),
  manufacturer: optionalText(100),
  productId: z.string().regex(/^(?:[a-z0-9][a-z0-9-]{0,127})?$/, 'choice'),
  company: optionalText(100),
  ...senderShape,
  message: requiredText(5000),
  privacy: consentField,
})

type ProductRequestValues = z.infer<typeof productRequestSchema>

export const emptyProductRequest: ProductRequestValues = {
  product: '',
  grade: '',
  manufacturer: '',
  productId: '',
  company: '',
  name: '',
  email: '',
  phone: '',
  message: '',
  privacy: false,
}
