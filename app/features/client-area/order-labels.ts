/** The client area's labels in the visitor's language: order statuses, document types, dates and amounts. */
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { formatCalendarDay } from '#app/site/day-format.ts'
import type { DocumentType, OrderStatus } from './client-area.server.ts'

export const statusLabel: Record<OrderStatus, (locale: Language) => string> = {
  ordered: (locale) => m.order_status_ordered({}, { locale }),
  confirmed: (locale) => m.order_status_confirmed({}, { locale }),
  scheduled: (locale) => m.order_status_scheduled({}, { locale }),
  shipped: (locale) => m.order_status_shipped({}, { locale }),
  delivered: (locale) => m.order_status_delivered({}, { locale }),
  inProgress: (locale) => m.order_status_in_progress({}, { locale }),
  unknown: (locale) => m.order_status_unknown({}, { locale }),
}

export const documentLabel: Record<DocumentType, (locale: Language) => string> = {
  dataSheet: (locale) => m.order_document_data_sheet({}, { locale }),
  safetyDataSheet: (locale) => m.order_document_safety_data_sheet({}, { locale }),
  certificateOfAnalysis: (locale) => m.order_document_certificate({}, { locale }),
}

const dateLocales: Record<Language, string> = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' }

/** A `YYYY-MM-DD` day as the visitor reads it (`25.11.2026`, `25 Nov 2026`); a dash for none. */
export function formatDay(day: string | null, locale: Language): string {
  return day === null ? '–' : formatCalendarDay(day, dateLocales[locale])
}

/** One number format per language, built once (the history formats an amount in every row). */
const amountFormats = new Map<Language, Intl.NumberFormat>()

export function formatAmount(amount: number, unit: string, locale: Language): string {
  let format = amountFormats.get(locale)
  if (!format) amountFormats.set(locale, (format = new Intl.NumberFormat(dateLocales[locale])))
  return `${format.format(amount)} ${unit}`
}
