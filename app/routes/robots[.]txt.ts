import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '#app/site/robots.ts'

/** `/robots.txt`, answered without the CMS. */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) =>
        new Response(robotsTxt(new URL(request.url).origin), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
