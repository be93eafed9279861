/**
 * A calendar day (`YYYY-MM-DD`) as a visitor reads it (`25.11.2026`, `25 Nov 2026`). One format per
 * locale and style, built once: building an `Intl.DateTimeFormat` costs far more than using one, and
 * tables format a day in every row.
 */
const formats = new Map<string, Intl.DateTimeFormat>()

export function formatCalendarDay(day: string, locale: string, style: 'medium' | 'long' = 'medium'): string {
  const time = Date.parse(`${day}T00:00:00Z`)
  if (Number.isNaN(time)) return day
  const key = `${locale} ${style}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' })))
  return format.format(time)
}
