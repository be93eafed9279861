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
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R ', '<< /Length ', '<< /Type /Font ']
  expect(offsets.map((offset, index) => pdf.slice(offset).startsWith(`${index + 1} 0 obj\n${objects[index] ?? ''}`))).toEqual([true, true, true, true, true])
  const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(pdf)?.[1])
  const stream = pdf.indexOf('stream\n') + 'stream\n'.length
  expect(pdf.slice(stream + length, stream + length + '\nendstream'.length)).toBe('\nendstream')
}
