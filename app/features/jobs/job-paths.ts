/**
 * Where jobs live in the site: the board's page (`/career/jobs`, `/about/career/jobs` on the group
 * site) and the detail paths (`/career/job/{id}`, `/career/job-cf/{id}`, `/career/graduate/{id}`,
 * `/career/student/{id}`, `/career/professional/{id}`, `/career/job-starter/{id}`,
 * `/about/career/job/{id}`, `/job/{id}`). Page paths are decoded; ids are encoded once here.
 */
import { cutBackCmsPath } from '#app/site/cms-path.ts'

/** A job's detail path from the board's page path: `/career/jobs` -> `/career/job/{id}`. */
export function jobDetailPath(boardPagePath: string, id: string): string {
  return `${boardPagePath.replace(/\/jobs$/, '/job')}/${encodeURIComponent(id)}`
}

/**
 * The board a detail path belongs to: `/career/job/1003` -> `/career/jobs`, `/job/1003` -> `/career/jobs`;
 * read from the detail's page (`/career/job/`), so a detail path with more segments has its board too.
 */
export function jobBoardPath(detailPagePath: string): string {
  const detailPage = cutBackCmsPath(detailPagePath)
  if (detailPage === '/job/') return '/career/jobs'
  return detailPage.replace(/\/[^/]+\/$/, '/jobs')
}

/** Another job's detail path next to this one (same prefix): `/career/graduate/1003` -> `/career/graduate/{id}`. */
export function siblingJobPath(detailPagePath: string, id: string): string {
  return `${cutBackCmsPath(detailPagePath).replace(/\/$/, '')}/${encodeURIComponent(id)}`
}
