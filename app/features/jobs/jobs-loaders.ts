import { type AppHead, type AppLoader, ensureAppQuery, loadAppQuery } from '#app/cms/app-loader.ts'
import { detailSegment } from '#app/site/cms-path.ts'
import { setResponseStatusOnServer } from '#app/site/response-status.ts'
import { parseJobBoardParams } from './job-board-params.ts'
import { jobBoardView } from './job-board-search.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { jobBoardQuery, jobDetailQuery } from './jobs-queries.ts'
import type { Job } from './job.ts'
import { divisionLabel } from './job-labels.ts'
import { jobLanguages } from './job-rules.ts'
import { brandTable } from '#config/brands.ts'

/** Loads the board view of a deep link (its filters, sort and page). */
export const loadJobBoard: AppLoader = async ({ queryClient, address, search, productWord }) => {
  const params = parseJobBoardParams(search, productWord)
  await loadAppQuery(queryClient, jobBoardQuery(address.brand, address.lang, params))
  return { search: viewLinkSearch(jobBoardView, search, params) }
}

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** schema.org JobPosting for Google's rich results. */
export function jobPostingJsonLd(job: Job, organization: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.jobContents.map((content) => `${content.title ? `<h3>${content.title}</h3>` : ''}${content.content}`).join('') || job.title,
    ...(job.datePosted ? { datePosted: job.datePosted } : {}),
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    hiringOrganization: { '@type': 'Organization', name: organization },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } },
    ...(job.contractType || job.positionType
      ? { employmentType: [job.positionType === 'part-time' ? 'PART_TIME' : 'FULL_TIME', ...(job.contractType === 'temporary' ? ['TEMPORARY'] : [])] }
      : {}),
    directApply: false,
  }
}

/** Loads the job of a detail path; a missing job answers 404 and the page shows "Job was not found". */
export const loadJobDetail: AppLoader = async ({ queryClient, address, productWord }): Promise<AppHead | void> => {
  const siteLanguages = brandTable(productWord)[address.brand].languages
  const id = detailSegment(address.pagePath)
  if (!id) {
    setResponseStatusOnServer(404)
    return
  }
  const result = await ensureAppQuery(queryClient, jobDetailQuery(address.brand, address.lang, id))
  if (result?.status === 'not-found') setResponseStatusOnServer(404)
  if (result?.status !== 'ok') return
  const description = plain(result.job.jobContents.map((content) => content.content).join(' ')).slice(0, 160)
  return {
    title: result.job.title,
    description,
    jsonLd: jobPostingJsonLd(result.job, result.job.division ? divisionLabel(result.job.division, productWord) : address.brand),
    languages: jobLanguages(siteLanguages, result.job.websiteLanguage),
  }
}
