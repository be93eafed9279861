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
 * The query string without the editor's params (`?mgnlPreview=false&a=1` -> `?a=1`), or
 * undefined when it has none: where editor mode is off, such URLs redirect to the clean one.
 */
export function withoutEditorParams(search: string): string | undefined {
  const params = new URLSearchParams(search)
  if (!editorParams.some((param) => params.has(param))) return undefined
  for (const param of editorParams) params.delete(param)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
