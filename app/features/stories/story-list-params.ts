/**
 * Params of the press, blog and events lists (docs/contracts.md, "Search params"): `year`, `topic`,
 * `pages` (load-more pages of 9 shown). Invalid values fall back to defaults, never throw.
 * zod/mini: this schema ships to the browser with the lists.
 */
import * as z from 'zod/mini'
import { withOwnParams } from '#app/site/query-string.ts'

/** At most this many load-more pages in one view (450 stories). */
export const maxPages = 50

export const storyListParamsSchema = z.object({
  year: z.catch(z.optional(z.string().check(z.regex(/^(19|20)\d{2}$/))), undefined),
  topic: z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,49}$/))), undefined),
  pages: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxPages)), 1), 1),
})
export type StoryListParams = z.output<typeof storyListParamsSchema>

const storyListDefaults: StoryListParams = { year: undefined, topic: undefined, pages: 1 }

export function parseStoryListParams(search: Record<string, unknown>): StoryListParams {
  return storyListParamsSchema.parse(search)
}

/** The URL params of a list view: defaults left out, the page's other params kept. */
export function storyListSearch(search: Record<string, unknown>, params: StoryListParams): Record<string, unknown> {
  return withOwnParams(search, {
    year: params.year,
    topic: params.topic,
    pages: params.pages === storyListDefaults.pages ? undefined : String(params.pages),
  })
}
