/** Valid PDF files for the documents the backend serves: one-page ones (catalogue and client-area documents) and documents of several pages in German, English or Chinese (the brands' downloads). */

/** Text as a PDF string literal holds it: backslash and parentheses escaped, anything but printable ASCII as `?`. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (character) => `\\${character}`)
}

/** The file: header, the objects, the cross-reference table with their offsets, the trailer (naming the information dictionary, object `info`, where there is one), `comment` (a padding comment line, or nothing). */
function pdfFile(objects: readonly string[], comment: string, info?: number): string {
  const header = '%PDF-1.4\n'
  let offset = header.length
  const offsets: number[] = []
  const parts = objects.map((object, index) => {
    offsets.push(offset)
    const part = `${index + 1} 0 obj\n${object}\nendobj\n`
    offset += part.length
    return part
  })
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`
  return `${header}${parts.join('')}${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info ? ` /Info ${info} 0 R` : ''} >>\n${comment}startxref\n${offset}\n%%EOF\n`
}

/**
 * A one-page PDF (A4, Helvetica 12) with `lines` from the top left, padded to `size` bytes when it
 * is at least two bytes shorter (a stated file size stays true) with a comment line after the
 * trailer, where it moves no offset. ASCII only, so characters are bytes.
 */
export function onePagePdf(lines: readonly string[], size = 0): string {
  const stream = `BT /F1 12 Tf 16 TL 56 780 Td ${lines.map((line) => `(${pdfText(line)}) Tj T*`).join(' ')} ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const padding = size - pdfFile(objects, '').length
  return pdfFile(objects, padding >= 2 ? `%${'x'.repeat(padding - 2)}\n` : '')
}

/** A document's text: a heading and paragraphs, or a table of rows of two cells. */
export interface PdfBlock {
  heading?: string
  paragraphs?: readonly string[]
  rows?: ReadonlyArray<readonly [string, string]>
}

/** A document of several pages: its metadata, a header line on every page, its blocks flowed over A4 pages, a footer with page numbers. */
interface PdfDocument {
  title: string
  subject: string
  author: string
  /** `YYYY-MM-DD`: the document's date, also its creation date. */
  date: string
  /** Latin text (German, English) is set in Helvetica with WinAnsi encoding; Chinese in the standard Chinese font STSong-Light (Adobe-GB1, not embedded: every reader has it). */
  script: 'latin' | 'chinese'
  header: string
  blocks: readonly PdfBlock[]
  /** The footer's page number: `page(1, 3)` gives "Page 1 of 3". */
  page: (page: number, of: number) => string
}

/** WinAnsi (cp1252) codes of the characters beyond ASCII that German and English texts use. */
const winAnsi: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
}

/** A Latin text as a PDF string literal in WinAnsi encoding: bytes above 127 as octal escapes, so the file stays ASCII. */
function latinString(text: string): string {
  let literal = ''
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0x3f
    const byte = code >= 0x20 && code < 0x7f ? code : code >= 0xa0 && code <= 0xff ? code : (winAnsi[character] ?? 0x3f)
    literal +=
      byte < 0x7f
        ? character === '(' || character === ')' || character === '\\'
          ? `\\${character}`
          : String.fromCharCode(byte)
        : `\\${byte.toString(8).padStart(3, '0')}`
  }
  return `(${literal})`
}

/** A Chinese text as a hex string of UCS-2 code units (the UniGB-UCS2-H encoding). */
function chineseString(text: string): string {
  let hex = ''
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0x3f
    hex += (code > 0xffff ? 0x3f : code).toString(16).toUpperCase().padStart(4, '0')
  }
  return `<${hex}>`
}

