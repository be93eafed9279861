import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { Area } from '#app/cms/area.tsx'

/** A detail page: the app on it (a job, a product ...) renders the page heading itself. */
export function DetailTemplate(props: MagnoliaComponentProps) {
  return <Area content={props['main']} className="area-main" />
}
