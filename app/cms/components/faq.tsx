import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { childNodes, isContentNode, stringProp } from '#app/cms/content.ts'
import { RichText } from './rich-text.tsx'
import { useSectionTitle } from '#app/cms/page-context.ts'
import { ChevronDown } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

/** Questions as native disclosure widgets: keyboard operable without script. */
export function Faq(props: MagnoliaComponentProps) {
  const title = useSectionTitle(stringProp(props, 'title'))
  const items = isContentNode(props['items']) ? childNodes(props['items']) : []
  return (
    <section className="faq">
      {title && <h2>{title}</h2>}
      {items.map((item) => (
        <details key={item['@id']}>
          <summary>
            {stringProp(item, 'question')}
            <Icon icon={ChevronDown} className="faq-chevron" />
          </summary>
          <RichText html={stringProp(item, 'answer') ?? ''} />
        </details>
      ))}
    </section>
  )
}
