import { use } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { Area } from '#app/cms/area.tsx'
import { ShowsDetail } from '#app/cms/page-context.ts'

/** A content page: its title as the `h1`, unless an app on it shows a detail, whose title is then the `h1`. */
export function BasicTemplate(props: MagnoliaComponentProps) {
  const showsDetail = use(ShowsDetail)
  return (
    <>
      {!showsDetail && <h1 className="page-title">{stringProp(props, 'title')}</h1>}
      <Area content={props['main']} className="area-main" />
    </>
  )
}
