/**
 * The HTF call-to-action mail on a heat transfer fluid's page: who asks (name, company, e-mail,
 * phone) and what about, with privacy consent. The fluid is the page's, not a field. One schema
 * for the browser and the server.
 */
import { z } from 'zod'
import { consentField, emailField, optionalPhone, optionalText, requiredText } from '#app/ui/forms/form-fields.ts'

export const htfCtaSchema = z.object({
  name: requiredText(100),
  company: requiredText(100),
  email: emailField,
  phone: optionalPhone,
  message: optionalText(5000),
  privacy: consentField,
})

type HtfCtaValues = z.infer<typeof htfCtaSchema>

export const emptyHtfCta: HtfCtaValues = {
  name: '',
  company: '',
  email: '',
  phone: '',
  message: '',
  privacy: false,
}

/** A fluid's id as its page path names it (`/htf-products/thermofluid-fg-300`). */
export const htfProductIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/)
