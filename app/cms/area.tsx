import { use } from 'react'
import { type ContentNode, childNodes, isContentNode } from './content.ts'
import { PageContext, ShowsDetail } from './page-context.ts'
import { ComponentView } from './component-view.tsx'

const textTemplate = 'okg-lm:components/text'

/**
 * The components a visitor sees: all of them, except while an app shows one of its details (a
 * story, an industry): the texts that open the page introduce its list, not the detail, and are left out.
 */
export function shownNodes(nodes: ContentNode[], showsDetail: boolean): ContentNode[] {
  if (!showsDetail) return nodes
  const firstOther = nodes.findIndex((node) => node['mgnl:template'] !== textTemplate)
  return firstOther === -1 ? nodes : nodes.slice(firstOther)
}

/** A Magnolia area of the current page: its components in `@nodes` order (`shownNodes`). */
export function Area({ content, className }: { content: unknown; className?: string }) {
  const page = use(PageContext)
  const showsDetail = use(ShowsDetail)
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
      {shownNodes(childNodes(content), showsDetail).map((child, index) => (
        <ComponentView key={child['@name']} content={child} index={index} />
      ))}
    </div>
  )
}
