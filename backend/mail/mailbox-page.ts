/** The mailbox as a page for developers and demos: every message, newest first, every stored text escaped. */
import type { RawAnswer } from '../http.ts'
import type { MailMessage } from './mailbox.ts'

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character)
}

function messageHtml(message: MailMessage): string {
  const files = message.files.map((file) => `<li>${escapeHtml(file.name)} (${file.size} bytes, ${escapeHtml(file.type)})</li>`).join('')
  return `<article>
<h2>${escapeHtml(message.path)}</h2>
<p><time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(message.receivedAt)}</time> · ${escapeHtml(message.id)}</p>
<pre>${escapeHtml(JSON.stringify(message.body, null, 2))}</pre>
${files ? `<ul>${files}</ul>` : ''}
</article>`
}

export function mailboxPage(messages: readonly MailMessage[]): RawAnswer {
  const body = messages.length ? messages.map(messageHtml).join('\n') : '<p>No messages yet.</p>'
  const content = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox of the embedded backend</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}article{border-top:1px solid #ccc}</style>
</head><body><main><h1>Mailbox (${messages.length})</h1>
${body}
</main></body></html>`
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'", 'cache-control': 'no-store' },
    content,
  }
}
