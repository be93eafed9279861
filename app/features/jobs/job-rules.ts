/** The publishing and mapping rules of jobs (docs/contracts.md, "Jobs"): pure functions, table-tested. */
import type { Language } from '#app.config.ts'
import { type JobDivision, type JobLevel, jobDivisions, jobLevels } from './job.ts'

export interface PublishFields {
  publish: string | null | undefined
  publishDate: string | null | undefined
  endDate: string | null | undefined
}

/**
 * A job shows only if its publish flag is yes (German `Ja`), its publish date (if any) is in the
 * past and its end date (if any) in the future; `ignorePublishFlag` overrides the flag only.
 */
export function isPublished(job: PublishFields, now: Date, { ignorePublishFlag = false } = {}): boolean {
  const flag = (job.publish ?? '').trim().toLowerCase()
  if (!ignorePublishFlag && flag !== 'yes' && flag !== 'ja') return false
  if (job.publishDate && new Date(job.publishDate).getTime() > now.getTime()) return false
  if (job.endDate && new Date(job.endDate).getTime() <= now.getTime()) return false
  return true
}

/** The English site hides jobs whose website language is German. */
export function isShownInLanguage(websiteLanguage: string | undefined, lang: Language): boolean {
  return !(lang === 'en' && websiteLanguage === 'de')
}

/** The languages of a site (of those given) in which a job shows. */
export function jobLanguages(languages: readonly Language[], websiteLanguage: string | undefined): Language[] {
  return languages.filter((lang) => isShownInLanguage(websiteLanguage, lang))
}

/** Start of work: the date, or today when the start is immediate or missing. */
export function startOfWork(date: string | null | undefined, immediate: boolean, now: Date): string {
  return !immediate && date && !Number.isNaN(new Date(date).getTime()) ? date.slice(0, 10) : now.toISOString().slice(0, 10)
}

/** A spreadsheet row counts only with at least 9 non-empty cells and a title. */
export function isCompleteRow(row: readonly string[], titleIndex: number): boolean {
  const filled = row.filter((cell) => String(cell ?? '').trim() !== '').length
  return filled >= 9 && String(row[titleIndex] ?? '').trim() !== ''
}

export function asLevel(value: string | undefined): JobLevel | undefined {
  return jobLevels.find((level) => level === value)
}

export function asDivision(value: string | undefined): JobDivision | undefined {
  return jobDivisions.find((division) => division === value)
}

/** Job functions whose departments contain the job's department, or whose job ids contain its id. */
export function jobFunctionsOf(
  job: { id: string; department: string },
  functions: ReadonlyArray<{ title: string; departments: readonly string[]; jobIds: readonly string[] }>,
): string[] {
  return functions.filter((fn) => fn.departments.includes(job.department) || fn.jobIds.includes(job.id)).map((fn) => fn.title)
}
