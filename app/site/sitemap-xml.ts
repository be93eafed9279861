/**
 * Sitemaps as search engines read them (sitemaps.org 0.9, language alternates as `xhtml:link`):
 * the index of an origin and one URL set per brand and language. Pure text building; at most
 * `maxSitemapUrls` URLs per file, as the protocol allows.
 */
import { xmlText } from './xml.ts'

export const maxSitemapUrls = 50_000

export interface SitemapUrl {
  loc: string
  /** `mgnl:lastModified` or a detail's own date, as an ISO date-time. */
  lastmod?: string | undefined
  /** The same page in each language it exists in, `x-default` included. */
  alternates: Array<{ hreflang: string; href: string }>
}

/** A W3C date-time Magnolia's formats turn into (`2026-10-02T14:30:00.000+02:00` stays as it is); undefined when it is none. */
export function sitemapDate(value: string | undefined): string | undefined {
  if (!value) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

export function sitemapIndexXml(sitemaps: Array<{ loc: string; lastmod?: string | undefined }>): string {
  const entries = sitemaps.map(({ loc, lastmod }) => `<sitemap><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.slice(0, maxSitemapUrls).map(({ loc, lastmod, alternates }) => {
    const links = alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${xmlText(hreflang)}" href="${xmlText(href)}"/>`)
    return `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}${links.join('')}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}
