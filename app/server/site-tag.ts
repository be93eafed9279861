/** The tag a Magnolia site's pages carry (`Cache-Tag`, `Surrogate-Key`), for caches to forget them by on a publish. */
export function siteTag(cmsSite: string): string {
  return `site-${cmsSite}`
}
