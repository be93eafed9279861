import { describe, expect, it } from 'vitest'
import { type EditorMessage, isTrustedEditorMessage } from '#app/cms/editor/editor-messages.ts'
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

describe('editor messages the editor library may see', () => {
  const parent = { name: 'the page editor' }
  const editor = 'https://author.example'
  const updateState = (serverUrl: string) => JSON.stringify({ action: 'updateState', serverUrl, selectedComponentVariants: {} })
  const message = (overrides: Partial<EditorMessage> = {}): EditorMessage => ({ source: parent, origin: editor, data: updateState(`${editor}/.magnolia/admincentral#app:pages`), ...overrides })

  it('lets through the editor frame on the editor origin, naming only that origin', () => {
    expect(isTrustedEditorMessage(message(), parent, editor)).toBe(true)
    expect(isTrustedEditorMessage(message({ data: JSON.stringify({ action: 'refresh' }) }), parent, editor)).toBe(true)
  })

  it.each<[string, Partial<EditorMessage>]>([
    ['another window', { source: { name: 'a popup opener' } }],
    ['another origin', { origin: 'https://attacker.example' }],
    ['a server URL on another origin', { data: updateState('https://attacker.example/.magnolia/admincentral') }],
    ['a protocol-relative server URL', { data: updateState('//attacker.example/.magnolia/') }],
    ['a URL deep inside', { data: JSON.stringify({ action: 'updateState', serverUrl: `${editor}/.magnolia/`, extra: [{ script: 'javascript:alert(1)' }] }) }],
    ['a look-alike origin', { data: updateState('https://author.example.attacker.example/.magnolia/') }],
    ['text that is not JSON', { data: '{not json' }],
    ['an object instead of text', { data: { action: 'updateState' } }],
  ])('drops a message from %s', (_, overrides) => {
    expect(isTrustedEditorMessage(message(overrides), parent, editor)).toBe(false)
  })

  it('drops everything when no editor origin is configured', () => {
    expect(isTrustedEditorMessage(message(), parent, null)).toBe(false)
  })
})
