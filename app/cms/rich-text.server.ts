/** CMS rich text is sanitized on the server, once, before it is cached or rendered. */
import sanitizeHtml from 'sanitize-html'
import { type ContentNode, childNodes } from './content.ts'

/** Properties that hold editor rich text in our templates. */
const richTextProperties = new Set(['richText', 'text', 'answer'])

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sup',
    'sub',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs['target'] === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options)
}

/** A copy of a content tree with every rich-text property sanitized. */
export function sanitizeContent(node: ContentNode): ContentNode {
  const copy: ContentNode = { ...node }
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string' && richTextProperties.has(key)) copy[key] = sanitizeRichText(value)
  }
  for (const child of childNodes(node)) copy[child['@name']] = sanitizeContent(child)
  return copy
}
