/**
 * The newsletter sign-up: the address and the language of the letters, with privacy consent; name
 * and company optional. Magnolia sends the confirmation link (double opt-in). One schema for the
 * browser and the server.
 */
import { z } from 'zod'
import { languages } from '#config/languages.ts'
import { consentField, emailField, optionalText } from '#app/ui/forms/form-fields.ts'

export const newsletterSchema = z.object({
  email: emailField,
  name: optionalText(100),
  company: optionalText(100),
  language: z.enum(languages, 'choice'),
  privacy: consentField,
})

export type NewsletterValues = z.infer<typeof newsletterSchema>

export const emptyNewsletter: NewsletterValues = { email: '', name: '', company: '', language: 'de', privacy: false }
