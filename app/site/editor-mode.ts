/** Magnolia's page editor opens pages with these params (spec section 2, "Editor mode"). */
export const editorParams = ['mgnlPreview', 'mgnlPreviewAsVisitor', 'mgnlVersion'] as const

export function isEditorMode(search: Record<string, unknown>): boolean {
  return editorParams.some((param) => param in search)
}
