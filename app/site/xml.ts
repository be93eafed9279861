/**
 * Text and attribute values for the XML documents the site writes (sitemaps, RSS feeds): the five
 * markup characters escaped, and the characters XML 1.0 does not allow at all (control characters,
 * lone surrogates, U+FFFE/U+FFFF) dropped, since no escape makes them valid.
 */
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function xmlText(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replace(/[&<>"']/g, (character) => escapes[character] ?? character)
}
