/** A field's error code in the visitor's language. */
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import type { FieldErrorCode } from './form-fields.ts'

const texts: Record<FieldErrorCode, (locale: Language) => string> = {
  required: (locale) => m.field_error_required({}, { locale }),
  email: (locale) => m.field_error_email({}, { locale }),
  phone: (locale) => m.field_error_phone({}, { locale }),
  'too-long': (locale) => m.field_error_too_long({}, { locale }),
  markup: (locale) => m.field_error_markup({}, { locale }),
  zip: (locale) => m.field_error_zip({}, { locale }),
  choice: (locale) => m.field_error_choice({}, { locale }),
  consent: (locale) => m.field_error_consent({}, { locale }),
  'customer-number': (locale) => m.field_error_customer_number({}, { locale }),
  'order-number': (locale) => m.field_error_order_number({}, { locale }),
  number: (locale) => m.field_error_number({}, { locale }),
  date: (locale) => m.field_error_date({}, { locale }),
  entries: (locale) => m.field_error_entries({}, { locale }),
}

function isCode(value: string): value is FieldErrorCode {
  return value in texts
}

/** The text of the first error; a message that is no code (a library's own) reads as "required". */
export function fieldErrorText(messages: readonly string[], locale: Language): string | undefined {
  const [first] = messages
  if (first === undefined) return undefined
  return isCode(first) ? texts[first](locale) : texts.required(locale)
}
