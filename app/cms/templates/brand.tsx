import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { Area } from '#app/cms/area.tsx'

/**
 * The brand home templates (`mocom`, `ceramics`, `group`, `high-temperature`, `wipag`, `one-pager`,
 * `chemie`, `okg-nb`): one structure (main area and an aside), each with its own layout in the
 * stylesheet (`.layout-{template}`); colours and type come from the brand's design tokens.
 */
export function BrandTemplate(props: MagnoliaComponentProps) {
  const template = String(props.metadata['mgnl:template'] ?? '').split('/').pop() ?? 'home'
  return (
    <div className={`brand-layout layout-${template}`}>
      <h1 className="visually-hidden">{stringProp(props, 'title')}</h1>
      <Area content={props['main']} className="area-main" />
      {props['aside'] !== undefined && <Area content={props['aside']} className="area-aside" />}
    </div>
  )
}
