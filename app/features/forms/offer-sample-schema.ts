/**
 * The offer and the sample request of albis's product world, one form of two kinds: which product,
 * how much, for which application, by when (an offer only), and who asks; company is required
 * (albis sells to businesses). One schema for the browser and the server.
 */
import { z } from 'zod'
import { consentField, optionalDate, optionalText, requiredText, senderShape } from '#app/ui/forms/form-fields.ts'

export const offerSampleKinds = ['offer', 'sample'] as const

export type OfferSampleKind = (typeof offerSampleKinds)[number]

export const offerSampleSchema = z
  .object({
    kind: z.enum(offerSampleKinds, 'choice'),
    product: requiredText(200),
    quantity: requiredText(100),
    desiredDate: optionalDate,
    application: optionalText(1000),
    company: requiredText(100),
    ...senderShape,
    message: optionalText(5000),
    privacy: consentField,
  })
  .refine((values) => values.kind === 'offer' || values.desiredDate === '', { path: ['desiredDate'], message: 'choice' })

type OfferSampleValues = z.infer<typeof offerSampleSchema>

export function emptyOfferSample(kind: OfferSampleKind, product = ''): OfferSampleValues {
  return { kind, product, quantity: '', desiredDate: '', application: '', company: '', name: '', email: '', phone: '', message: '', privacy: false }
}
