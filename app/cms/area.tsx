import { use } from 'react'
import { childNodes, isContentNode } from './content.ts'
import { PageContext } from './page-context.ts'
import { ComponentView } from './component-view.tsx'

/** A Magnolia area of the current page: its components in `@nodes` order. */
export function Area({ content, className }: { content: unknown; className?: string }) {
  const page = use(PageContext)
  if (!page) {
    const fault = new Error('An area was used outside a page wrapper (CmsPage)')
    if (import.meta.env.DEV) throw fault
    console.error(fault.message)
    return null
  }
  if (!isContentNode(content)) return null
  if (page.EditableArea) return <page.EditableArea content={content} {...(className ? { className } : {})} />
  return (
    <div className={className}>
      {childNodes(content).map((child, index) => (
        <ComponentView key={child['@name']} content={child} index={index} />
      ))}
    </div>
  )
}
