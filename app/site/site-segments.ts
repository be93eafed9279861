/**
 * The optional segments before a view's path (ADR 046): `[/{brand prefix}][/{lang}]/…`. A view's
 * file route takes them only where they can be a brand prefix and a language; any other path is
 * another route's (the catch-all's). The root route resolves brand and language as for any page.
 */
import { languages } from '#config/languages.ts'

interface SiteSegments {
  prefix?: string | undefined
  lang?: string | undefined
}

const isLanguage = (value: string) => (languages as readonly string[]).includes(value)

/** `params.parse` of a view's route: `false` (another route's path) unless the segments can be a brand prefix and a language. */
export function parseSiteSegments<P extends SiteSegments>(params: P): P | false {
  if (params.lang !== undefined && !isLanguage(params.lang)) return false
  // Stryker disable next-line ConditionalExpression: the check narrows the type; without a prefix the pattern tests the string 'undefined', which it takes
  if (params.prefix !== undefined && (isLanguage(params.prefix) || !/^[a-z][a-z-]{0,40}$/.test(params.prefix))) return false
  return params
}

/** A path segment that is a story (`site/story-path.ts`): its kind, name and id. */
export const storySegment = /^(press|blog|case-study)~(.*)~s=([^~/]+)~$/

/** `params.parse` of a story's route (`…/info-center/press~{name}~s={id}~`, a case study below its market page): `false` unless the last segment is a story. */
export function parseStorySegments<P extends SiteSegments & { story: string }>(params: P): P | false {
  return storySegment.test(params.story) && parseSiteSegments(params)
}
