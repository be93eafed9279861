import { type Language, productName } from '#app.config.ts'
import { m } from '#app/paraglide/messages.js'
import { formatCalendarDay } from '#app/site/day-format.ts'
import type { JobDivision, JobLevel } from './job.ts'

export const levelLabel: Record<JobLevel, (locale: Language) => string> = {
  student: (locale) => m.jobs_level_student({}, { locale }),
  graduate: (locale) => m.jobs_level_graduate({}, { locale }),
  youngprofessional: (locale) => m.jobs_level_youngprofessional({}, { locale }),
  professional: (locale) => m.jobs_level_professional({}, { locale }),
}

/** Company names as the group writes them (`{product}` with the configured product word). */
export function divisionLabel(division: JobDivision, productWord: string): string {
  const Product = productName(productWord)
  const names: Record<JobDivision, string> = {
    okg: `Otto ${Product} Group`,
    mocom: 'MOCOM',
    albis: 'ALBIS',
    acme: Product,
    acmeCeramics: `${Product} Ceramics`,
    okNewBusiness: `Otto ${Product} New Business`,
    okCorfu: `Otto ${Product} Corfu`,
  }
  return names[division]
}

/** Start of work: "immediately" when immediate or missing, else the date in the visitor's language. */
export function startLabel(startOfWork: string, immediate: boolean, locale: Language): string {
  if (immediate) return m.jobs_immediately({}, { locale })
  return formatCalendarDay(startOfWork, locale)
}
