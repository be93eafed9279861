/**
 * Where a magic link leads after sign-in: a client-area path on the site the customer used,
 * nothing else. `//evil.example`, `/\evil.example`, an absolute URL, control characters, an
 * overlong path or a page outside the client area fall back to the client area's own page.
 */

/** `[/{brand prefix}][/{lang}]/orders[/…]`. */
const clientAreaPath = /^(\/[a-z][a-z-]*)?(\/(de|en|zh))?\/orders(\/[\w.~-]+)*$/

export function safeNextPath(next: unknown, fallback: string): string {
  if (typeof next !== 'string' || next.length > 2048 || !next.startsWith('/')) return fallback
  // browsers read `\` as `/` and drop tabs and newlines, so `/\host` and `/\t/host` leave the site;
  // a path that needs such reading is refused whole, not read the browser's way
  if ([...next].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback
  const base = 'http://site.invalid'
  try {
    // `//host`, `///host` name another origin, `//` none (it throws)
    const url = new URL(next, base)
    return url.origin === base && clientAreaPath.test(url.pathname) && !url.pathname.endsWith('/orders/sign-in') ? `${url.pathname}${url.search}` : fallback
  } catch {
    return fallback
  }
}
