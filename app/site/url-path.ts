/** Small rules about URL paths that several layers apply; each written once. */

/**
 * A path without its trailing slashes (`/en/about/` -> `/en/about`, `/` stays `/`). Leading
 * slashes collapse to one, so `//evil.example/` stays a path on this site and never becomes a
 * protocol-relative URL when used as a `Location`.
 */
export function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').replace(/^\/{2,}/, '/')
  return trimmed === '' ? '/' : trimmed
}

/** True when the path ends in a slash that a redirect should remove (every path but `/`). */
export function hasTrailingSlash(pathname: string): boolean {
  return pathname.length > 1 && pathname.endsWith('/')
}

/** The page editor may ask for `{path}.html`: the same page without the suffix (`/about.html` -> `/about`). */
export function withoutHtmlSuffix(path: string): string {
  return path.replace(/\.html$/, '') || '/'
}
