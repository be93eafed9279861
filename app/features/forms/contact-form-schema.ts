/**
 * The customer contact form: country, postcode, language, phone callback and privacy consent,
 * with name, company, e-mail, phone and message. One schema for the browser and the server.
 */
import { z } from 'zod'
import { languages } from '#config/languages.ts'
import { contactPathPattern } from '#app/cms/contact-person.ts'
import { consentField, emailField, isPostcode, optionalPhone, optionalText, requiredText } from '#app/ui/forms/form-fields.ts'

export const contactFormSchema = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/, 'choice'),
    zip: requiredText(10),
    language: z.enum(languages, 'choice'),
    callback: z.boolean(),
    name: requiredText(100),
    company: optionalText(100),
    email: emailField,
    phone: optionalPhone,
    message: requiredText(5000),
    privacy: consentField,
  })
  .superRefine((values, context) => {
    if (/^[A-Z]{2}$/.test(values.country) && values.zip.trim() !== '' && !isPostcode(values.country, values.zip)) {
      context.addIssue({ code: 'custom', path: ['zip'], message: 'zip' })
    }
    if (values.callback && values.phone.trim() === '') context.addIssue({ code: 'custom', path: ['phone'], message: 'required' })
  })

export type ContactFormValues = z.infer<typeof contactFormSchema>

export const emptyContactForm: ContactFormValues = {
  country: '',
  zip: '',
  language: 'de',
  callback: false,
  name: '',
  company: '',
  email: '',
  phone: '',
  message: '',
  privacy: false,
}

/** Whom a message written in a contact dialog is for (`ContactReference`): the contact finder's question, or a contact's path. */
export const contactReferenceSchema = z.union([
  z.object({ country: z.string().regex(/^[A-Z]{2}$/), zip: z.string().max(10) }),
  z.object({ path: z.string().regex(contactPathPattern) }),
])
