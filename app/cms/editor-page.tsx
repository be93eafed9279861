import type { ComponentType, ReactNode } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { EditableArea, EditablePage } from './editor.ts'
import type { ContentNode } from './content.ts'
import { PageContext } from './page-context.ts'

/** Editor mode: the page rendered by Magnolia's `EditablePage`, areas by `EditableArea`. */
export default function EditorPage({
  page,
  mappings,
  children,
}: {
  page: ContentNode
  mappings: Record<string, ComponentType<MagnoliaComponentProps>>
  children?: ReactNode
}) {
  return (
    <PageContext value={{ mappings, EditableArea }}>
      <EditablePage content={page} config={{ componentMappings: mappings }}>
        {children}
      </EditablePage>
    </PageContext>
  )
}
