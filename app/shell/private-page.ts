/**
 * What the client area's routes share: the answer of a private page: `private, no-store`, never
 * indexed, no referrer (their brand and language segments are any view's, `site-page-route.ts`).
 */
import { type SitePageData, sitePageHead } from './site-page-data.ts'

function privatePageHead(data: SitePageData | undefined) {
  const head = sitePageHead(data)
  return { ...head, meta: [...(head.meta ?? []), { name: 'robots', content: 'noindex' }] }
}

/** What every client-area route says alike: its head and its private answer. */
export const privatePageRoute = {
  head: ({ loaderData }: { loaderData?: SitePageData | undefined }) => privatePageHead(loaderData),
  headers: () => ({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' }),
}
