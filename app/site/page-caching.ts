import { editorParams } from './editor-mode.ts'

/**
 * `Cache-Control` of a page response: a public page (200, no editor params) may be kept by a
 * shared cache for a minute, served stale while it revalidates, and for a day while the site
 * answers with errors; anything else is private.
 */
export function pageCacheControl(status: number, search: string): string {
  const params = new URLSearchParams(search)
  const preview = editorParams.some((param) => params.has(param))
  return status === 200 && !preview ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400' : 'private, no-store'
}
