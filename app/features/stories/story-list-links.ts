/**
 * The links of the press, blog and events lists (`story-list-params.ts` reads their params). Only
 * the lists and their loaders import them, so they load with the lists, not in the router's entry
 * chunk with the reader (ADR 046).
 */
import type { StoryListParams } from './story-list-params.ts'

/** A typed link's search for a list view: every param named, so none of the current view's survives (`pages: 1` the route leaves out). */
export function storyListLinkSearch(params: StoryListParams): { year: string | undefined; topic: string | undefined; pages: number } {
  return { year: params.year, topic: params.topic, pages: params.pages }
}
