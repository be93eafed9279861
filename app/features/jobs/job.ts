/** A job as the site uses it (mapped from the recruiting API and the spreadsheet). */

import type { ImageSources } from '#app/cms/image-sources.ts'
export const jobLevels = ['student', 'graduate', 'youngprofessional', 'professional'] as const
export type JobLevel = (typeof jobLevels)[number]

/**
 * A division: one of the companies written with the product word (`acmeCeramics` for
 * `{product}Ceramics` with `acme`), as the recruiting API, the spreadsheet and the board's URL write it.
 */
export type JobDivision = string

export interface JobContent {
  title: string
  /** HTML, sanitized on the server. */
  content: string
}

/** An image of the DAM, served through the site's own `/dam/` path. */
export interface JobImage extends ImageSources {
  /** Empty for a decorative image. */
  alt: string
}

/** Dynamic job content of a department (and company), in the visitor's language. */
export interface DynamicJobContent {
  title: string
  text: string
  quote: string | undefined
  quoteTestimonial: string | undefined
  quoteImage: JobImage | undefined
  additionalTitle: string | undefined
  additionalText: string | undefined
  additionalImage: JobImage | undefined
  /** The division the content is written for; undefined when it serves the department in every company. */
  company: JobDivision | undefined
}

export interface Job {
  id: string
  source: 'recruiting' | 'spreadsheet'
  title: string
  department: string
  /** The recruiting API's department id (recruiting jobs only). */
  departmentId: number | undefined
  /** The recruiting API's instance the job is published in (recruiting jobs only). */
  instance: string | undefined
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
