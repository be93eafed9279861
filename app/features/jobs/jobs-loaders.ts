import { type AppHead, type AppLoader, loadAppData } from '../../cms/app-loader.ts'
import { detailSegment } from '../../site/cms-path.ts'
import { setResponseStatusOnServer } from '../../site/response-status.ts'
import { parseJobBoardParams } from './job-board-params.ts'
import { jobBoardQuery, jobDetailQuery } from './jobs-queries.ts'
import type { Job } from './job.ts'
import { divisionLabel } from './job-labels.ts'

/** Loads the board view of a deep link (its filters, sort and page). */
export const loadJobBoard: AppLoader = ({ queryClient, site, search }) =>
  loadAppData(async (awaitData) => {
    const options = jobBoardQuery(site.brand, site.lang, parseJobBoardParams(search))
    if (awaitData) await queryClient.ensureQueryData(options)
    else await queryClient.prefetchQuery(options)
  })

function plain(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
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
export const loadJobDetail: AppLoader = async ({ queryClient, site, productWord }): Promise<AppHead | void> => {
  const id = detailSegment(site.pagePath)
  if (!id) {
    setResponseStatusOnServer(404)
    return
  }
  const result = await queryClient.ensureQueryData(jobDetailQuery(site.brand, site.lang, id))
  if (result.status === 'not-found') setResponseStatusOnServer(404)
  if (result.status !== 'ok') return
  const description = plain(result.job.jobContents.map((content) => content.content).join(' ')).slice(0, 160)
  return { title: result.job.title, description, jsonLd: jobPostingJsonLd(result.job, result.job.company ? divisionLabel(result.job.company, productWord) : site.brand) }
}
