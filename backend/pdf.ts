/** Small valid PDF files for the documents the backend serves (catalogue documents, client-area documents). */

/** Text as a PDF string literal holds it: backslash and parentheses escaped, anything but printable ASCII as `?`. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (character) => `\\${character}`)
}

/** The file: header, the objects, the cross-reference table with their offsets, the trailer, `comment` (a padding comment line, or nothing). */
function pdfFile(objects: readonly string[], comment: string): string {
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
  return `${header}${parts.join('')}${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n${comment}startxref\n${offset}\n%%EOF\n`
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
