import { expect } from 'vitest'

/**
 * Checks what a reader needs: the header; the catalog, pages, page, content stream and font, each
 * at the offset the cross-reference table gives; the trailer's size and root; startxref at the table.
 */
export function expectValidPdf(pdf: string): void {
  expect(pdf.startsWith('%PDF-1.4\n1 0 obj\n')).toBe(true)
  expect(pdf.endsWith('%%EOF\n')).toBe(true)
  const startxref = Number(/\nstartxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
  expect(pdf.slice(startxref)).toMatch(/^xref\n0 6\n0000000000 65535 f \n(\d{10} 00000 n \n){5}trailer\n/)
  expect(pdf).toMatch(/\ntrailer\n<< \/Size 6 \/Root 1 0 R >>\n(%x*\n)?startxref\n/)
  const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R ',
    '<< /Length ',
    '<< /Type /Font ',
  ]
  expect(offsets.map((offset, index) => pdf.slice(offset).startsWith(`${index + 1} 0 obj\n${objects[index] ?? ''}`))).toEqual([true, true, true, true, true])
  const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(pdf)?.[1])
  const stream = pdf.indexOf('stream\n') + 'stream\n'.length
  expect(pdf.slice(stream + length, stream + length + '\nendstream'.length)).toBe('\nendstream')
}

/**
 * Checks a PDF of any number of objects as a reader walks it: every object at the offset the
 * cross-reference table gives, numbered in order; every stream as long as its `/Length`; the
 * trailer's size, root and information dictionary; as many page objects as the page tree counts.
 */
export function expectWellFormedPdf(pdf: string): { pages: number } {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
  expect([...pdf].every((character) => character === '\n' || (character >= ' ' && character <= '~'))).toBe(true) // ASCII: characters are bytes
  const startxref = Number(/\nstartxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
  const xref = /^xref\n0 (\d+)\n0000000000 65535 f \n((?:\d{10} 00000 n \n)+)trailer\n<< \/Size (\d+) \/Root 1 0 R \/Info (\d+) 0 R >>\n/.exec(
    pdf.slice(startxref),
  )
  expect(xref).not.toBeNull()
  const count = Number(xref?.[1])
  expect(Number(xref?.[3])).toBe(count)
  const offsets = [...(xref?.[2] ?? '').matchAll(/(\d{10}) 00000 n /g)].map((match) => Number(match[1]))
  expect(offsets).toHaveLength(count - 1)
  offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true))
  for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length
    expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + '\nendstream'.length)).toBe('\nendstream')
  }
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)?.[1])
  expect((pdf.match(/\/Type \/Page \/Parent/g) ?? []).length).toBe(pages)
  return { pages }
}

/** The text a PDF's content streams show, in order: WinAnsi literals and UCS-2 hex strings decoded. */
export function pdfText(pdf: string): string {
  const winAnsi: Record<number, string> = { 0x80: '€', 0x84: '„', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' }
  const texts: string[] = []
  for (const match of pdf.matchAll(/(\((?:[^()\\]|\\.)*\)|<[0-9A-F]+>) Tj/g)) {
    const token = match[1] ?? ''
    if (token.startsWith('<')) {
      texts.push((token.slice(1, -1).match(/.{4}/g) ?? []).map((unit) => String.fromCharCode(parseInt(unit, 16))).join(''))
    } else {
      texts.push(
        token
          .slice(1, -1)
          .replace(/\\([0-7]{3}|.)/g, (_, escaped: string) =>
            escaped.length === 3 ? (winAnsi[parseInt(escaped, 8)] ?? String.fromCharCode(parseInt(escaped, 8))) : escaped,
          ),
      )
    }
  }
  return texts.join('\n')
}
