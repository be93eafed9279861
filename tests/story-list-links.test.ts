import { describe, expect, it } from 'vitest'
import { storyListLinkSearch } from '#app/features/stories/story-list-links.ts'

describe("a story list's link", () => {
  it('names the view it leads to', () => {
    expect(storyListLinkSearch({ year: '2025', topic: 'sustainability', pages: 3 })).toEqual({ year: '2025', topic: 'sustainability', pages: 3 })
  })

  it('names every param, left-out ones as undefined, so none of the current view survives the link', () => {
    const search = storyListLinkSearch({ pages: 1 })
    expect(Object.keys(search)).toEqual(['year', 'topic', 'pages'])
    expect(search).toEqual({ year: undefined, topic: undefined, pages: 1 })
  })
})
