import { describe, expect, it } from 'vitest'
import type { NavItem } from '#app/cms/content.ts'
import { isWithin, navPagePath, navTrail } from '#app/cms/nav-trail.ts'

const item = (path: string, children: NavItem[] = []): NavItem => ({ title: path.split('/').pop() ?? '', path, children })
const jobs = item('/albis/career/jobs')
const career = item('/albis/career', [jobs])
const careers = item('/albis/careers')
const press = item('/albis/info-center/press')
const infoCenter = item('/albis/info-center', [press])
const home = item('/albis', [item('/albis/about'), career, careers, infoCenter])

describe('navPagePath', () => {
  it.each([
    ['/albis/career/jobs', '/career/jobs'],
    ['/albis/about', '/about'],
    ['/albis', '/'],
  ])('%s → %s', (path, expected) => expect(navPagePath(item(path))).toBe(expected))
})

describe('isWithin', () => {
  it.each([
    [career, '/career', true],
    [career, '/career/jobs', true],
    [career, '/career/job/123', true],
    [career, '/careers', false], // a prefix of the name is not a parent
    [career, '/', false],
    [jobs, '/career', false],
    [home, '/about', false], // the home is no section
  ])('%o %s → %s', (section, pagePath, expected) => expect(isWithin(section, pagePath)).toBe(expected))
})

describe('navTrail', () => {
  it.each([
    ['/', []],
    ['/about', ['/albis/about']],
    ['/career', ['/albis/career']],
    ['/career/jobs', ['/albis/career', '/albis/career/jobs']],
    ['/career/job/123', ['/albis/career']], // a detail page below a listed section
    ['/careers', ['/albis/careers']],
    ['/info-center/press/2026/some-story', ['/albis/info-center', '/albis/info-center/press']],
    ['/unknown/page', []],
  ])('%s → %o', (pagePath, expected) => expect(navTrail(home, pagePath).map((entry) => entry.path)).toEqual(expected))
})
