import { createContext, use } from 'react'
import { EditableArea } from './editor.ts'
import { isContentNode } from './content.ts'

/** Set by `CmsPage`; an area outside it has no page, template annotations or registry. */
export const PageWrapperContext = createContext(false)

/** A Magnolia area of the current page. */
export function Area({ content, className }: { content: unknown; className?: string }) {
  const insidePage = use(PageWrapperContext)
  if (!insidePage) {
    const fault = new Error('An area was used outside a page wrapper (CmsPage)')
    if (import.meta.env.DEV) throw fault
    console.error(fault.message)
    return null
  }
  if (!isContentNode(content)) return null
  return <EditableArea content={content} {...(className ? { className } : {})} />
}
