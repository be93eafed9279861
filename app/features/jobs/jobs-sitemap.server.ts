/** The job board's details in the sitemap: every published job, below each page that holds a board. */
import type { SitemapSource } from '#app/cms/sitemap-source.ts'
import { jobDetailPath } from './job-paths.ts'
import { publishedJobs } from './jobs.server.ts'
import { jobLanguages } from './job-rules.ts'
import { cmsSiteLanguages } from '#config/brands.ts'

export const jobsSitemap: SitemapSource = async ({ lang, cmsSite, pages }) => {
  const boards = pages.filter((page) => page.pagePath.endsWith('/career/jobs'))
  if (boards.length === 0) return []
  const jobs = await publishedJobs(lang, cmsSite)
  const siteLanguages = cmsSiteLanguages(cmsSite)
  return boards.flatMap((board) =>
    jobs.map((job) => ({ pagePath: jobDetailPath(board.pagePath, job.id), languages: jobLanguages(siteLanguages, job.websiteLanguage) })),
  )
}
