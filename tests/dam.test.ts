import { describe, expect, it } from 'vitest'
import { assetHeaders, assetKind } from '#app/cms/dam.server.ts'

describe('the DAM', () => {
  it.each([
    ['image/png', 'image'],
    ['image/webp', 'image'],
    ['image/svg+xml', 'svg'],
    ['IMAGE/SVG+XML; charset=utf-8', 'svg'],
    ['application/pdf', 'pdf'],
    ['video/mp4', 'media'],
    ['font/woff2', 'font'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'document'],
    ['text/html', undefined],
    ['application/javascript', undefined],
    ['application/xhtml+xml', undefined],
    ['text/xml', undefined],
    ['application/octet-stream', undefined],
    ['toString', undefined],
    ['', undefined],
    [null, undefined],
  ])('serves %s as %s', (contentType, kind) => {
    expect(assetKind(contentType)).toBe(kind)
  })

  it('sandboxes SVG and PDF and downloads documents with a safe name', () => {
    expect(assetHeaders('svg', 'logo.svg')).toEqual({ 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" })
    expect(assetHeaders('pdf', 'terms.pdf')).toEqual({ 'content-security-policy': 'sandbox', 'content-disposition': 'attachment; filename="terms.pdf"' })
    expect(assetHeaders('document', 'a"b;c.xlsx')).toEqual({ 'content-disposition': 'attachment; filename="a_b_c.xlsx"' })
    expect(assetHeaders('image', 'a.png')).toEqual({})
  })
})
