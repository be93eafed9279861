import { createFileRoute } from '@tanstack/react-router'
import { eventIcsResponse } from '#app/features/stories/story-files.server.ts'

/** An event's calendar file: `/calendar/{brand}/{lang}/{event id}.ics` (docs/contracts.md). */
export const Route = createFileRoute('/calendar/$brand/$lang/$file')({
  server: {
    handlers: {
      GET: ({ params }) => eventIcsResponse(params),
    },
  },
})
