import { createFileRoute } from '@tanstack/react-router'
import { brandSitemapResponse } from '#app/shell/sitemap.server.ts'

/** `/sitemaps/{brand prefix}/{lang}.xml`: one brand's pages and app details in one language. */
export const Route = createFileRoute('/sitemaps/$brand/$file')({
  server: {
    handlers: {
      GET: ({ params, request }) => brandSitemapResponse(params, request),
    },
  },
})
