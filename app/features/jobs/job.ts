/** A job as the site uses it (mapped from the recruiting API and the spreadsheet). */

export const jobLevels = ['student', 'graduate', 'youngprofessional', 'professional'] as const
export type JobLevel = (typeof jobLevels)[number]

export const jobDivisions = ['okg', 'mocom', 'albis', 'acme', 'acmeCeramics', 'okNewBusiness', 'okCorfu'] as const
export type JobDivision = (typeof jobDivisions)[number]

export interface JobContent {
  title: string
  /** HTML, sanitized on the server. */
  content: string
}

/** Dynamic job content of a department, in the visitor's language. */
export interface DynamicJobContent {
  title: string
  text: string
  quote: string | undefined
  quoteTestimonial: string | undefined
  additionalTitle: string | undefined
  additionalText: string | undefined
}

export interface Job {
  id: string
  source: 'recruiting' | 'spreadsheet'
  title: string
  department: string
  level: JobLevel | undefined
  positionType: string | undefined
  contractType: 'temporary' | 'permanent' | undefined
  /** ISO date; today when the start is immediate or missing. */
  startOfWork: string
  hasImmediateStartOfWork: boolean
  shortHandle: string | undefined
  /** The group company the job is with. */
  division: JobDivision | undefined
  jobContents: JobContent[]
  applyUrl: string
  location: string
  websiteLanguage: 'de' | 'en' | undefined
  websiteCat: string | undefined
  /** Job functions (by department or job id). */
  functions: string[]
  datePosted: string | undefined
  validThrough: string | undefined
}
