import { describe, expect, it } from 'vitest'
import { jobBoardPath, jobDetailPath, siblingJobPath } from '#app/features/jobs/job-paths.ts'

describe('job paths', () => {
  it.each([
    ['/career/jobs', '1003', '/career/job/1003'],
    ['/about/career/jobs', '1003', '/about/career/job/1003'],
    ['/career/jobs', 'S-1', '/career/job/S-1'],
    ['/career/jobs', 'a/b', '/career/job/a%2Fb'],
    ['/jobs-portal/career/jobs', '1003', '/jobs-portal/career/job/1003'],
  ])('the detail of %s for %s is %s', (board, id, expected) => {
    expect(jobDetailPath(board, id)).toBe(expected)
  })

  it.each([
    ['/career/job/1003', '/career/jobs'],
    ['/career/job-cf/1003', '/career/jobs'],
    ['/career/graduate/1003', '/career/jobs'],
    ['/career/student/1003', '/career/jobs'],
    ['/career/professional/1003', '/career/jobs'],
    ['/career/job-starter/1003', '/career/jobs'],
    ['/about/career/job/1003', '/about/career/jobs'],
    ['/job/1003', '/career/jobs'],
    // a detail path with more segments shows the job, and its board link leads to the board
    ['/job/1003/extra', '/career/jobs'],
    ['/career/job/1003/extra', '/career/jobs'],
    ['/about/career/job/1003/extra', '/about/career/jobs'],
    ['/career/graduate/1003/extra/more', '/career/jobs'],
  ])('the board of %s is %s', (detail, expected) => {
    expect(jobBoardPath(detail)).toBe(expected)
  })

  it.each([
    ['/career/graduate/1003', '2001', '/career/graduate/2001'],
    ['/career/job/1003', '2001', '/career/job/2001'],
    ['/about/career/job/1003', '2001', '/about/career/job/2001'],
    ['/job/1003', 'S-2', '/job/S-2'],
    ['/career/job/1003/extra', '2001', '/career/job/2001'],
  ])('next to %s, job %s is at %s', (detail, id, expected) => {
    expect(siblingJobPath(detail, id)).toBe(expected)
  })
})
