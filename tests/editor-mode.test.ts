import { describe, expect, it } from 'vitest'
import { isEditorMode, isPreviewOnly } from '#app/site/editor-mode.ts'
import { activationStatus, contentNodePath } from '#app/cms/editor/editor-node.ts'

describe('content node path', () => {
  it.each([
    ['/en/about', '/about'],
    ['/en/about.html', '/about'],
    ['/de/about/team.html/', '/about/team'],
    ['/zh', '/'],
    ['/en/', '/'],
    ['/about', '/about'],
    ['/history/en/', '/history/en'],
    ['/en/career/jobs', '/career/jobs'],
    ['/en/history/en', '/history/en'],
  ])('%s -> %s', (pathname, nodePath) => {
    expect(contentNodePath(pathname)).toBe(nodePath)
  })
})

describe('editor params', () => {
  it('switch editor mode; mgnlPreview=true is a preview without editor refresh', () => {
    expect(isEditorMode({ mgnlPreview: 'false' })).toBe(true)
    expect(isEditorMode({ mgnlPreviewAsVisitor: 'true' })).toBe(true)
    expect(isEditorMode({ mgnlVersion: '1.2' })).toBe(true)
    expect(isEditorMode({ utm_source: 'x' })).toBe(false)
    expect(isPreviewOnly({ mgnlPreview: 'true' })).toBe(true)
    expect(isPreviewOnly({ mgnlPreview: 'false' })).toBe(false)
  })
})

describe('activation status', () => {
  it.each([
    [{}, 0],
    [{ 'mgnl:activationStatus': 'false' }, 0],
    [{ 'mgnl:activationStatus': 'true', 'mgnl:lastModified': '2026-10-02T14:30:00Z', 'mgnl:lastActivated': '2026-10-02T14:31:00Z' }, 2],
    [{ 'mgnl:activationStatus': 'true', 'mgnl:lastModified': '2026-10-03T09:00:00Z', 'mgnl:lastActivated': '2026-10-02T14:31:00Z' }, 1],
    [{ 'mgnl:activationStatus': '1' }, 1],
    [{ 'mgnl:activationStatus': '2' }, 2],
  ])('%j -> %i', (node, status) => {
    expect(activationStatus(node)).toBe(status)
  })
})
