import { type ReactNode, lazy, useEffect, useMemo } from 'react'
import { type ContentNode, stringProp } from './content.ts'
import { type ComponentRegistry, componentMappingsFor, preloadPageApps } from './component-registry.ts'
import { PageContext } from './page-context.ts'
import { ComponentView } from './component-view.tsx'
import { useSite } from '#app/site/site-context.tsx'
import { useQuery } from '@tanstack/react-query'
import { editorDataQuery } from './cms-queries.ts'
import { whenIdle } from '#app/ui/when-idle.ts'

const EditorPage = lazy(() => import('./editor/editor-page.tsx'))

/**
 * Renders Magnolia content with the component registry: a page by its template, or, with
 * `children`, those children (a top-level area such as the footer). Visitors get the same
 * markup `EditablePage` renders, without loading the editor library; in editor mode the page
 * goes through `@magnolia/react-editor` itself (docs/decisions/004).
 */
export function CmsPage({ page, registry, children }: { page: ContentNode; registry: ComponentRegistry; children?: ReactNode }) {
  const { editor, address } = useSite()
  const editorData = useQuery({ ...editorDataQuery(address.brand, address.lang, address.pagePath), enabled: editor && !children }).data
  const mappings = useMemo(() => componentMappingsFor(page, registry), [page, registry])
  useEffect(() => whenIdle(() => preloadPageApps(page, registry)), [page, registry])
  if (editor) {
    return (
      <EditorPage page={page} mappings={mappings} editorData={children ? null : (editorData ?? null)}>
        {children}
      </EditorPage>
    )
  }
  return (
    <PageContext value={{ mappings, title: children ? undefined : stringProp(page, 'title') }}>
      <div>{children ?? <ComponentView content={page} index={0} />}</div>
    </PageContext>
  )
}
