import type { Language } from '#config/languages.ts'
import { productName } from '#config/brands.ts'
import { m } from '#app/paraglide/messages.js'
import { formatCalendarDay } from '#app/site/day-format.ts'
import type { JobDivision, JobLevel } from './job.ts'
import { type JobCompany, companyOf } from './job-rules.ts'

export const levelLabel: Record<JobLevel, (locale: Language) => string> = {
  student: (locale) => m.jobs_level_student({}, { locale }),
  graduate: (locale) => m.jobs_level_graduate({}, { locale }),
  youngprofessional: (locale) => m.jobs_level_youngprofessional({}, { locale }),
  professional: (locale) => m.jobs_level_professional({}, { locale }),
}

/** A division's company name as the group writes it (`{product}` with the configured product word); else the value itself. */
export function divisionLabel(division: JobDivision, productWord: string): string {
  const company = companyOf(division, productWord)
  if (!company) return division
  const Product = productName(productWord)
  const names: Record<JobCompany, string> = {
    okg: `Otto ${Product} Group`,
    mocom: 'MOCOM',
    albis: 'ALBIS',
    '{product}': Product,
    '{product}Ceramics': `${Product} Ceramics`,
    okNewBusiness: `Otto ${Product} New Business`,
    okCorfu: `Otto ${Product} Corfu`,
  }
  return names[company]
}

/** Start of work: "immediately" when immediate or missing, else the date in the visitor's language. */
export function startLabel(startOfWork: string, immediate: boolean, locale: Language): string {
  if (immediate) return m.jobs_immediately({}, { locale })
  return formatCalendarDay(startOfWork, locale)
}
