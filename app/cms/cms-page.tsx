import { type ReactNode, useMemo } from 'react'
import { EditablePage } from './editor.ts'
import type { ContentNode } from './content.ts'
import { componentMappingsFor } from './registry.tsx'
import { PageWrapperContext } from './area.tsx'

/**
 * Renders Magnolia content through `EditablePage` with the component registry: a page by its
 * template, or, with `children`, those children (a top-level area such as the footer).
 */
export function CmsPage({ page, children }: { page: ContentNode; children?: ReactNode }) {
  const config = useMemo(() => ({ componentMappings: componentMappingsFor(page) }), [page])
  return (
    <PageWrapperContext value={true}>
      <EditablePage content={page} config={config}>
        {children}
      </EditablePage>
    </PageWrapperContext>
  )
}
