/**
 * `robots.txt` of an origin: public content may be crawled; the client area, preview URLs (the
 * editor's `mgnl*` params) and site-search results may not.
 */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /*/orders', 'Disallow: /*?mgnl', 'Disallow: /*&mgnl', 'Disallow: /*/search?', ''].join('\n')
}
