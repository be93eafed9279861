import { describe, expect, it } from 'vitest'
import { xmlText } from '#app/site/xml.ts'

describe('XML text', () => {
  it.each([
    ['a&b<c>d"e\'f', 'a&amp;b&lt;c&gt;d&quot;e&apos;f'],
    ['/en/about', '/en/about'],
    ['&amp;', '&amp;amp;'],
    ['tab\tnewline\ncarriage\r', 'tab\tnewline\ncarriage\r'],
    ['bell\u0007null\u0000escape\u001b', 'bellnullescape'],
    ['unit\u001fspace ', 'unitspace '],
    ['del\u007f and c1\u0085 stay', 'del\u007f and c1\u0085 stay'],
    ['lone \uD800 high and \uDC00 low', 'lone  high and  low'],
    ['not characters \uFFFE\uFFFF', 'not characters '],
    ['last BMP \uFFFD, \uD7FF and \uE000', 'last BMP \uFFFD, \uD7FF and \uE000'],
    ['astral 😀 𝄞', 'astral 😀 𝄞'],
    ['中文 Ünïcödé', '中文 Ünïcödé'],
    ['', ''],
  ])('%j becomes %j', (text, xml) => {
    expect(xmlText(text)).toBe(xml)
  })
})
