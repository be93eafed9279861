import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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
  const message = (overrides: Partial<EditorMessage> = {}): EditorMessage => ({
    source: parent,
    origin: editor,
    data: updateState(`${editor}/.magnolia/admincentral#app:pages`),
    ...overrides,
  })

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
    ['a list holding the text of a JSON object', { data: [JSON.stringify({ action: 'refresh' })] }],
    ['JSON that is a list, not an object', { data: JSON.stringify([`${editor}/.magnolia/`]) }],
    ['JSON that is a number', { data: '42' }],
    ['a JSON object after a space', { data: ` ${JSON.stringify({ action: 'refresh' })}` }],
  ])('drops a message from %s', (_, overrides) => {
    expect(isTrustedEditorMessage(message(overrides), parent, editor)).toBe(false)
  })

  // the URL parser drops leading spaces and control characters, tabs and newlines anywhere, and
  // reads a backslash as a slash: each of these server URLs leads to another origin
  it.each([
    ' https://attacker.example/.magnolia/',
    '\thttps://attacker.example/.magnolia/',
    '\nhttps://attacker.example/.magnolia/',
    '\u0000https://attacker.example/.magnolia/',
    'ht\ttps://attacker.example/.magnolia/',
    'https://attacker\n.example/.magnolia/',
    'HTTPS://ATTACKER.EXAMPLE/.magnolia/',
    '\\\\attacker.example/.magnolia/',
    '/\\attacker.example/.magnolia/',
    '\\/attacker.example/.magnolia/',
    ' //attacker.example/.magnolia/',
    'https:attacker.example/.magnolia/', // on the editor's origin read against it, elsewhere read alone
    'https://author.example@attacker.example/.magnolia/',
    'https://author.example.:443@attacker.example/',
    'http://author.example/.magnolia/',
    'https://author.example:8443/.magnolia/',
    'wss://author.example/.magnolia/',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
    'blob:https://attacker.example/0b2f',
    'https://[broken/.magnolia/',
  ])('drops a server URL %j', (serverUrl) => {
    expect(isTrustedEditorMessage(message({ data: updateState(serverUrl) }), parent, editor)).toBe(false)
  })

  it('reads every string of the message, at any depth, in lists one by one', () => {
    const deep = (value: unknown) =>
      JSON.stringify({ action: 'updateState', serverUrl: `${editor}/.magnolia/`, selectedComponentVariants: { a: [{ b: value }] } })
    expect(isTrustedEditorMessage(message({ data: deep(' https://attacker.example/') }), parent, editor)).toBe(false)
    expect(isTrustedEditorMessage(message({ data: deep('variant-b') }), parent, editor)).toBe(true)
    // joined by commas, these two would name another host (`https://author.example,@attacker.example`)
    expect(isTrustedEditorMessage(message({ data: deep([editor, '@attacker.example']) }), parent, editor)).toBe(true)
    expect(isTrustedEditorMessage(message({ data: deep(null) }), parent, editor)).toBe(true)
    expect(isTrustedEditorMessage(message({ data: JSON.stringify({ action: 'refresh', n: 1, yes: true, none: null, list: [] }) }), parent, editor)).toBe(true)
  })

  it('drops everything when no editor origin is configured', () => {
    expect(isTrustedEditorMessage(message(), parent, null)).toBe(false)
  })

  it('drops everything outside a frame, a message from no window too', () => {
    expect(isTrustedEditorMessage(message({ source: null }), null, editor)).toBe(false)
  })
})

describe('the installed editor message filter', () => {
  const editor = 'https://author.example'
  const editorWindow = { name: 'the page editor' }
  const trusted = JSON.stringify({ action: 'refresh' })

  // each test loads the module afresh: it installs the filter once per page load
  beforeEach(() => {
    vi.resetModules()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** A window (a real EventTarget) with the filter installed and then the library's listener, which records what it sees. */
  async function frameWithFilter(parentOf: (self: EventTarget) => unknown) {
    const frame = new EventTarget()
    Object.defineProperty(frame, 'parent', { value: parentOf(frame) })
    const addEventListener = vi.spyOn(frame, 'addEventListener')
    vi.stubGlobal('window', frame)
    const { installEditorMessageFilter } = await import('#app/cms/editor/editor-messages.ts')
    installEditorMessageFilter(editor)
    installEditorMessageFilter(editor)
    const seen: unknown[] = []
    frame.addEventListener('message', (event) => seen.push((event as Event & { data: unknown }).data))
    const post = (source: unknown, origin: string, data: unknown) => {
      const event = new Event('message')
      Object.defineProperties(event, { source: { value: source }, origin: { value: origin }, data: { value: data } })
      frame.dispatchEvent(event)
    }
    return { frame, addEventListener, seen, post }
  }

  it("in a frame, hands the library only the editor frame's messages, from one capturing listener", async () => {
    const { addEventListener, seen, post } = await frameWithFilter(() => editorWindow)
    post({ name: 'a popup opener' }, editor, trusted)
    post(editorWindow, 'https://attacker.example', trusted)
    post(editorWindow, editor, JSON.stringify({ action: 'updateState', serverUrl: ' https://attacker.example/.magnolia/' }))
    post(editorWindow, editor, trusted)
    expect(seen).toEqual([trusted])
    expect(addEventListener).toHaveBeenNthCalledWith(1, 'message', expect.any(Function), { capture: true })
    // installed once, however often the editor page renders; the second call is the library's
    expect(addEventListener).toHaveBeenCalledTimes(2)
  })

  it("outside a frame, hands the library nothing, not even the page's own messages", async () => {
    const { frame, seen, post } = await frameWithFilter((self) => self)
    post(frame, editor, trusted)
    post(null, editor, trusted)
    expect(seen).toEqual([])
  })

  it('does nothing where there is no window (on the server)', async () => {
    const { installEditorMessageFilter } = await import('#app/cms/editor/editor-messages.ts')
    expect(typeof window).toBe('undefined')
    expect(() => installEditorMessageFilter(editor)).not.toThrow()
  })
})
