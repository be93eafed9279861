/**
 * A page's meta description, 50 to 160 characters: the CMS description when it has one; else the
 * page's own texts in page order (markup removed) until there are 50 characters, cut at a word
 * before 160 with an ellipsis; else those texts followed by the brand's line, so no page goes
 * without one.
 */
export const descriptionLength = { min: 50, max: 160 } as const

/** Text of a rich-text value: tags removed, entities of the sanitizer decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

function cut(text: string): string {
  if (text.length <= descriptionLength.max) return text
  const room = text.slice(0, descriptionLength.max - 1)
  const space = room.lastIndexOf(' ')
  const atWord = space > 0 ? room.slice(0, space) : room
  return `${(atWord.length >= descriptionLength.min ? atWord : room).replace(/[\s,;:.–-]+$/, '')}…`
}

export function pageDescription(cmsDescription: string | undefined, texts: readonly string[], brandLine: string): string {
  let text = plainText(cmsDescription ?? '')
  for (const part of texts.map(plainText)) {
    if (text.length >= descriptionLength.min) break
    if (part) text = text ? `${text} ${part}` : part
  }
  if (text.length < descriptionLength.min) text = text ? `${text} – ${brandLine}` : brandLine
  return cut(text)
}
