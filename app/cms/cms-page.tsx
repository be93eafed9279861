import { type ReactNode, lazy, useMemo } from 'react'
import type { ContentNode } from './content.ts'
import { componentMappingsFor } from './registry.tsx'
import { PageContext } from './page-context.ts'
import { ComponentView } from './component-view.tsx'
import { useSite } from '../site/site-context.tsx'

const EditorPage = lazy(() => import('./editor-page.tsx'))

/**
 * Renders Magnolia content with the component registry: a page by its template, or, with
 * `children`, those children (a top-level area such as the footer). Visitors get the same
 * markup `EditablePage` renders, without loading the editor library; in editor mode the page
 * goes through `@magnolia/react-editor` itself (docs/decisions/004).
 */
export function CmsPage({ page, children }: { page: ContentNode; children?: ReactNode }) {
  const { editor } = useSite()
  const mappings = useMemo(() => componentMappingsFor(page), [page])
  if (editor) {
    return (
      <EditorPage page={page} mappings={mappings}>
        {children}
      </EditorPage>
    )
  }
  return (
    <PageContext value={{ mappings }}>
      <div>{children ?? <ComponentView content={page} index={0} />}</div>
    </PageContext>
  )
}
