import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { Area } from '#app/cms/area.tsx'
import { StageLeadsPage, opensWithTitledStage } from '#app/cms/components/stage.tsx'

/**
 * The brand's home page: the stage leads, and its title is the page's `h1`; without a titled stage
 * first, the page's title is an `h1` for assistive technology and search.
 */
export function HomeTemplate(props: MagnoliaComponentProps) {
  const stageLeads = opensWithTitledStage(props['main'])
  return (
    <StageLeadsPage value={stageLeads}>
      {!stageLeads && <h1 className="visually-hidden">{stringProp(props, 'title')}</h1>}
      <Area content={props['main']} className="area-main" />
    </StageLeadsPage>
  )
}
