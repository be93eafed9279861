/**
 * The callback request: who to call (name, phone), when (morning, afternoon or any time) and about
 * what, with an e-mail address for the confirmation and privacy consent; company optional. One
 * schema for the browser and the server.
 */
import { z } from 'zod'
import { consentField, emailField, optionalPhone, optionalText, requiredText } from '#app/ui/forms/form-fields.ts'

export const callbackTimes = ['any', 'morning', 'afternoon'] as const

export const callbackSchema = z.object({
  name: requiredText(100),
  company: optionalText(100),
  phone: optionalPhone.refine((value) => value.trim() !== '', 'required'),
  email: emailField,
  time: z.enum(callbackTimes, 'choice'),
  topic: optionalText(1000),
  privacy: consentField,
})

type CallbackValues = z.infer<typeof callbackSchema>

export const emptyCallback: CallbackValues = { name: '', company: '', phone: '', email: '', time: 'any', topic: '', privacy: false }
