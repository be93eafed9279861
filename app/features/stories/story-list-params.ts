/**
 * Params of the press, blog and events lists (docs/contracts.md, "Search params"): `year`, `topic`,
 * `pages` (load-more pages of 9 shown). Invalid values fall back to defaults, never throw. Plain
 * code: the lists' file routes validate their search with it, in the router's entry chunk (ADR 046);
 * the server functions validate their input with zod around it. The lists' links are written by
 * `story-list-links.ts`, which loads with the lists.
 */
/** At most this many load-more pages in one view (450 stories). */
export const maxPages = 50

export type StoryListParams = { year?: string | undefined; topic?: string | undefined; pages: number }

const storyListDefaults: StoryListParams = { year: undefined, topic: undefined, pages: 1 }

const matching = (value: unknown, pattern: RegExp) => (typeof value === 'string' && pattern.test(value) ? value : undefined)

export function parseStoryListParams(search: Record<string, unknown>): StoryListParams {
  const written = search['pages'] ?? storyListDefaults.pages
  const pages = typeof written === 'string' || typeof written === 'number' ? Number(written) : Number.NaN
  return {
    year: matching(search['year'], /^(19|20)\d{2}$/),
    topic: matching(search['topic'], /^[a-z0-9][a-z0-9-]{0,49}$/),
    pages: Number.isInteger(pages) && pages >= 1 && pages <= maxPages ? pages : storyListDefaults.pages,
  }
}

/** A list's params as its file route reads and writes them (`view-search.ts`): defaults left out. */
export const storyListView = {
  parse: parseStoryListParams,
  own: (params: StoryListParams) => ({
    year: params.year,
    topic: params.topic,
    pages: params.pages === storyListDefaults.pages ? undefined : String(params.pages),
  }),
  defaults: { pages: storyListDefaults.pages },
}
