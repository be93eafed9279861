import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { Area } from '#app/cms/area.tsx'

/** The brand's home page: the stage leads, the page title is for assistive technology and search. */
export function HomeTemplate(props: MagnoliaComponentProps) {
  return (
    <>
      <h1 className="visually-hidden">{stringProp(props, 'title')}</h1>
      <Area content={props['main']} className="area-main" />
    </>
  )
}
