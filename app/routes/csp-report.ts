import { createFileRoute } from '@tanstack/react-router'
import { receiveCspReport } from '#app/server/csp-reports.server.ts'

/** Content Security Policy violation reports from browsers. */
export const Route = createFileRoute('/csp-report')({
  server: {
    handlers: {
      POST: ({ request }) => receiveCspReport(request),
    },
  },
})
