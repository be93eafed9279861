import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { RichText } from './rich-text.tsx'
import { useSectionTitle } from '#app/cms/page-context.ts'

export function Text(props: MagnoliaComponentProps) {
  const title = useSectionTitle(stringProp(props, 'title'))
  const html = stringProp(props, 'richText')
  return (
    <section className="text">
      {title && <h2>{title}</h2>}
      {html && <RichText html={html} />}
    </section>
  )
}
