import { type ComponentType, type ReactNode, useEffect } from 'react'
import { useSearch } from '@tanstack/react-router'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { EditableArea, EditablePage, EditorContextHelper } from './editor-library.ts'
import { type ContentNode, stringProp } from '#app/cms/content.ts'
import type { EditorData } from '#app/cms/cms.functions.ts'
import { PageContext } from '#app/cms/page-context.ts'
import { isPreviewOnly } from '#app/site/editor-mode.ts'
import { activationStatus } from './editor-node.ts'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { installEditorMessageFilter } from './editor-messages.ts'

/**
 * Editor mode: the page rendered by Magnolia's `EditablePage` with the template annotations
 * (the editor bridge, `initialize`/`updateState` and the editor script, is the library's), areas
 * by `EditableArea`. The editor context is refreshed unless `mgnlPreview=true`.
 */
export default function EditorPage({
  page,
  mappings,
  editorData,
  children,
}: {
  page: ContentNode
  mappings: Record<string, ComponentType<MagnoliaComponentProps>>
  editorData: EditorData | null
  children?: ReactNode
}) {
  const { settings } = useSite()
  // before the library's listener exists (it is added when EditablePage mounts, after this render)
  installEditorMessageFilter(settings.editorOrigin)
  const search = useSearch({ strict: false })
  const previewOnly = isPreviewOnly(search)
  useEffect(() => {
    if (!previewOnly) EditorContextHelper.refresh()
  }, [page, previewOnly])
  return (
    <PageContext value={{ mappings, EditableArea, title: children ? undefined : stringProp(page, 'title') }}>
      {!children && <ActivationStatus page={page} editorData={editorData} />}
      <EditablePage content={page} config={{ componentMappings: mappings }} templateAnnotations={editorData?.annotations ?? null}>
        {children}
      </EditablePage>
    </PageContext>
  )
}

/** Activation status: 0 not activated, 1 modified after the last activation, 2 activated and unchanged. */
function ActivationStatus({ page, editorData }: { page: ContentNode; editorData: EditorData | null }) {
  const { address } = useSite()
  const locale = address.lang
  const status = activationStatus(page)
  const label = [m.editor_status_0, m.editor_status_1, m.editor_status_2][status]
  const template = editorData?.definitions[page['mgnl:template'] ?? '']?.title
  return (
    <p className="editor-status" data-activation-status={status}>
      {m.editor_activation({ status: `${status}`, label: label?.({}, { locale }) ?? '' }, { locale })}
      {typeof template === 'string' && ` · ${template}`}
    </p>
  )
}
