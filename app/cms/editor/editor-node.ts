/** Editor mode helpers that only the server and the lazily loaded editor page need. */
import { languages } from '#config/languages.ts'
import { withoutHtmlSuffix, withoutTrailingSlash } from '#app/site/url-path.ts'

/**
 * The content node path of a URL path: the language segment, the `.html` suffix and the trailing
 * slash removed (`/en/about.html/` -> `/about`).
 */
export function contentNodePath(pathname: string): string {
  const segments = withoutHtmlSuffix(withoutTrailingSlash(pathname))
    .split('/')
    .filter((segment) => segment !== '')
  const withoutLanguage = (languages as readonly string[]).includes(segments[0] ?? '') ? segments.slice(1) : segments
  return `/${withoutLanguage.join('/')}`
}

/** Activation status of a content node: 0 not activated, 1 modified since, 2 activated and unchanged. */
export function activationStatus(node: Record<string, unknown>): 0 | 1 | 2 {
  const status = node['mgnl:activationStatus']
  const activated = status === true || status === 'true' || status === 2 || status === '2' || status === 1 || status === '1'
  if (!activated) return 0
  const modified = Date.parse(String(node['mgnl:lastModified'] ?? ''))
  const published = Date.parse(String(node['mgnl:lastActivated'] ?? ''))
  if (status === 1 || status === '1') return 1
  return Number.isFinite(modified) && Number.isFinite(published) && modified > published ? 1 : 2
}
