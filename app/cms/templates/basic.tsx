import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '../content.ts'
import { Area } from '../area.tsx'

export function BasicTemplate(props: MagnoliaComponentProps) {
  return (
    <>
      <h1 className="page-title">{stringProp(props, 'title')}</h1>
      <Area content={props['main']} className="area-main" />
    </>
  )
}
