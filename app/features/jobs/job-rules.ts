/** The publishing and mapping rules of jobs (docs/contracts.md, "Jobs"): pure functions, table-tested. */
import type { Language } from '#config/languages.ts'
import { type JobDivision, type JobLevel, jobLevels } from './job.ts'

interface PublishFields {
  publish: string | null | undefined
  publishDate: string | null | undefined
  endDate: string | null | undefined
}

/**
 * A job shows only if its publish flag is yes (German `Ja`), its publish date (if any) is in the
 * past and its end date (if any) in the future; `ignorePublishFlag` overrides the flag only.
 */
export function isPublished(job: PublishFields, now: Date, { ignorePublishFlag = false } = {}): boolean {
  const flag = job.publish?.trim().toLowerCase()
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
  const filled = row.filter((cell) => cell.trim() !== '').length
  // no title column (index -1) or a short row: no title
  return filled >= 9 && (row[titleIndex] ?? '').trim() !== ''
}

export function asLevel(value: string | undefined): JobLevel | undefined {
  return jobLevels.find((level) => level === value)
}

/** The group's companies as docs/contracts.md writes them: `{product}` stands for the configured product word. */
export const jobCompanies = ['okg', 'mocom', 'albis', '{product}', '{product}Ceramics', 'okNewBusiness', 'okCorfu'] as const
export type JobCompany = (typeof jobCompanies)[number]

/** A company's name with the product word: `{product}Ceramics` with `acme` is `acmeCeramics`. */
export function divisionName(company: JobCompany, productWord: string): JobDivision {
  return company.replace('{product}', productWord)
}

/** The company a division names with this product word, if it names one. */
export function companyOf(division: string | undefined, productWord: string): JobCompany | undefined {
  return jobCompanies.find((company) => divisionName(company, productWord) === division)
}

/** The value when it names one of the companies with this product word (`acme` only where the word is `acme`). */
export function asDivision(value: string | undefined, productWord: string): JobDivision | undefined {
  return companyOf(value, productWord) === undefined ? undefined : value
}

/**
 * The dynamic content of a job (docs/contracts.md, "Jobs"): its department's node for its company,
 * else its department's node that names no company.
 */
export function dynamicContentFor<T extends Record<string, unknown>>(
  nodes: readonly T[],
  department: string,
  division: JobDivision | undefined,
): T | undefined {
  const ofDepartment = nodes.filter((node) => node['department'] === department)
  return ofDepartment.find((node) => division !== undefined && node['company'] === division) ?? ofDepartment.find((node) => !node['company'])
}

/** Job functions whose departments contain the job's department, or whose job ids contain its id. */
export function jobFunctionsOf(
  job: { id: string; department: string },
  functions: ReadonlyArray<{ title: string; departments: readonly string[]; jobIds: readonly string[] }>,
): string[] {
  return functions.filter((fn) => fn.departments.includes(job.department) || fn.jobIds.includes(job.id)).map((fn) => fn.title)
}
