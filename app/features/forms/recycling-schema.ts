/**
 * The recycling waste request of wipag and mocom (spec section 3, "Recycling form"): one or more
 * waste entries (polymer, form, filler, colour, amount in kg, description, other adhesion, more
 * info, waste description, quantity per year in t/a, current use), the loop the recyclate is
 * meant for, the requirements on the finished product, and who asks. Company is required by
 * wipag, which takes waste from businesses only, and optional at mocom (docs/decisions/013). One
 * schema per variant for the browser and the server.
 */
import { z } from 'zod'
import type { BrandId } from '#config/brands.ts'
import { consentField, optionalAmount, optionalText, requiredAmount, requiredText, senderShape } from '#app/ui/forms/form-fields.ts'

export const wasteEntrySchema = z.object({
  polymer: requiredText(100),
  mold: optionalText(100),
  filler: optionalText(100),
  color: optionalText(100),
  amount: optionalAmount,
  description: optionalText(2000),
  otherAdhesion: optionalText(500),
  moreInfo: optionalText(2000),
  wasteDescription: requiredText(2000),
  quantity: requiredAmount,
  currentUse: optionalText(500),
})

export type WasteEntry = z.infer<typeof wasteEntrySchema>

export const emptyWasteEntry: WasteEntry = {
  polymer: '',
  mold: '',
  filler: '',
  color: '',
  amount: '',
  description: '',
  otherAdhesion: '',
  moreInfo: '',
  wasteDescription: '',
  quantity: '',
  currentUse: '',
}

export const recyclingTargets = ['closed-loop', 'open-loop'] as const

const recyclingShape = {
  wastes: z.array(wasteEntrySchema).min(1, 'entries').max(20, 'too-long'),
  target: z.enum(recyclingTargets, 'choice'),
  requirements: optionalText(2000),
  additionalInfo: optionalText(2000),
  ...senderShape,
  address: requiredText(300),
  message: optionalText(5000),
  privacy: consentField,
}

export const recyclingSchemas = {
  wipag: z.object({ ...recyclingShape, company: requiredText(100) }),
  mocom: z.object({ ...recyclingShape, company: optionalText(100) }),
}

export type RecyclingVariant = keyof typeof recyclingSchemas

type RecyclingValues = z.infer<(typeof recyclingSchemas)['wipag']>

/** The variant a brand's site shows, if it takes recycling requests. */
export function recyclingVariant(brand: BrandId): RecyclingVariant | undefined {
  return brand === 'wipag' || brand === 'mocom' ? brand : undefined
}

export const emptyRecycling: RecyclingValues = {
  wastes: [emptyWasteEntry],
  target: 'closed-loop',
  requirements: '',
  additionalInfo: '',
  name: '',
  company: '',
  address: '',
  email: '',
  phone: '',
  message: '',
  privacy: false,
}
