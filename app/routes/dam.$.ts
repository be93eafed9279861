import { createFileRoute } from '@tanstack/react-router'
import { fetchAsset } from '#app/cms/dam.server.ts'

/** DAM assets (`/dam/jcr:{uuid}/{file}`), passed through from Magnolia. */
export const Route = createFileRoute('/dam/$')({
  server: {
    handlers: {
      GET: ({ params }) => fetchAsset(params._splat ?? ''),
    },
  },
})
