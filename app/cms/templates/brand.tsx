import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { Area } from '#app/cms/area.tsx'
import { StageLeadsPage, opensWithTitledStage } from '#app/cms/components/stage.tsx'

/**
 * The brand home templates (`mocom`, `ceramics`, `group`, `high-temperature`, `wipag`, `one-pager`,
 * `chemie`, `okg-nb`): one structure (main area and an aside), each with its own layout in the
 * stylesheet (`.layout-{template}`); colours and type come from the brand's design tokens. As on
 * the home template, a titled stage first in the main area holds the page's `h1`.
 */
export function BrandTemplate(props: MagnoliaComponentProps) {
  const template =
    String(props.metadata['mgnl:template'] ?? '')
      .split('/')
      .pop() ?? 'home'
  const stageLeads = opensWithTitledStage(props['main'])
  return (
    <div className={`brand-layout layout-${template}`}>
      <StageLeadsPage value={stageLeads}>
        {!stageLeads && <h1 className="visually-hidden">{stringProp(props, 'title')}</h1>}
        <Area content={props['main']} className="area-main" />
      </StageLeadsPage>
      {props['aside'] !== undefined && <Area content={props['aside']} className="area-aside" />}
    </div>
  )
}
