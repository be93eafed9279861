/** Magnolia's page editor (spec section 2, "Editor mode"). */
import { languages } from '../../app.config.ts'

/** The page editor opens pages with these params. */
export const editorParams = ['mgnlPreview', 'mgnlPreviewAsVisitor', 'mgnlVersion'] as const

export function isEditorMode(search: Record<string, unknown>): boolean {
  return editorParams.some((param) => param in search)
}

/** `mgnlPreview=true` is a preview: the editor context is not refreshed then. */
export function isPreviewOnly(search: Record<string, unknown>): boolean {
  return search['mgnlPreview'] === 'true'
}

/**
 * The content node path of a URL path: the language segment, the `.html` suffix and the trailing
 * slash removed (`/en/about.html/` -> `/about`).
 */
export function contentNodePath(pathname: string): string {
  const segments = pathname
    .replace(/\/+$/, '')
    .replace(/\.html$/, '')
    .split('/')
    .filter((segment) => segment !== '')
  const withoutLanguage = segments.filter((segment, index) => !(index <= 1 && (languages as readonly string[]).includes(segment)))
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
