import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndexResponse } from '#app/shell/sitemap.server.ts'

/** `/sitemap.xml`: the sitemaps of the origin's brands and languages. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: ({ request }) => sitemapIndexResponse(request),
    },
  },
})
