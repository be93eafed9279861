/**
 * The customer contact form: country, postcode, language, phone callback and privacy consent,
 * with name, company, e-mail, phone and message. One schema for the browser and the server.
 *
 * The country is chosen from Magnolia's list as its ISO code; while that list cannot be loaded the
 * visitor writes it out (docs/decisions/055-features-share-through-ui-and-shared-messages.md), so
 * a visitor can always reach the company. The server cannot tell which the browser showed: it takes
 * either, and checks the postcode by a code's pattern, a written country's by the general one.
 */
import { z } from 'zod'
import { languages } from '#config/languages.ts'
import { contactPathPattern } from '#app/cms/contact-person.ts'
import { consentField, emailField, isPostcode, optionalPhone, optionalText, requiredText } from '#app/ui/forms/form-fields.ts'

export const contactFormSchema = z
  .object({
    // empty: "choose an entry", as the list asks it; a written country is the rare case
    country: optionalText(100).refine((value) => value.trim() !== '', 'choice'),
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
    if (values.country.trim() !== '' && values.zip.trim() !== '' && !isPostcode(values.country, values.zip)) {
      context.addIssue({ code: 'custom', path: ['zip'], message: 'zip' })
    }
    if (values.callback && values.phone.trim() === '') context.addIssue({ code: 'custom', path: ['phone'], message: 'required' })
  })

/**
 * The country a form's value names once the list is there: a listed code as it is, a written
 * country by its code or its name (any case, spaces around ignored), anything else none (`''`: the
 * visitor chooses).
 */
export function listedCountry(value: string, countries: ReadonlyArray<{ code: string; name: string }>): string {
  const written = value.trim().toLocaleLowerCase()
  return countries.find((country) => country.code.toLowerCase() === written || country.name.toLocaleLowerCase() === written)?.code ?? ''
}

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
