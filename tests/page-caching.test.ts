import { describe, expect, it } from 'vitest'
import { pageCacheControl } from '#app/site/page-caching.ts'
import { withoutEditorParams } from '#app/site/editor-mode.ts'

describe('page caching', () => {
  it.each([
    [200, '', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400'],
    [200, '?q=x', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400'],
    [200, '?mgnlPreview=true', 'private, no-store'],
    [200, '?a=1&mgnlVersion=2', 'private, no-store'],
    [404, '', 'private, no-store'],
    [302, '', 'private, no-store'],
    [503, '', 'private, no-store'],
  ])('%i %s: %s', (status, search, expected) => {
    expect(pageCacheControl(status, search)).toBe(expected)
  })

  it.each([
    ['', undefined],
    ['?a=1', undefined],
    ['?mgnlPreview=false', ''],
    ['?mgnlPreview=false&utm_source=x', '?utm_source=x'],
    ['?x=1&mgnlPreviewAsVisitor=1&mgnlVersion=2&y=2', '?x=1&y=2'],
  ])('without editor params %s is %s', (search, expected) => {
    expect(withoutEditorParams(search)).toBe(expected)
  })
})
