/** A field's error code in the visitor's language. */
import type { Language } from '#app.config.ts'
import { m } from '#app/paraglide/messages.js'
import type { FieldErrorCode } from './form-fields.ts'

const texts: Record<FieldErrorCode, (locale: Language) => string> = {
  required: (locale) => m.forms_error_required({}, { locale }),
  email: (locale) => m.forms_error_email({}, { locale }),
  phone: (locale) => m.forms_error_phone({}, { locale }),
  'too-long': (locale) => m.forms_error_too_long({}, { locale }),
  markup: (locale) => m.forms_error_markup({}, { locale }),
  zip: (locale) => m.forms_error_zip({}, { locale }),
  choice: (locale) => m.forms_error_choice({}, { locale }),
  consent: (locale) => m.forms_error_consent({}, { locale }),
  'customer-number': (locale) => m.forms_error_customer_number({}, { locale }),
  'order-number': (locale) => m.forms_error_order_number({}, { locale }),
  number: (locale) => m.forms_error_number({}, { locale }),
  date: (locale) => m.forms_error_date({}, { locale }),
  entries: (locale) => m.forms_error_entries({}, { locale }),
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
