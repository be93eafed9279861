/**
 * The field rules every form shares, as zod schemas used by the browser (TanStack Form) and by
 * the server function alike. An issue's message is a code (`required`, `email`, ...) the form
 * shows in the visitor's language (`field-errors.ts`). No field takes markup: `<` followed by a
 * letter, `/`, `!` or `?` is refused, so nothing sent can be rendered as HTML anywhere downstream.
 */
import { z } from 'zod'

export type FieldErrorCode =
  'required' | 'email' | 'phone' | 'too-long' | 'markup' | 'zip' | 'choice' | 'consent' | 'customer-number' | 'order-number' | 'number' | 'date' | 'entries'

const markup = /<[a-z/!?]/i

/** Free text of at most `max` characters; empty allowed. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max, { message: 'too-long', abort: true })
    .refine((value) => !markup.test(value), 'markup')

/** Free text that must not be blank. */
export const requiredText = (max: number) => optionalText(max).refine((value) => value.trim() !== '', 'required')

/**
 * An address's domain as the mail API takes it: an internationalised domain in its ASCII form, as
 * a browser writes it (`müller.de` is `xn--mller-kva.de`). Anything else stays as typed: a domain
 * in ASCII or no host name, and text without `@` or with nothing before it (no address: refused as
 * such, never as too long in an ASCII form).
 */
function asciiDomain(address: string): string {
  const at = address.lastIndexOf('@')
  const domain = address.slice(at + 1)
  if (at <= 0 || /^[ -~]*$/.test(domain) || /[\s/?#\\:@[\]%]/.test(domain)) return address
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`
  } catch {
    // no host name (a character or a label the URL parser refuses): as typed, which the e-mail pattern refuses
  }
  return address
}

/**
 * An e-mail address as Magnolia's mail API takes it (docs/contracts.md, "Mail and contact"), so
 * what the site accepts is never refused later: trimmed, an internationalised domain in its ASCII
 * form, then zod's e-mail pattern (`z.regexes.email`, the one `z.email()` checks; an ASCII local
 * part, a domain of ASCII labels ending in letters) and at most 254 characters, as SMTP allows.
 */
export const emailField = z
  .string()
  .trim()
  .overwrite(asciiDomain)
  .max(254, { message: 'too-long', abort: true })
  .refine((value) => value !== '', 'required')
  .refine((value) => value === '' || z.regexes.email.test(value), 'email')

/** A phone number: digits, spaces and `+()/-`, or empty. */
export const optionalPhone = z
  .string()
  .max(40, 'too-long')
  .refine((value) => value.trim() === '' || /^\+?[\d\s()/-]{5,}$/.test(value.trim()), 'phone')

/** An amount as people type it (`1200`, `2,5`, `0.75`), or empty: at most nine digits and three decimals. */
export const optionalAmount = z
  .string()
  .max(20, { message: 'too-long', abort: true })
  .refine((value) => value.trim() === '' || /^\d{1,9}([.,]\d{1,3})?$/.test(value.trim()), 'number')

/** An amount that must be given. */
export const requiredAmount = optionalAmount.refine((value) => value.trim() !== '', 'required')

/** Whether `value` is a day of the calendar written `YYYY-MM-DD` (no 31 February): ten characters that begin its own ISO form. */
function isDay(value: string): boolean {
  const time = Date.parse(value)
  return value.length === 10 && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** A calendar day as a date input gives it (`2026-12-01`), or empty. */
export const optionalDate = z
  .string()
  .max(10, { message: 'too-long', abort: true })
  .refine((value) => value === '' || isDay(value), 'date')

/** A box that must be ticked. */
export const consentField = z.boolean().refine((value) => value, 'consent')

/** Who writes a request: name and e-mail address, a phone number if they like. */
export const senderShape = { name: requiredText(100), email: emailField, phone: optionalPhone }

/** The shape of postcodes of the countries where it is known; other countries take up to 10 letters, digits, spaces and dashes. */
const postcodePatterns: Readonly<Record<string, RegExp>> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  IS: /^\d{3}$/,
}

export function isPostcode(country: string, zip: string): boolean {
  return (postcodePatterns[country] ?? /^[A-Za-z\d][A-Za-z\d -]{1,9}$/).test(zip.trim())
}
