/**
 * The page editor's messages. `@magnolia/react-editor` listens to `message` events from any
 * window and loads a script from the `serverUrl` of an `updateState` message, so a page on any
 * origin could make the site run its script. A capturing listener, installed before the library's,
 * lets through only messages from the parent frame on the editor's origin (`EDITOR_ORIGIN`) whose
 * strings all stay on that origin when read as URLs; the library never sees anything else.
 */

export interface EditorMessage {
  source: unknown
  origin: string
  data: unknown
}

/** The origin of `text` read as a URL: alone, as the library reads `serverUrl`, or else against `base`. */
function originOf(text: string, base: string): string {
  try {
    return new URL(text).origin
  } catch {
    return new URL(text, base).origin
  }
}

/**
 * True for a message the editor library may see: from `parent` (null outside a frame), on
 * `editorOrigin`, a JSON object every string of which, read as a URL, stays on that origin.
 * Every string counts, not only those that look like URLs: the URL parser drops leading spaces,
 * and tabs and newlines anywhere, and reads a backslash as `/`, so ` https://elsewhere` and
 * `ht<tab>tps://elsewhere` lead elsewhere too, and `https:elsewhere`, on the editor's origin
 * against its own, leads elsewhere read alone.
 */
export function isTrustedEditorMessage(message: EditorMessage, parent: unknown, editorOrigin: string | null): boolean {
  // outside a frame there is no parent, and a message whose source is null comes from no window
  if (!editorOrigin || !parent || message.source !== parent || message.origin !== editorOrigin) return false
  // the library reads only text that starts like a JSON object
  if (typeof message.data !== 'string' || !message.data.startsWith('{')) return false
  let staysOnOrigin = true
  try {
    // the reviver visits every value of the message, those in lists one by one
    JSON.parse(message.data, (_key, value: unknown) => {
      if (typeof value === 'string' && originOf(value, editorOrigin) !== editorOrigin) staysOnOrigin = false
      return value
    })
  } catch {
    // not JSON, or a string the URL parser refuses
    return false
  }
  return staysOnOrigin
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
