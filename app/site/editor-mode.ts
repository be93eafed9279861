/** The page editor opens pages with these params. */
export const editorParams = ['mgnlPreview', 'mgnlPreviewAsVisitor', 'mgnlVersion'] as const

export function isEditorMode(search: Record<string, unknown>): boolean {
  return editorParams.some((param) => param in search)
}

/** `mgnlPreview=true` is a preview: the editor context is not refreshed then. */
export function isPreviewOnly(search: Record<string, unknown>): boolean {
  return search['mgnlPreview'] === 'true'
}
