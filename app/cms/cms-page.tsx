import { type ReactNode, lazy, useMemo } from 'react'
import type { ContentNode } from './content.ts'
import { componentMappingsFor } from './registry.tsx'
import { PageContext } from './page-context.ts'
import { ComponentView } from './component-view.tsx'
import { useSite } from '../site/site-context.tsx'
import { useQuery } from '@tanstack/react-query'
import { editorDataQuery } from './queries.ts'

const EditorPage = lazy(() => import('./editor-page.tsx'))

/**
 * Renders Magnolia content with the component registry: a page by its template, or, with
 * `children`, those children (a top-level area such as the footer). Visitors get the same
 * markup `EditablePage` renders, without loading the editor library; in editor mode the page
 * goes through `@magnolia/react-editor` itself (docs/decisions/004).
 */
export function CmsPage({ page, children }: { page: ContentNode; children?: ReactNode }) {
  const { editor, site } = useSite()
  const editorData = useQuery({ ...editorDataQuery(site.brand, site.lang, site.pagePath), enabled: editor && !children }).data
  const mappings = useMemo(() => componentMappingsFor(page), [page])
  if (editor) {
    return (
      <EditorPage page={page} mappings={mappings} editorData={children ? null : (editorData ?? null)}>
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