/** A text string of the document's information dictionary: ASCII as it is, anything else as UTF-16BE with its byte order mark. */
function infoString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[()\\]/g, (character) => `\\${character}`)})`
  let hex = 'FEFF'
  for (let index = 0; index < text.length; index++) hex += text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0')
  return `<${hex}>`
}

/** Chinese, Japanese and Korean characters and full-width punctuation: a character as wide as the font's size. */
const wide = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u

/**
 * Lines of at most `width` units. Latin text breaks at spaces, a character about half the font's
 * size wide; Chinese text anywhere between its characters, each as wide as the size, with the
 * Latin words in it (names, numbers) half as wide and kept whole.
 */
function wrap(text: string, script: PdfDocument['script'], size: number, width: number): string[] {
  const tokens =
    script === 'chinese' ? (text.match(/[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+|[\s\S]/gu) ?? []) : text.split(/(\s+)/).filter((part) => part !== '')
  const widthOf = (token: string) => [...token].reduce((sum, character) => sum + (wide.test(character) ? size : size * 0.52), 0)
  const lines: string[] = []
  let line = ''
  let used = 0
  for (const token of tokens) {
    const space = /^\s+$/.test(token)
    if (space && line === '') continue
    const tokenWidth = space ? size * 0.3 : widthOf(token)
    if (!space && line !== '' && used + tokenWidth > width) {
      lines.push(line.trimEnd())
      line = ''
      used = 0
    }
    line += space ? ' ' : token
    used += tokenWidth
  }
  return [...lines, line.trimEnd()]
}

interface PlacedLine {
  text: string
  font: 'regular' | 'bold'
  size: number
  x: number
}

const page = { width: 595, height: 842, margin: 56 }

/**
 * A document as a PDF: A4 pages with the header and a rule at the top, the title on the first
 * page, the blocks flowed over as many pages as they need, the footer with the author, date and
 * page number; an information dictionary with title, subject, author and creation date.
 */
export function documentPdf(document: PdfDocument): string {
  const chinese = document.script === 'chinese'
  const width = page.width - 2 * page.margin
  const lines: Array<PlacedLine | 'gap'> = [{ text: document.title, font: 'bold', size: 18, x: page.margin }, 'gap']
  for (const block of document.blocks) {
    if (block.heading) lines.push({ text: block.heading, font: 'bold', size: 12, x: page.margin })
    for (const paragraph of block.paragraphs ?? []) {
      for (const text of wrap(paragraph, document.script, 10.5, width)) lines.push({ text, font: 'regular', size: 10.5, x: page.margin })
      lines.push('gap')
    }
    for (const [label, value] of block.rows ?? []) {
      lines.push({ text: label, font: 'regular', size: 10.5, x: page.margin })
      const cells = wrap(value, document.script, 10.5, width * 0.55)
      // the value beside its label, in a second column
      const last = lines[lines.length - 1]
      if (last !== 'gap' && last !== undefined) lines.push({ ...last, text: cells[0] ?? '', x: page.margin + width * 0.45 })
      for (const more of cells.slice(1)) lines.push({ text: more, font: 'regular', size: 10.5, x: page.margin + width * 0.45 })
    }
    lines.push('gap')
  }
  // lines to pages: a row's value shares its label's line
  const top = page.height - page.margin - 40
  const bottom = page.margin + 30
  const pages: Array<Array<PlacedLine & { y: number }>> = [[]]
  let y = top
  let previous: PlacedLine | undefined
  for (const line of lines) {
    if (line === 'gap') {
      y -= 7
      previous = undefined
      continue
    }
    const sameRow = previous !== undefined && line.x > previous.x && previous.font === 'regular' && line.font === 'regular' && previous.x === page.margin
    if (!sameRow) y -= line.size * 1.45
    if (y < bottom) {
      pages.push([])
      y = top - line.size * 1.45
    }
    pages[pages.length - 1]?.push({ ...line, y })
    previous = line
  }
  const encode = chinese ? chineseString : latinString
  const fontOf = (font: PlacedLine['font']) => (chinese ? 'F3' : font === 'bold' ? 'F2' : 'F1')
  const streams = pages.map((placed, index) => {
    const text = (content: string, font: string, size: number, x: number, at: number) =>
      `BT /${font} ${size} Tf ${x.toFixed(1)} ${at.toFixed(1)} Td ${encode(content)} Tj ET`
    return [
      text(document.header, fontOf('bold'), 9, page.margin, page.height - page.margin),
      `0.6 w ${page.margin} ${page.height - page.margin - 8} m ${page.width - page.margin} ${page.height - page.margin - 8} l S`,
      ...placed.map((line) => text(line.text, fontOf(line.font), line.size, line.x, line.y)),
      `0.6 w ${page.margin} ${page.margin + 16} m ${page.width - page.margin} ${page.margin + 16} l S`,
      text(`${document.author} · ${document.date}`, fontOf('regular'), 8, page.margin, page.margin),
      text(document.page(index + 1, pages.length), fontOf('regular'), 8, page.width - page.margin - 90, page.margin),
    ].join('\n')
  })
  // objects: catalog, pages, info, fonts (3), then per page its page object and content stream
  const first = 7
  const pageIds = pages.map((_, index) => first + index * 2)
  const fonts = chinese ? '/F3 6 0 R' : '/F1 4 0 R /F2 5 0 R'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    `<< /Title ${infoString(document.title)} /Subject ${infoString(document.subject)} /Author ${infoString(document.author)} /Creator (Embedded backend) /CreationDate (D:${document.date.replaceAll('-', '')}090000Z) >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    // the predefined Chinese font: a CID font by name, half-width Latin and digits (CIDs 1-95)
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor << /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >> /DW 1000 /W [1 95 500] >>] >>',
    ...streams.flatMap((stream, index) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Contents ${first + index * 2 + 1} 0 R /Resources << /Font << ${fonts} >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ]),
  ]
  return pdfFile(objects, '', 3)
}
