/**
 * The embedded backend's stand-in for Magnolia's page editor (author instance): a page that frames
 * the site and answers its `initialize` message with `updateState`, and the editor script and
 * stylesheet the site then loads from this host. For development and the editor e2e tests.
 */

export const editorScriptPath = '/VAADIN/widgetsets/info.magnolia.PageEditor/info.magnolia.PageEditor.nocache.js'
export const editorStylePath = '/VAADIN/themes/pages-app/page-editor.css'
export const editorPagePath = '/.magnolia/pages-editor'

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** `site` is the site's origin, `page` the path to open, `node` the content node path (`/albis/about`). */
export function editorHarnessHtml(url: URL, backendOrigin: string): string | undefined {
  const site = url.searchParams.get('site') ?? ''
  const page = url.searchParams.get('page') ?? '/en'
  const node = url.searchParams.get('node') ?? '/'
  if (!/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(site) || !page.startsWith('/')) return undefined
  const separator = page.includes('?') ? '&' : '?'
  const frameUrl = `${site}${page}${separator}mgnlPreview=false`
  const serverUrl = `${backendOrigin}/.magnolia/admincentral#app:pages:detail;${node}:edit`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page editor (embedded stand-in)</title></head><body>
<h1 style="font:600 1rem sans-serif">Page editor (embedded stand-in): ${escapeAttribute(node)}</h1>
<iframe id="site" title="Page" src="${escapeAttribute(frameUrl)}" style="width:100%;height:85vh;border:1px solid #999"></iframe>
<script>
window.messages = []
window.addEventListener('message', function (event) {
  var message = JSON.parse(event.data)
  window.messages.push(message)
  if (message.action === 'initialize') {
    event.source.postMessage(JSON.stringify({ action: 'updateState', serverUrl: ${JSON.stringify(serverUrl)}, selectedComponentVariants: {} }), '*')
  }
})
</script></body></html>`
}

/** What Magnolia's PageEditor widgetset offers a framed page, counted so tests can see it was used. */
export const editorScript = `window.mgnlFrameReady = function () { window.frameReadyCalls = (window.frameReadyCalls || 0) + 1 }
window.mgnlRefresh = function () { window.refreshCalls = (window.refreshCalls || 0) + 1 }
`

export const editorStyle = `.mgnlEditorBar { outline: 2px solid #2e7d32 }
`
