/**
 * What a signed-in customer sends about an order (spec section 3, "Product reorder"; section 5,
 * "Reorder dialog"): a reorder (company, product, volume, color, application, technical
 * requirements, a phone call back, more products, notes, a file) and a request for help, each with
 * the e-mail address the answer goes to. At mocom
 * (compounds made to a specification) application and technical requirements are required; at
 * albis (a distributor reordering a catalogue grade) they are optional. One schema for the
 * browser and the server function; the file is checked by the server.
 */
import { z } from 'zod'
import type { BrandId } from '#config/brands.ts'
import { emailField, optionalPhone, optionalText, requiredAmount, requiredText } from '#app/ui/forms/form-fields.ts'

/** Where a call back was asked for, a phone number to call. */
const phoneWhenRecalled = <T extends { phoneRecall: boolean; phone: string }>(values: T) => !values.phoneRecall || values.phone.trim() !== ''
const phoneIssue = { message: 'required', path: ['phone'] }

export function reorderSchema(brand: BrandId) {
  const specification = brand === 'mocom' ? requiredText(1000) : optionalText(1000)
  return z
    .object({
      company: requiredText(100),
      email: emailField,
      product: requiredText(200),
      volume: requiredAmount,
      color: optionalText(100),
      application: specification,
      technicalRequirements: specification,
      phoneRecall: z.boolean(),
      phone: optionalPhone,
      moreProducts: z.boolean(),
      notes: optionalText(2000),
    })
    .refine(phoneWhenRecalled, phoneIssue)
}

export type ReorderValues = z.infer<ReturnType<typeof reorderSchema>>

export const needHelpTopics = ['delivery', 'documents', 'quality', 'invoice', 'other'] as const

export const needHelpSchema = z
  .object({
    topic: z.enum(needHelpTopics, 'choice'),
    message: requiredText(2000),
    email: emailField,
    phoneRecall: z.boolean(),
    phone: optionalPhone,
  })
  .refine(phoneWhenRecalled, phoneIssue)

export type NeedHelpValues = z.infer<typeof needHelpSchema>

/** Who asks, as the site knows them: the signed-in customer's company and e-mail (empty when unknown). */
export interface Requester {
  company: string
  email: string
}

/** A reorder as it starts: the order's product and volume, the customer's company and e-mail. */
export function reorderStart(product: string, volume: string, { company, email }: Requester): ReorderValues {
  return {
    company,
    email,
    product,
    volume,
    color: '',
    application: '',
    technicalRequirements: '',
    phoneRecall: false,
    phone: '',
    moreProducts: false,
    notes: '',
  }
}

/** A request for help as it starts: the customer's e-mail for the answer. */
export function needHelpStart({ email }: Requester): NeedHelpValues {
  return { topic: 'delivery', message: '', email, phoneRecall: false, phone: '' }
}
