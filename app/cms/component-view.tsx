import { use } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import type { ContentNode } from './content.ts'
import { PageContext } from './page-context.ts'
import { EmptyBlock } from './empty-block.tsx'

/**
 * The props `@magnolia/react-editor` gives a mapped component: content properties as props
 * (`-` written as `_`), and `@`, `mgnl:` and `jcr:` keys in `metadata` with the `@index`.
 */
export function componentProps(content: ContentNode, index: number): MagnoliaComponentProps {
  const props: MagnoliaComponentProps = { metadata: { '@index': index } }
  for (const [key, value] of Object.entries(content)) {
    if (/^(@|mgnl:|jcr:)/.test(key)) props.metadata[key] = value
    else props[key.replace('-', '_')] = value
  }
  return props
}

/** Renders one content node with the component its template id maps to. */
export function ComponentView({ content, index }: { content: ContentNode; index: number }) {
  const page = use(PageContext)
  const Component = page?.mappings[content['mgnl:template'] ?? ''] ?? EmptyBlock
  return <Component {...componentProps(content, index)} />
}
