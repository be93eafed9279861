import { describe, expect, it } from 'vitest'
import { languageAlternates, languageLinkTarget } from '#app/site/language-alternates.ts'
import { parentPagePath } from '#app/cms/nav-trail.ts'
import { jobLanguages } from '#app/features/jobs/job-rules.ts'
import type { NavItem } from '#app/cms/content.ts'

const item = (path: string, children: NavItem[] = []): NavItem => ({ path, title: path, children })

describe('languageAlternates', () => {
  const address = { brand: 'albis', brandInPath: true, pagePath: '/career/job/7' } as const
  it('every language of the brand, and x-default the first', () => {
    expect(languageAlternates('https://s.example', address, 'acme').map((link) => link.hreflang)).toEqual(['de', 'en', 'zh', 'x-default'])
  })
  it('only the languages a detail exists in; x-default the first of them', () => {
    expect(languageAlternates('https://s.example', address, 'acme', ['en', 'zh'])).toEqual([
      { hreflang: 'en', href: 'https://s.example/albis-distribution/en/career/job/7' },
      { hreflang: 'zh', href: 'https://s.example/albis-distribution/zh/career/job/7' },
      { hreflang: 'x-default', href: 'https://s.example/albis-distribution/en/career/job/7' },
    ])
    expect(languageAlternates('https://s.example', address, 'acme', [])).toEqual([])
  })
})

describe('languageLinkTarget', () => {
  const page = { pagePath: '/career/job/7', parentPagePath: '/career' }
  it.each([
    ['a page in every language: the same view', undefined, { pagePath: '/career/job/7', sameView: true }],
    ['a detail in that language: the same view', ['de', 'en'] as const, { pagePath: '/career/job/7', sameView: true }],
    ['a detail not in that language: the nearest parent', ['de'] as const, { pagePath: '/career', sameView: false }],
  ])('%s', (_name, languages, target) => {
    expect(languageLinkTarget('en', { ...page, languages })).toEqual(target)
  })
})

describe('parentPagePath', () => {
  const home = item('/albis', [item('/albis/about'), item('/albis/career', [item('/albis/career/jobs')])])
  it.each([
    ['/career/job/7', '/career'],
    ['/career/jobs/12', '/career/jobs'],
    ['/career/jobs', '/career'],
    ['/career', '/'],
    ['/imprint', '/'],
    ['/', '/'],
  ])('%s: %s', (pagePath, parent) => {
    expect(parentPagePath(home, pagePath)).toBe(parent)
  })
})

describe('jobLanguages', () => {
  it('a German job shows only on the German site; others everywhere', () => {
    expect(jobLanguages(['de', 'en', 'zh'], 'de')).toEqual(['de', 'zh'])
    expect(jobLanguages(['de', 'en'], 'en')).toEqual(['de', 'en'])
    expect(jobLanguages(['de', 'en'], undefined)).toEqual(['de', 'en'])
  })
})
