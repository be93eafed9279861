import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { Area } from '#app/cms/area.tsx'

export function BasicTemplate(props: MagnoliaComponentProps) {
  return (
    <>
      <h1 className="page-title">{stringProp(props, 'title')}</h1>
      <Area content={props['main']} className="area-main" />
    </>
  )
}
