import { createFileRoute } from '@tanstack/react-router'

/** Browsers ask for `/favicon.ico` on their own: the brand's icon is an SVG. */
export const Route = createFileRoute('/favicon.ico')({
  server: {
    handlers: {
      GET: () => new Response(null, { status: 301, headers: { location: '/favicon.svg', 'cache-control': 'public, max-age=86400' } }),
    },
  },
})
