/**
 * The product request: a question about a product with an optional attachment (a drawing, a data
 * sheet, a photo of the part), sent as `multipart/form-data`. The fields have one schema for the
 * browser and the server; the file is checked by the server (`uploadProblem`): PDF, PNG or JPEG,
 * at most 10 MB, as Magnolia's multipart calls take them (docs/contracts.md).
 */
import { z } from 'zod'
import { consentField, optionalText, requiredText, senderShape } from './form-fields.ts'

export const productRequestSchema = z.object({
  product: requiredText(200),
  company: optionalText(100),
  ...senderShape,
  message: requiredText(5000),
  privacy: consentField,
})

export type ProductRequestValues = z.infer<typeof productRequestSchema>

export const emptyProductRequest: ProductRequestValues = { product: '', company: '', name: '', email: '', phone: '', message: '', privacy: false }

/** The types an attachment may have, and what the file input offers. */
export const uploadTypes: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg'])
export const uploadAccept = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'

/** The largest attachment: 10 MB. */
export const uploadLimit = 10 * 1024 * 1024

/** Why an attachment is refused (`too-large`: 413, `type`: 415), or undefined when it is taken. */
export function uploadProblem(file: { size: number; type: string }): 'too-large' | 'type' | undefined {
  if (file.size > uploadLimit) return 'too-large'
  return uploadTypes.has(file.type) ? undefined : 'type'
}
