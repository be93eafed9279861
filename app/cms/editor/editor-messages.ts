/**
 * The page editor's messages. `@magnolia/react-editor` listens to `message` events from any
 * window and loads a script from the `serverUrl` of an `updateState` message, so a page on any
 * origin could make the site run its script. A capturing listener, installed before the library's,
 * lets through only messages from the parent frame on the editor's origin (`EDITOR_ORIGIN`) whose
 * URLs all point to that origin; the library never sees anything else.
 */

export interface EditorMessage {
  source: unknown
  origin: string
  data: unknown
}

/** Every string in a message that names an absolute or protocol-relative URL. */
function urlsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) found.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) urlsIn(item, found)
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) urlsIn(item, found)
  }
  return found
}

function originOf(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).origin
  } catch {
    return undefined
  }
}

/** True for a message the editor library may see: from `parent`, on `editorOrigin`, every URL in it on that origin. */
export function isTrustedEditorMessage(message: EditorMessage, parent: unknown, editorOrigin: string | null): boolean {
  if (!editorOrigin || message.source !== parent || message.origin !== editorOrigin) return false
  if (typeof message.data !== 'string' || !message.data.startsWith('{')) return false
  let data: unknown
  try {
    data = JSON.parse(message.data)
  } catch {
    return false
  }
  return urlsIn(data).every((url) => originOf(url, editorOrigin) === editorOrigin)
}

let installed = false

/** Installs the filter once (browser only); messages it rejects stop before any other listener. */
export function installEditorMessageFilter(editorOrigin: string | null): void {
  if (installed || typeof window === 'undefined') return
  installed = true
  window.addEventListener(
    'message',
    (event) => {
      if (!isTrustedEditorMessage(event, window.parent === window ? null : window.parent, editorOrigin)) event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
