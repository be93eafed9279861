import { describe, expect, it, vi } from 'vitest'
import { readUpload, uploadLimit, uploadName, uploadProblem } from '#app/site/uploads.ts'

const pdf = [...Buffer.from('%PDF-1.7\n')]
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0]

describe('an attachment', () => {
  it.each([
    [uploadLimit, 'application/pdf', 'drawing.pdf', pdf, undefined],
    [1, 'image/png', 'part.PNG', png, undefined],
    [1, 'image/jpeg', 'photo.jpg', jpeg, undefined],
    [1, 'image/jpeg', 'photo.jpeg', jpeg, undefined],
    [uploadLimit + 1, 'application/pdf', 'drawing.pdf', pdf, 'too-large'],
    [uploadLimit + 1, 'text/plain', 'notes.txt', [], 'too-large'],
    [10, 'text/plain', 'notes.txt', [], 'type'],
    [10, 'image/svg+xml', 'logo.svg', [...Buffer.from('<svg')], 'type'],
    [10, '', 'drawing.pdf', pdf, 'type'],
    // the name's extension must be the type's: the last one
    [10, 'application/pdf', 'setup.exe', pdf, 'type'],
    [10, 'application/pdf', 'drawing.pdf.exe', pdf, 'type'],
    [10, 'application/pdf', 'drawing.exe.PDF', pdf, undefined],
    [10, 'application/pdf', 'drawing', pdf, 'type'],
    [10, 'image/png', 'part.jpg', png, 'type'],
    // the content must begin as the type's files do
    [10, 'application/pdf', 'drawing.pdf', [...Buffer.from('MZ\x90\x00')], 'type'],
    [10, 'application/pdf', 'drawing.pdf', [...Buffer.from('<html>')], 'type'],
    [10, 'image/png', 'part.png', jpeg, 'type'],
    [10, 'image/jpeg', 'photo.jpg', png, 'type'],
    [10, 'image/png', 'part.png', png.slice(0, 4), 'type'],
    [0, 'application/pdf', 'empty.pdf', [], 'type'],
  ])('of %i bytes, %j, named %j: %s', (size, type, name, bytes, problem) => {
    expect(uploadProblem({ size, type, name, bytes: new Uint8Array(bytes) })).toBe(problem)
  })

  it.each([
    ['drawing.pdf', 'drawing.pdf'],
    ['C:\\Users\\ada\\drawing.pdf', 'drawing.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['/tmp/x/part.png', 'part.png'],
    ['a\u0000b\nc\td.pdf', 'ab c d.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['zero\u200Bwidth.pdf', 'zerowidth.pdf'],
    ['  many   blanks .pdf ', 'many blanks .pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['...pdf', 'pdf'],
    ['', 'attachment'],
    ['dir/', 'attachment'],
    ['.pdf', 'pdf'],
    // at most 200 characters: the last extension kept, no blank left at the cut
    [`${'x'.repeat(300)}.jpeg`, `${'x'.repeat(195)}.jpeg`],
    [`${'x'.repeat(250)}.v2.pdf`, `${'x'.repeat(196)}.pdf`],
    [`${'x'.repeat(195)} ${'y'.repeat(10)}.pdf`, `${'x'.repeat(195)}.pdf`],
    [`${'x'.repeat(195)} .pdf`, `${'x'.repeat(195)} .pdf`],
    ['x'.repeat(201), 'x'.repeat(200)],
    [`${'x'.repeat(190)}.${'y'.repeat(11)}`, `${'x'.repeat(190)}.${'y'.repeat(9)}`],
    ['Zeichnung für Bauteil 3.pdf', 'Zeichnung für Bauteil 3.pdf'],
  ])('named %j is kept as %j', (name, kept) => {
    expect(uploadName(name)).toBe(kept)
    expect(uploadName(name).length).toBeLessThanOrEqual(200)
  })

  it('takes at most 10 MB', () => {
    expect(uploadLimit).toBe(10_485_760)
  })

  describe('read from the form', () => {
    it('is none when no file was sent', async () => {
      expect(await readUpload(null)).toStrictEqual({ files: [] })
    })

    it.each(['C:\\fakepath\\drawing.pdf', 'drawing.pdf\u200B '])('keeps %j as uploadName makes it, then checks it, with its type and bytes', async (name) => {
      const bytes = new Uint8Array([...pdf, 1, 2, 3])
      const file = new File([bytes], name, { type: 'application/pdf' })
      expect(await readUpload(file)).toStrictEqual({ files: [{ name: 'drawing.pdf', type: 'application/pdf', bytes }] })
    })

    it.each([
      ['a renamed executable', new File([Buffer.from('MZ\x90\x00')], 'drawing.pdf', { type: 'application/pdf' }), 'type'],
      ['a name whose extension is not the type', new File([new Uint8Array(pdf)], 'drawing.exe', { type: 'application/pdf' }), 'type'],
    ])('refuses %s', async (_, file, problem) => {
      expect(await readUpload(file)).toStrictEqual({ problem })
    })

    it('takes 10 MB and refuses a byte more without reading it', async () => {
      const largest = new Uint8Array(uploadLimit)
      largest.set(pdf)
      expect(await readUpload(new File([largest], 'drawing.pdf', { type: 'application/pdf' }))).toMatchObject({
        files: [{ name: 'drawing.pdf', type: 'application/pdf' }],
      })
      const tooLarge = new File([largest, new Uint8Array(1)], 'drawing.pdf', { type: 'application/pdf' })
      const read = vi.spyOn(tooLarge, 'arrayBuffer')
      expect(await readUpload(tooLarge)).toStrictEqual({ problem: 'too-large' })
      expect(read).not.toHaveBeenCalled()
    })
  })
})
