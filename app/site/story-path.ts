/**
 * Where stories live in the site. A press or blog story: `/info-center/press~{name}~s={id}~`
 * (blog: `blog~`); the segment addresses the info center's `press` (or `blog`) page, the rest is
 * the story. A case study: `{market page}/case-study~{name}~s={id}~`, addressing the market page.
 * Paths here are decoded page paths; `addressHref` encodes them.
 */
import { storySegment } from './site-segments.ts'

export type StoryKind = 'press' | 'blog'

export function storyPagePath(kind: StoryKind, name: string, id: string): string {
  return `/info-center/${kind}~${name}~s=${id}~`
}

/** A case study's path below its market page: `/markets/medical` -> `/markets/medical/case-study~{name}~s={id}~`. */
export function caseStudyPagePath(marketPagePath: string, name: string, id: string): string {
  return `${marketPagePath.replace(/\/$/, '')}/case-study~${name}~s=${id}~`
}

interface StoryAddress {
  kind: StoryKind | 'case-study'
  name: string
  id: string
}

/** The story a page path addresses (its last story segment), if any. */
export function storyOfPath(pagePath: string): StoryAddress | undefined {
  const match = pagePath
    .split('/')
    .map((segment) => storySegment.exec(segment))
    .findLast((found) => found !== null)
  if (!match) return undefined
  // Stryker disable next-line StringLiteral: both groups take part in every match; the defaults only give the type
  const [, kind, name = '', id = ''] = match
  // Stryker disable next-line ConditionalExpression: the pattern admits only these kinds; the test gives the type
  if (kind === 'press' || kind === 'blog' || kind === 'case-study') return { kind, name, id }
  return undefined
}
