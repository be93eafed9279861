import { createFileRoute } from '@tanstack/react-router'
import { storyFeedResponse } from '#app/features/stories/story-files.server.ts'

/** RSS feeds of press and blog: `/feeds/{brand}/{lang}/{press|blog}.xml` (docs/contracts.md). */
export const Route = createFileRoute('/feeds/$brand/$lang/$file')({
  server: {
    handlers: {
      GET: ({ params, request }) => storyFeedResponse(params, request),
    },
  },
})
