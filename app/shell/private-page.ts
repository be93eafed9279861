/**
 * What the client area's routes share: their optional brand prefix and language segments
 * (`[/{brand prefix}][/{lang}]/orders…`; the root route resolves brand and language as for any
 * page), and the answer of a private page: `private, no-store`, never indexed, no referrer.
 */
import { languages } from '#app.config.ts'
import { type SitePageData, sitePageHead } from './site-page-data.ts'

interface SiteSegments {
  prefix?: string | undefined
  lang?: string | undefined
}

const isLanguage = (value: string) => (languages as readonly string[]).includes(value)

/** `params.parse` of a client-area route: `false` (another route's path) unless the segments can be a brand prefix and a language. */
export function parseSiteSegments<P extends SiteSegments>(params: P): P | false {
  if (params.lang !== undefined && !isLanguage(params.lang)) return false
  if (params.prefix !== undefined && (isLanguage(params.prefix) || !/^[a-z][a-z-]{0,40}$/.test(params.prefix))) return false
  return params
}

function privatePageHead(data: SitePageData | undefined) {
  const head = sitePageHead(data)
  return { ...head, meta: [...(head.meta ?? []), { name: 'robots', content: 'noindex' }] }
}

/** What every client-area route says alike: its head and its private answer. */
export const privatePageRoute = {
  head: ({ loaderData }: { loaderData?: SitePageData | undefined }) => privatePageHead(loaderData),
  headers: () => ({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' }),
}
