import { describe, expect, it } from 'vitest'
import { type Report, specTimes, testTimes } from '../scripts/checks/e2e-slowest.ts'

/** A report of Playwright's JSON reporter, cut to what the script reads: a file suite, a describe inside it. */
const report: Report = {
  stats: { duration: 9000, expected: 3, unexpected: 0, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'forms.spec.ts',
      file: 'forms.spec.ts',
      specs: [{ title: 'sends', file: 'forms.spec.ts', tests: [{ results: [{ duration: 1200, status: 'passed', retry: 0 }] }] }],
      suites: [
        {
          title: 'with a site of its own',
          file: 'forms.spec.ts',
          specs: [
            {
              title: 'refused',
              file: 'forms.spec.ts',
              tests: [
                {
                  results: [
                    { duration: 3000, status: 'failed', retry: 0 },
                    { duration: 2500, status: 'passed', retry: 1 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'seo.spec.ts',
      file: 'seo.spec.ts',
      specs: [{ title: 'sitemap', file: 'seo.spec.ts', tests: [{ results: [{ duration: 4000, status: 'passed', retry: 0 }] }] }],
    },
  ],
}

describe('where the e2e time goes', () => {
  it('lists every test with its describe titles and the time of all its runs, retries included', () => {
    expect(testTimes(report)).toEqual([
      { file: 'forms.spec.ts', title: 'sends', ms: 1200, status: 'passed' },
      { file: 'forms.spec.ts', title: 'with a site of its own › refused', ms: 5500, status: 'failed,passed' },
      { file: 'seo.spec.ts', title: 'sitemap', ms: 4000, status: 'passed' },
    ])
  })

  it('sums the tests per spec file, slowest first', () => {
    expect(specTimes(testTimes(report))).toEqual([
      { file: 'forms.spec.ts', ms: 6700, tests: 2 },
      { file: 'seo.spec.ts', ms: 4000, tests: 1 },
    ])
  })
})
