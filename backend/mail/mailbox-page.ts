/**
 * The mailbox as a page for developers and demos, behind the control token: a sign-in form, then
 * every message, newest first, every stored text escaped.
 */
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

/** A page of the mailbox: no script, forms only to itself, never framed, never kept. */
function page(status: number, title: string, main: string): RawAnswer {
  const content = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}article{border-top:1px solid #ccc}</style>
</head><body><main>${main}</main></body></html>`
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      // not `no-referrer`: the browser would then send its form with `Origin: null`
      'referrer-policy': 'same-origin',
      'cache-control': 'no-store',
    },
    content,
  }
}

/**
 * The sign-in form: the control token goes in the body of a POST to this page (never in a URL,
 * which logs and histories keep); `problem` says why the last try was refused.
 */
export function mailboxSignIn(status = 200, problem?: string): RawAnswer {
  return page(
    status,
    'Mailbox of the embedded backend',
    `<h1>Mailbox</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post"><label for="token">Control token (printed at start, or <code>BACKEND_CONTROL_TOKEN</code>)</label>
<input id="token" name="token" type="password" autocomplete="current-password" required>
<button type="submit">Open the mailbox</button></form>`,
  )
}

/** Every message, newest first, with a form that shows them again (the token in its body). */
export function mailboxPage(messages: readonly MailMessage[], token: string): RawAnswer {
  const body = messages.length ? messages.map(messageHtml).join('\n') : '<p>No messages yet.</p>'
  return page(
    200,
    'Mailbox of the embedded backend',
    `<h1>Mailbox (${messages.length})</h1>
<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Refresh</button></form>
${body}`,
  )
}
