/**
 * `robots.txt` of an origin: public content may be crawled; the client area, preview URLs (the
 * editor's `mgnl*` params) and site-search results may not; the origin's sitemap index is named
 * with an absolute URL.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /*/orders',
    'Disallow: /*?mgnl',
    'Disallow: /*&mgnl',
    'Disallow: /*/search?',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
