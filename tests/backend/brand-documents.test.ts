import { describe, expect, it } from 'vitest'
import { brandDocuments } from '../../backend/documents/brand-documents.ts'
import { assetJson } from '../../backend/magnolia/content-store.ts'
import { documentPdf } from '../../backend/pdf.ts'
import { expectWellFormedPdf, pdfText } from '../helpers/pdf.ts'

const documents = brandDocuments('acme')
const today = new Date().toISOString().slice(0, 10)

describe('the brands’ generated documents', () => {
  it('are well-formed PDFs whose pages show their title, in their language', () => {
    for (const { asset, lang } of documents) {
      const pdf = asset.content ?? ''
      expect(expectWellFormedPdf(pdf).pages, asset.fileName).toBeGreaterThanOrEqual(1)
      const text = pdfText(pdf)
      expect(text, asset.fileName).toContain(asset.title)
      if (lang === 'zh') expect(text, asset.fileName).toMatch(/第 1 页，共 \d+ 页/)
      if (lang === 'de') expect(text, asset.fileName).toMatch(/Seite 1 von \d+/)
      if (lang === 'en') expect(text, asset.fileName).toMatch(/Page 1 of \d+/)
    }
  })

  it('every brand has certificates or policies, brochures and terms in German and English; ALBIS also in Chinese', () => {
    const sites = new Set(documents.map((document) => document.site))
    expect(sites).toEqual(new Set(['albis', 'mocom', 'ceramics', 'group', 'htf', 'wipag', 'plgrd', 'chemie', 'new-business']))
    for (const site of sites) {
      const own = documents.filter((document) => document.site === site)
      for (const lang of ['de', 'en'] as const) {
        const sections = new Set(own.filter((document) => document.lang === lang).map((document) => document.section))
        expect(sections.has('brochures'), `${site} ${lang}`).toBe(true)
        expect(sections.has('certificates') || sections.has('policies'), `${site} ${lang}`).toBe(true)
      }
    }
    expect(documents.filter((document) => document.lang === 'zh').every((document) => document.site === 'albis')).toBe(true)
    expect(documents.filter((document) => document.site === 'albis' && document.lang === 'zh').map((document) => document.section)).toEqual(
      expect.arrayContaining(['brochures', 'certificates', 'declarations', 'datasheets']),
    )
  })

  it('names each file after what it is, so site search finds it by the word', () => {
    for (const { asset, section } of documents) {
      const word = {
        certificates: /certificate/,
        declarations: /declaration/,
        policies: /./,
        brochures: /brochure|report/,
        datasheets: /datasheet/,
        terms: /terms/,
      }[section]
      expect(asset.fileName, section).toMatch(word)
    }
    expect(new Set(documents.map((document) => document.asset.id)).size).toBe(documents.length)
  })

  it('is dated no later than today, and a certificate is valid for three years from its issue', () => {
    for (const { asset } of documents) expect((asset.lastModified ?? '') <= today, asset.fileName).toBe(true)
    const certificate = documents.find((document) => document.site === 'mocom' && document.slug === 'certificate-iso-9001' && document.lang === 'de')
    expect(pdfText(certificate?.asset.content ?? '')).toContain('Gültig bis\n6. Juni 2027')
  })

  it('keeps the ids and file names the DAM had for the group’s certificate and terms', () => {
    const kept = documents.filter(
      (document) => document.site === 'group' && document.lang === 'en' && ['certificate-iso-9001', 'terms-of-sale'].includes(document.slug),
    )
    expect(kept.map((document) => [document.asset.id, document.asset.fileName])).toEqual([
      ['jcr:b15a3fc7-ba6a-557f-aea6-10f6b96764ee', 'quality-certificate-iso-9001.pdf'],
      ['jcr:f3fc4011-cce5-5385-ad50-6c7a984a9bfd', 'general-terms-of-sale.pdf'],
    ])
  })

  it('come as asset JSON with their size and date', () => {
    const { asset } = documents[0] ?? { asset: undefined }
    expect(asset && assetJson(asset)).toMatchObject({
      '@link': `/dam/${asset?.id}/${asset?.fileName}`,
      metadata: { mimeType: 'application/pdf', fileSize: asset?.content?.length, lastModified: asset?.lastModified, title: asset?.title },
    })
  })
})

describe('a document PDF', () => {
  const document = (script: 'latin' | 'chinese', text: string, paragraphs = 1) =>
    documentPdf({
      title: 'T',
      subject: 'S',
      author: 'A',
      date: '2026-01-02',
      script,
      header: 'H',
      blocks: [{ heading: 'Heading', paragraphs: Array.from({ length: paragraphs }, () => text) }, { rows: [['Label', 'Value']] }],
      page: (page, of) => `${page}/${of}`,
    })

  it.each([
    ['latin', 'Größe (100 %) – Maße: µm, °C, ±0,01 mm, €', 'Größe (100 %) – Maße: µm, °C, ±0,01 mm, €'],
    ['chinese', '汉堡的 ALBIS 仓库（48 小时）', '汉堡的 ALBIS 仓库（48 小时）'],
  ] as const)('sets %s text so it reads back the same', (script, text, shown) => {
    const pdf = document(script, text)
    expectWellFormedPdf(pdf)
    expect(pdfText(pdf)).toContain(shown)
    expect(pdf).toContain(script === 'chinese' ? '/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H' : '/BaseFont /Helvetica /Encoding /WinAnsiEncoding')
  })

  it('flows long text over pages, each with its number, and names title, author and date in its information', () => {
    const pdf = document('latin', 'word '.repeat(400), 6)
    const { pages } = expectWellFormedPdf(pdf)
    expect(pages).toBeGreaterThan(1)
    expect(pdfText(pdf)).toContain(`${pages}/${pages}`)
    expect(pdf).toContain('/Title (T) /Subject (S) /Author (A) /Creator (Embedded backend) /CreationDate (D:20260102090000Z)')
  })
})
