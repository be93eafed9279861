import { expect } from 'vitest'

/** Checks what a reader needs: the header, each object at the offset the cross-reference table gives, startxref at the table. */
export function expectValidPdf(pdf: string): void {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
  expect(pdf.endsWith('%%EOF\n')).toBe(true)
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
  expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n')
  const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
  expect(offsets).toHaveLength(5)
  offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true))
  const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(pdf)?.[1])
  const stream = pdf.indexOf('stream\n') + 'stream\n'.length
  expect(pdf.slice(stream + length, stream + length + '\nendstream'.length)).toBe('\nendstream')
}
