/**
 * Paths cut back to a fixed prefix, and detail paths that need page metadata (docs/contracts.md).
 * Prefixes match whole path segments anywhere in the page path (so `/product` never matches
 * `/products/brochures`); the earliest match wins (no two prefixes can match at the same segment).
 */

type Segments = readonly string[]

const cutBackPrefixes: readonly Segments[] = [
  ['product-search'],
  ['products-overview'],
  ['products-brands'],
  ['press'],
  ['htf-products'],
  ['product'],
  ['career', 'graduate'],
  ['career', 'student'],
  ['career', 'students'],
  ['career', 'professional'],
  ['career', 'job-starter'],
  ['orders'],
  ['playground'],
  ['career', 'job'],
  ['career', 'job-cf'],
  ['about', 'career', 'job'],
  ['job'],
]

/** Story segments such as `press~{name}~s={id}~` address the `press` (or `blog`) page. */
const storySegment = /^(press|blog)~/
/** A case study segment (`case-study~{name}~s={id}~`) addresses the page it follows (its market). */
const caseStudySegment = /^case-study~/

function splitPath(pagePath: string): string[] {
  return pagePath.split('/').filter((segment) => segment !== '')
}

function indexOfSegments(segments: Segments, prefix: Segments): number {
  // past the end, `segments[i + j]` is undefined, which no part equals
  return segments.findIndex((_, i) => prefix.every((part, j) => segments[i + j] === part))
}

function joinCmsPath(segments: Segments): string {
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`
}

/** The CMS lookup path of a page path: cut back to its app prefix, always ending with `/`. */
export function cutBackCmsPath(pagePath: string): string {
  const segments = splitPath(pagePath)
  // `/career/jobs` is never cut, and `/about/career/job` and `/job` keep the full path when it
  // contains `/career/jobs`: so a path with `/career/jobs` keeps its full path.
  if (indexOfSegments(segments, ['career', 'jobs']) >= 0) return joinCmsPath(segments)

  let best: { start: number; end: number } | undefined
  const consider = (start: number, end: number) => {
    // Stryker disable next-line EqualityOperator: no two candidates start at the same segment
    if (!best || start < best.start) best = { start, end }
  }
  for (const prefix of cutBackPrefixes) {
    const start = indexOfSegments(segments, prefix)
    if (start >= 0) consider(start, start + prefix.length)
  }
  const story = segments.findIndex((segment) => storySegment.test(segment))
  if (story >= 0) consider(story, story + 1)
  const caseStudy = segments.findIndex((segment) => caseStudySegment.test(segment))
  if (caseStudy > 0) consider(caseStudy, caseStudy)

  const industries = segments.indexOf('industries')
  const industriesKeepFull = /scientific|specialty/.test(pagePath)
  if (industries >= 0 && !industriesKeepFull) consider(industries, industries + 1)

  if (!best) return joinCmsPath(segments)
  // a story segment, only ever the last one kept, addresses its `press` or `blog` page
  return joinCmsPath(segments.slice(0, best.end).map((segment) => storySegment.exec(segment)?.[1] ?? segment))
}

const metadataDetailPrefixes: readonly Segments[] = [
  ['product-search'],
  ['products-overview'],
  ['products-brands'],
  ['htf-products'],
  ['career', 'graduate'],
  ['career', 'student'],
  ['career', 'students'],
  ['career', 'professional'],
  ['career', 'job-starter'],
  ['orders'],
  ['playground'],
  ['industries'],
  ['career', 'jobs'],
  ['career', 'job'],
  ['career', 'job-cf'],
  ['about', 'career', 'job'],
  ['job'],
]

/** True for detail paths whose title, description and canonical come from page metadata. */
export function needsPageMetadata(pagePath: string): boolean {
  const segments = splitPath(pagePath)
  if (segments.some((segment) => /^(press|blog|case-study)~./.test(segment))) return true
  return metadataDetailPrefixes.some((prefix) => {
    const start = indexOfSegments(segments, prefix)
    return start >= 0 && segments.length > start + prefix.length
  })
}

const safeSegment = /^[\p{L}\p{N}._~=-]{1,200}$/u

/**
 * True when every segment of a decoded page path is safe to send upstream: letters, digits and
 * `._~=-` only, at most 200 characters, never `.` or `..`, at most 12 segments.
 */
export function isSafePagePath(pagePath: string): boolean {
  const segments = splitPath(pagePath)
  if (segments.length > 12) return false
  return segments.every((segment) => safeSegment.test(segment) && segment !== '.' && segment !== '..')
}

/** The detail data after the cut-back prefix: `/career/job/1003` -> `1003` (first segment only). */
export function detailSegment(pagePath: string): string | undefined {
  const cmsPath = cutBackCmsPath(pagePath)
  const rest = splitPath(pagePath).slice(splitPath(cmsPath).length)
  return rest[0]
}

/** The page of an app a page path shows, the detail's page when it shows one: `/htf-products/x` -> `/htf-products`. */
export function appPagePath(pagePath: string): string {
  return cutBackCmsPath(pagePath).replace(/\/$/, '') || '/'
}

/** A detail's path below an app's page, from the page's or another detail's path: `/product-search` -> `/product-search/{id}`. */
export function appDetailPath(pagePath: string, id: string): string {
  return `${appPagePath(pagePath)}/${id}`
}
